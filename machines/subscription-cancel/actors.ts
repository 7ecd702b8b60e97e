import { fromPromise } from 'xstate';
import { failAs } from '#src/api/failures';
import { api, unwrap } from '#src/api/client';

export function createSubscriptionCancelActors() {
  return {
    cancelSubscription: fromPromise<void, { purchaseId: number; reason: string }>(async ({ input }) => {
      await failAs('subscriptionCancel', () =>
        unwrap(
          api.POST('/purchases/cancel/{id}', {
            params: { path: { id: input.purchaseId } },
            body: { reason: input.reason },
          }),
        ),
      );
    }),
  };
}
