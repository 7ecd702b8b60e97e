import type { ClassReservation } from '#src/api/entities';
import { fromPromise } from 'xstate';
import { api, unwrap } from '#src/api/client';
import { failAs } from '#src/api/failures';
import type { RatingInput } from './context';

export function createRatingActors() {
  return {
    sendRating: fromPromise<ClassReservation, RatingInput>(({ input }) =>
      failAs('rating', async () => {
        const { class_reservation } = await unwrap(api.POST('/class_reservations/rating', { body: input }));
        return class_reservation;
      }),
    ),
  };
}
