import { fromPromise } from 'xstate';
import { api } from '#src/api/client';
import { networkFailure, toApiFailure, type ApiFailure } from '#src/api/errors';
import type { CancelFailure } from './machine';

export function cancelFailure(failure: ApiFailure): CancelFailure {
  const { status, message } = failure;
  if (status === 400) return { kind: 'reasonRequired', message };
  if (status === 403 || status === 404 || status === 412) return { kind: 'notCancellable', message };
  return { kind: 'unavailable', message };
}

export function createSubscriptionCancelActors() {
  return {
    cancelSubscription: fromPromise<void, { purchaseId: number; reason: string }>(async ({ input }) => {
      const result = await api
        .POST('/purchases/cancel/{id}', {
          params: { path: { id: input.purchaseId } },
          body: { reason: input.reason },
        })
        .catch((cause: unknown) => {
          throw cancelFailure(networkFailure(cause));
        });
      if (!result.response.ok) throw cancelFailure(toApiFailure(result.error, result.response));
    }),
  };
}
