import { fromPromise } from 'xstate';
import { api, unwrap } from '#src/api/client';
import { failAs } from '#src/api/failures';
import type { GiveAccessBody } from './machine';

/** The real calls of the customer page's access actions (commerce-content-admin.md §7). */
export function createCustomerAccessActors() {
  return {
    giveAccess: fromPromise<void, GiveAccessBody>(async ({ input }) => {
      await failAs('resource', () => unwrap(api.POST('/customer/giveAccess', { body: input })));
    }),
    revokeAccess: fromPromise<void, { purchaseId: number }>(async ({ input }) => {
      await failAs('resource', () =>
        unwrap(api.PUT('/customer/revokeAccess', { body: { purchase_id: input.purchaseId } })),
      );
    }),
    markPurchasePaid: fromPromise<void, { purchaseId: number }>(async ({ input }) => {
      await failAs('resource', () =>
        unwrap(api.PUT('/purchases/admin/{id}/paid', { params: { path: { id: input.purchaseId } } })),
      );
    }),
    removeClasses: fromPromise<void, { customerId: number; amount: number }>(async ({ input }) => {
      await failAs('resource', () =>
        unwrap(
          api.PUT('/customer/removeClasses', {
            body: { customer_id: input.customerId, amount: input.amount },
          }),
        ),
      );
    }),
  };
}
