import { assign, setup } from 'xstate';
import { settleState } from '#machines/shared/invoke-states';
import { notProvided } from '#machines/shared/not-provided';
import { toFailure, type FlowFailure } from '#src/api/failures';
import { addressBody, missingAddressFields, type AddressBody } from '#src/domain/billing-address';
import type { FormValues } from '#src/domain/dynamic-form';

/** Why saving failed: the server refused the address (its message), or could not be reached. */
export type AddressFailure = FlowFailure<'billingAddress'>;

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

const valuesOf = (event: AddressEvent): FormValues =>
  event.type === 'address.check' || event.type === 'address.save' ? event.values : {};

const toAddressFailure = (error: unknown) => toFailure('billingAddress', error);

/** The billing-address card: view → edit → saving → refreshing (the session reloads) → view. */
const billingSetup = setup({
  types: {
    context: {} as AddressContext,
    events: {} as AddressEvent,
    input: {} as { customerId: number; addressId: number | null },
  },
  actors: {
    saveAddress: notProvided<{ address_id: number }, SaveAddressInput>('billing-address', 'saveAddress'),
    reloadCustomer: notProvided<void>('billing-address', 'reloadCustomer'),
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
});

export const billingAddressMachine = billingSetup.createMachine({
  id: 'billingAddress',
  description: 'Dirección de facturación',
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
    refreshing: settleState(billingSetup, 'reloadCustomer', { target: 'viewing', actions: 'notifySaved' }),
  },
});
