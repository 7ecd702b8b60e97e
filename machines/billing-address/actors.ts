import { fromPromise, type ActorRefFrom } from 'xstate';
import { failAs } from '#src/api/failures';
import { api, unwrap } from '#src/api/client';
import { reloadSessionCustomer } from '#machines/profile/actors';
import type { sessionMachine } from '#machines/session/machine';
import type { SaveAddressInput } from './machine';

/** The customer's address: PUT when it exists (its id is numeric), POST to create it. */
export function createBillingAddressActors(session: ActorRefFrom<typeof sessionMachine>) {
  return {
    saveAddress: fromPromise<{ address_id: number }, SaveAddressInput>(({ input }) =>
      failAs('billingAddress', async () => {
        const body = { ...input.body, customer_id: input.customerId };
        const { address } = await unwrap(
          input.addressId === null
            ? api.POST('/addresses', { body })
            : api.PUT('/addresses', { body: { ...body, address_id: input.addressId } }),
        );
        return { address_id: address.address_id };
      }),
    ),
    reloadCustomer: reloadSessionCustomer(session),
  };
}
