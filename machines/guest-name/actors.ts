import { fromPromise } from 'xstate';
import { api, unwrap } from '#src/api/client';
import type { GuestNameInput } from './machine';

export function createGuestNameActors() {
  return {
    /** Resolves with the server's message, which the alert shows. */
    saveGuestName: fromPromise<string, GuestNameInput>(async ({ input }) => {
      const answer = await unwrap(
        api.PUT('/single_class/guest', {
          body: { class_reservation_id: input.classReservationId, name: input.name },
        }),
      );
      return answer.message;
    }),
  };
}
