import { assign, fromPromise, setup } from 'xstate';
import { addressBody, missingAddressFields, type AddressBody } from '#src/domain/billing-address';
import type { FormValues } from '#src/domain/dynamic-form';

/** Why saving failed: the server refused the address (its message), or could not be reached. */
export type AddressFailure = { kind: 'rejected'; message: string } | { kind: 'unavailable'; message: string };

export interface SaveAddressInput {
  customerId: number;
  /** The address being edited; null creates the customer's first one. */
  addressId: number | null;
  body: AddressBody;
}

interface AddressContext {
  customerId: number;
  addressId: number | null;
  /** Set by the first refused attempt: from then on the missing fields show their messages. */
  attempted: boolean;
  failure: AddressFailure | null;
}

export type AddressEvent =
  | { type: 'address.edit' }
  | { type: 'address.cancel' }
  /** Every press of Guardar, before the form's own rules: the address rules speak first. */
  | { type: 'address.check'; values: FormValues }
  | { type: 'address.save'; values: FormValues };

function notProvided(name: string): never {
  throw new Error(
    `billing-address machine: provide the "${name}" actor (machines/billing-address/actors.ts)`,
  );
}

const valuesOf = (event: AddressEvent): FormValues =>
  event.type === 'address.check' || event.type === 'address.save' ? event.values : {};

export function toAddressFailure(error: unknown): AddressFailure {
  if (typeof error === 'object' && error !== null && 'kind' in error) return error as AddressFailure;
  return { kind: 'unavailable', message: error instanceof Error ? error.message : String(error) };
}

/** The billing-address card: view → edit → saving → refreshing (the session reloads) → view. */
export const billingAddressMachine = setup({
  types: {
    context: {} as AddressContext,
    events: {} as AddressEvent,
    input: {} as { customerId: number; addressId: number | null },
  },
  actors: {
    saveAddress: fromPromise<{ address_id: number }, SaveAddressInput>(async () =>
      notProvided('saveAddress'),
    ),
    reloadCustomer: fromPromise<void>(async () => notProvided('reloadCustomer')),
  },
  guards: {
    complete: ({ event }) => missingAddressFields(valuesOf(event)).length === 0,
    incomplete: ({ event }) => missingAddressFields(valuesOf(event)).length > 0,
  },
  actions: {
    // The view provides these: the alerts.
    notifyMissing: (_, _params: { values: FormValues }) => undefined,
    notifySaved: () => undefined,
    notifyFailure: (_, _params: AddressFailure) => undefined,
    markAttempted: assign({ attempted: true }),
    reset: assign({ attempted: false, failure: null }),
    storeAddressId: assign(({ event }) => ({
      addressId: (event as unknown as { output: { address_id: number } }).output.address_id,
    })),
    storeFailure: assign(({ event }) => ({
      failure: toAddressFailure((event as unknown as { error: unknown }).error),
    })),
  },
}).createMachine({
  id: 'billingAddress',
  context: ({ input }) => ({ ...input, attempted: false, failure: null }),
  initial: 'viewing',
  states: {
    viewing: {
      on: { 'address.edit': { target: 'editing', actions: 'reset' } },
    },
    editing: {
      on: {
        'address.cancel': { target: 'viewing', actions: 'reset' },
        'address.check': {
          guard: 'incomplete',
          actions: [
            'markAttempted',
            { type: 'notifyMissing', params: ({ event }) => ({ values: event.values }) },
          ],
        },
        'address.save': [
          { guard: 'complete', target: 'saving', actions: assign({ failure: null }) },
          {
            actions: [
              'markAttempted',
              { type: 'notifyMissing', params: ({ event }) => ({ values: event.values }) },
            ],
          },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ context, event }) => ({
          customerId: context.customerId,
          addressId: context.addressId,
          body: addressBody(valuesOf(event)),
        }),
        onDone: { target: 'refreshing', actions: 'storeAddressId' },
        onError: {
          target: 'editing',
          actions: [
            'storeFailure',
            {
              type: 'notifyFailure',
              params: ({ event }) => toAddressFailure((event as { error: unknown }).error),
            },
          ],
        },
      },
    },
    refreshing: {
      tags: ['busy'],
      invoke: {
        id: 'reloadCustomer',
        src: 'reloadCustomer',
        onDone: { target: 'viewing', actions: 'notifySaved' },
        onError: { target: 'viewing', actions: 'notifySaved' },
      },
    },
  },
});
