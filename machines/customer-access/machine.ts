import { assign, setup } from 'xstate';
import type { FlowFailure } from '#src/api/failures';
import {
  giveAccessBody,
  giveAccessErrors,
  removeClassesError,
  type AccessTexts,
  type GiveAccessValues,
} from '#src/domain/customer-access';
import { notProvided } from '#machines/shared/not-provided';
import { requireValue } from '#machines/shared/require-value';

export type AccessAction = 'give' | 'revoke' | 'remove' | 'markPaid';
/** The actions on one purchase of the list: a confirmation, then the call. */
type PurchaseAction = Extract<AccessAction, 'revoke' | 'markPaid'>;
export type AccessFailure = FlowFailure<'resource'>;
export type GiveAccessBody = ReturnType<typeof giveAccessBody>;

export interface CustomerAccessInput {
  customerId: number;
  /** The Spanish texts of the form's rules (the machine never imports strings). */
  texts: AccessTexts;
}

export interface CustomerAccessContext {
  customerId: number;
  texts: AccessTexts;
  action: AccessAction | null;
  give: GiveAccessValues;
  amount: string;
  /** What the customer has that removing may take, when the remove form opened. */
  available: number;
  purchaseId: number | null;
  errors: Record<string, string>;
  failure: AccessFailure | null;
}

export type CustomerAccessEvent =
  | { type: 'access.give' }
  | { type: 'access.revoke'; purchaseId: number }
  | { type: 'access.markPaid'; purchaseId: number }
  | { type: 'access.remove'; available: number }
  | { type: 'access.change'; values: Partial<GiveAccessValues> }
  | { type: 'access.amount'; amount: string }
  | { type: 'access.submit' }
  | { type: 'access.confirm' }
  | { type: 'access.back' }
  | { type: 'access.close' };

const EMPTY_GIVE: GiveAccessValues = {
  classPackageId: '',
  days: '',
  isGift: true,
  paymentMethodId: '',
  bill: false,
};

function errorsOf(context: CustomerAccessContext): Record<string, string> {
  if (context.action === 'give') return giveAccessErrors(context.give, context.texts);
  if (context.action === 'remove') {
    const error = removeClassesError(context.amount, context.available, context.texts);
    return error ? { amount: error } : {};
  }
  return {};
}

/**
 * An admin's access actions on one customer (commerce-content-admin.md §4, §7): give access to a
 * package, revoke a purchase, mark a pending cash purchase paid, remove classes. Each form is
 * checked in Spanish before anything is sent, then a 'Precaución' confirmation shows the effect;
 * confirming sends exactly one request (more clicks while it runs are not events this state
 * answers). A refusal comes back next to the form with everything typed kept.
 */
