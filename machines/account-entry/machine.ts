import { assign, setup } from 'xstate';
import { notProvided } from '#machines/shared/not-provided';
import { requireValue } from '#machines/shared/require-value';

export interface EntryPage {
  page_id: number;
  title: string;
  content?: string | null | undefined;
}

export interface EntryChecks {
  /** Required pages not accepted yet, first one first. */
  unaccepted: EntryPage[];
  /** Labels of required profile fields that are missing. */
  missing: string[];
}

export interface AccountEntryInput {
  customerId: number;
  customer: Readonly<Record<string, unknown>>;
}

interface AccountEntryContext extends AccountEntryInput {
  page: EntryPage | null;
  missing: string[];
  /** The terms box was not ticked when Aceptar was pressed. */
  consentMissing: boolean;
  error: string | null;
}

export type AccountEntryEvent =
  | { type: 'terms.accept'; checked: boolean }
  /** The customer changed (a saved profile) or the customer moved to another screen. */
  | { type: 'entry.recheck'; customer: Readonly<Record<string, unknown>> };

/**
 * What a customer must settle on entering the account area: first every required page not
 * yet accepted (a non-closable terms modal), then a profile with pending fields.
 */
export const accountEntryMachine = setup({
  types: {
    context: {} as AccountEntryContext,
    input: {} as AccountEntryInput,
    events: {} as AccountEntryEvent,
  },
  actors: {
    loadChecks: notProvided<EntryChecks, AccountEntryInput>('account-entry', 'loadChecks'),
    acceptPage: notProvided<void, { pageId: number; customerId: number }>('account-entry', 'acceptPage'),
  },
  guards: {
    hasUnaccepted: (_, checks: EntryChecks) => checks.unaccepted.length > 0,
    hasMissing: (_, checks: EntryChecks) => checks.missing.length > 0,
    consentGiven: ({ event }) => event.type === 'terms.accept' && event.checked,
  },
  actions: {
    storeChecks: assign((_, checks: EntryChecks) => ({
      page: checks.unaccepted[0] ?? null,
      missing: checks.missing,
    })),
    flagConsentMissing: assign({ consentMissing: true }),
    clearErrors: assign({ consentMissing: false, error: null }),
    storeError: assign((_, message: string) => ({ error: message })),
    storeCustomer: assign(({ event }) =>
      event.type === 'entry.recheck' ? { customer: event.customer } : {},
    ),
  },
}).createMachine({
  id: 'accountEntry',
  description: 'Entrada a la cuenta (login, registro, recuperar)',
  context: ({ input }) => ({ ...input, page: null, missing: [], consentMissing: false, error: null }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'loadChecks',
        input: ({ context }) => ({ customerId: context.customerId, customer: context.customer }),
        onDone: [
          {
            guard: { type: 'hasUnaccepted', params: ({ event }) => event.output },
            target: 'terms',
            actions: { type: 'storeChecks', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'hasMissing', params: ({ event }) => event.output },
            target: 'profileIncomplete',
            actions: { type: 'storeChecks', params: ({ event }) => event.output },
          },
          { target: 'settled' },
        ],
        // A failed check must not lock the customer out of their account.
        onError: 'settled',
      },
    },
    terms: {
      tags: ['modal'],
      on: {
        'terms.accept': [
          { guard: 'consentGiven', target: 'accepting', actions: 'clearErrors' },
          { actions: 'flagConsentMissing' },
        ],
      },
    },
    accepting: {
      tags: ['modal', 'busy'],
      invoke: {
        src: 'acceptPage',
        input: ({ context }) => ({
          pageId: requireValue(context.page, 'the page to accept').page_id,
          customerId: context.customerId,
        }),
        onDone: 'checking',
        onError: {
          target: 'terms',
          actions: {
            type: 'storeError',
            params: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
          },
        },
      },
    },
    profileIncomplete: {
      tags: ['modal'],
      on: { 'entry.recheck': { target: 'checking', actions: 'storeCustomer' } },
    },
    settled: {
      on: { 'entry.recheck': { target: 'checking', actions: 'storeCustomer' } },
    },
  },
});
