import { fromPromise } from 'xstate';
import { api, unwrap } from '#src/api/client';
import { ApiFailure, NETWORK_FAILURE_STATUS } from '#src/api/errors';
import type { ClassReservation, RatingFailure, RatingInput } from './context';

export function toRatingFailure(error: unknown): RatingFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof ApiFailure)) return { kind: 'other', message };
  if (error.status === NETWORK_FAILURE_STATUS) return { kind: 'network', message };
  if (error.status === 409) return { kind: 'alreadyRated', message };
  if (error.status === 412 || error.status === 403) return { kind: 'notAllowed', message };
  if (error.status === 400) return { kind: 'invalid', message };
  return { kind: 'other', message };
}

export function createRatingActors() {
  return {
    sendRating: fromPromise<ClassReservation, RatingInput>(async ({ input }) => {
      try {
        const { class_reservation } = await unwrap(api.POST('/class_reservations/rating', { body: input }));
        return class_reservation;
      } catch (error) {
        throw toRatingFailure(error);
      }
    }),
  };
}
