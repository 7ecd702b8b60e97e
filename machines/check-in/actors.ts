import { fromPromise } from 'xstate';
import { api, unwrap } from '#src/api/client';
import { failAs } from '#src/api/failures';
import type { CheckInChange, RosterReservation } from './machine';

/** PUT /class_reservations/admin/{id}/attend and …/paid (inferred calls). */
export const checkInActors = {
  saveChange: fromPromise<RosterReservation, CheckInChange>(({ input }) =>
    failAs('resource', async () => {
      const params = { path: { id: input.reservationId } };
      const answer =
        input.field === 'attend'
          ? await unwrap(
              api.PUT('/class_reservations/admin/{id}/attend', { params, body: { attend: input.value } }),
            )
          : await unwrap(
              api.PUT('/class_reservations/admin/{id}/paid', { params, body: { is_paid: input.value } }),
            );
      return answer.class_reservation;
    }),
  ),
};
