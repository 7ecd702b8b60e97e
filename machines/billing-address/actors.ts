import { fromPromise, type ActorRefFrom } from 'xstate';
import { api } from '#src/api/client';
import { networkFailure, toApiFailure, type ApiFailure } from '#src/api/errors';
import { reloadSessionCustomer } from '#machines/profile/actors';
import type { sessionMachine } from '#machines/session/machine';
import type { AddressFailure, SaveAddressInput } from './machine';

function addressFailure(failure: ApiFailure): AddressFailure {
  const unreachable = failure.status === 0 || failure.status >= 500;
  return { kind: unreachable ? 'unavailable' : 'rejected', message: failure.message };
}

/** The customer's address: PUT when it exists (its id is numeric), POST to create it. */
export function createBillingAddressActors(session: ActorRefFrom<typeof sessionMachine>) {
  return {
    saveAddress: fromPromise<{ address_id: number }, SaveAddressInput>(async ({ input }) => {
      const body = { ...input.body, customer_id: input.customerId };
      const call =
        input.addressId === null
          ? api.POST('/addresses', { body })
          : api.PUT('/addresses', { body: { ...body, address_id: input.addressId } });
      const result = await call.catch((cause: unknown) => {
        throw addressFailure(networkFailure(cause));
      });
      if (!result.response.ok || !result.data)
        throw addressFailure(toApiFailure(result.error, result.response));
      return { address_id: result.data.address.address_id };
    }),
    reloadCustomer: reloadSessionCustomer(session),
  };
}
