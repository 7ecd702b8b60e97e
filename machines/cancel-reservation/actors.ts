import { fromPromise } from 'xstate';
import { api, unwrap } from '#src/api/client';
import { ApiFailure, NETWORK_FAILURE_STATUS } from '#src/api/errors';
import type { CancelFailure } from './context';

export function toCancelFailure(error: unknown): CancelFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof ApiFailure)) return { kind: 'other', message };
  if (error.status === NETWORK_FAILURE_STATUS) return { kind: 'network', message };
  if (error.status === 412) return { kind: 'precondition', message };
  return { kind: 'other', message };
}

export function createCancelActors(fallbackMessage: string) {
  return {
    cancelReservation: fromPromise<string, { classReservationId: number }>(async ({ input }) => {
      try {
        const answer = await unwrap(
          api.POST('/class_reservations/{id}/cancel', { params: { path: { id: input.classReservationId } } }),
        );
        return answer.message || fallbackMessage;
      } catch (error) {
        throw toCancelFailure(error);
      }
    }),
  };
}
