import { fromPromise } from 'xstate';
import { api, unwrap } from '#src/api/client';
import { failAs } from '#src/api/failures';

export function createCancelActors(fallbackMessage: string) {
  return {
    cancelReservation: fromPromise<string, { classReservationId: number }>(({ input }) =>
      failAs('cancelReservation', async () => {
        const answer = await unwrap(
          api.POST('/class_reservations/{id}/cancel', { params: { path: { id: input.classReservationId } } }),
        );
        return answer.message || fallbackMessage;
      }),
    ),
  };
}