export const customerAccessMachine = setup({
  types: {
    context: {} as CustomerAccessContext,
    events: {} as CustomerAccessEvent,
    input: {} as CustomerAccessInput,
  },
  actors: {
    giveAccess: notProvided<void, GiveAccessBody>('customer-access', 'giveAccess'),
    revokeAccess: notProvided<void, { purchaseId: number }>('customer-access', 'revokeAccess'),
    markPurchasePaid: notProvided<void, { purchaseId: number }>('customer-access', 'markPurchasePaid'),
    removeClasses: notProvided<void, { customerId: number; amount: number }>(
      'customer-access',
      'removeClasses',
    ),
  },
  guards: {
    isInvalid: ({ context }) => Object.keys(errorsOf(context)).length > 0,
    isGive: ({ context }) => context.action === 'give',
    isRevoke: ({ context }) => context.action === 'revoke',
    isMarkPaid: ({ context }) => context.action === 'markPaid',
    hasForm: ({ context }) => context.action === 'give' || context.action === 'remove',
  },
  actions: {
    startGive: assign({ action: 'give', give: EMPTY_GIVE, errors: {}, failure: null }),
    startOnPurchase: assign((_, { action, purchaseId }: { action: PurchaseAction; purchaseId: number }) => ({
      action,
      purchaseId,
      errors: {},
      failure: null,
    })),
    startRemove: assign((_, available: number) => ({
      action: 'remove' as const,
      amount: '',
      available,
      errors: {},
      failure: null,
    })),
    changeGive: assign(({ context }, values: Partial<GiveAccessValues>) => {
      const errors = { ...context.errors };
      for (const name of Object.keys(values)) delete errors[name];
      return { give: { ...context.give, ...values }, errors };
    }),
    changeAmount: assign((_, amount: string) => ({ amount, errors: {} })),
    showErrors: assign({ errors: ({ context }) => errorsOf(context) }),
    storeFailure: assign({ failure: (_, failure: AccessFailure) => failure }),
    clearFailure: assign({ failure: null }),
    finish: assign({ action: null, purchaseId: null, failure: null }),
    /** The view's success notice and its reads again; the action that was done. */
    notifyDone: (_, _action: AccessAction) => {},
  },
}).createMachine({
  id: 'customer-access',
  description:
    'Dar acceso, revocar una compra, marcar pagada una compra en efectivo o restar clases a una clienta (confirmar, enviar una vez)',
  context: ({ input }) => ({
    customerId: input.customerId,
    texts: input.texts,
    action: null,
    give: EMPTY_GIVE,
    amount: '',
    available: 0,
    purchaseId: null,
    errors: {},
    failure: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'access.give': { target: 'editing', actions: 'startGive' },
        'access.remove': {
          target: 'editing',
          actions: { type: 'startRemove', params: ({ event }) => event.available },
        },
        'access.revoke': {
          target: 'confirming',
          actions: {
            type: 'startOnPurchase',
            params: ({ event }) => ({ action: 'revoke' as const, purchaseId: event.purchaseId }),
          },
        },
        'access.markPaid': {
          target: 'confirming',
          actions: {
            type: 'startOnPurchase',
            params: ({ event }) => ({ action: 'markPaid' as const, purchaseId: event.purchaseId }),
          },
        },
      },
    },
    editing: {
      tags: ['form'],
      on: {
        'access.change': { actions: { type: 'changeGive', params: ({ event }) => event.values } },
        'access.amount': { actions: { type: 'changeAmount', params: ({ event }) => event.amount } },
        'access.submit': [
          { guard: 'isInvalid', actions: 'showErrors' },
          { target: 'confirming', actions: 'clearFailure' },
        ],
        'access.close': { target: 'idle', actions: 'finish' },
      },
    },
    confirming: {
      tags: ['confirming'],
      on: {
        'access.confirm': [
          { guard: 'isGive', target: 'giving', actions: 'clearFailure' },
          { guard: 'isRevoke', target: 'revoking', actions: 'clearFailure' },
          { guard: 'isMarkPaid', target: 'markingPaid', actions: 'clearFailure' },
          { target: 'removing', actions: 'clearFailure' },
        ],
        'access.back': [
          { guard: 'hasForm', target: 'editing' },
          { target: 'idle', actions: 'finish' },
        ],
        'access.close': { target: 'idle', actions: 'finish' },
      },
    },
    giving: {
      tags: ['confirming', 'busy'],
      invoke: {
        id: 'giveAccess',
        src: 'giveAccess',
        input: ({ context }) => giveAccessBody(context.customerId, context.give),
        onDone: { target: 'idle', actions: [{ type: 'notifyDone', params: 'give' }, 'finish'] },
        onError: {
          target: 'editing',
          actions: { type: 'storeFailure', params: ({ event }) => event.error as AccessFailure },
        },
      },
    },
    revoking: {
      tags: ['confirming', 'busy'],
      invoke: {
        id: 'revokeAccess',
        src: 'revokeAccess',
        input: ({ context }) => ({ purchaseId: requireValue(context.purchaseId, 'the purchase to revoke') }),
        onDone: { target: 'idle', actions: [{ type: 'notifyDone', params: 'revoke' }, 'finish'] },
        onError: {
          target: 'confirming',
          actions: { type: 'storeFailure', params: ({ event }) => event.error as AccessFailure },
        },
      },
    },
    markingPaid: {
      tags: ['confirming', 'busy'],
      invoke: {
        id: 'markPurchasePaid',
        src: 'markPurchasePaid',
        input: ({ context }) => ({
          purchaseId: requireValue(context.purchaseId, 'the purchase to mark paid'),
        }),
        onDone: { target: 'idle', actions: [{ type: 'notifyDone', params: 'markPaid' }, 'finish'] },
        onError: {
          target: 'confirming',
          actions: { type: 'storeFailure', params: ({ event }) => event.error as AccessFailure },
        },
      },
    },
    removing: {
      tags: ['confirming', 'busy'],
      invoke: {
        id: 'removeClasses',
        src: 'removeClasses',
        input: ({ context }) => ({ customerId: context.customerId, amount: Number(context.amount) }),
        onDone: { target: 'idle', actions: [{ type: 'notifyDone', params: 'remove' }, 'finish'] },
        onError: {
          target: 'editing',
          actions: { type: 'storeFailure', params: ({ event }) => event.error as AccessFailure },
        },
      },
    },
  },
});
