import { configFlag } from '#mocks/config-values';
import { db } from '#mocks/db';
import { apiError } from '#mocks/http-errors';
import { ownReservation } from './cancel';

interface RatingInput {
  class_reservation_id: number;
  customer_id: number;
  class_stars: number;
  coach_stars: number;
  comment?: string | null;
}

const isStars = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5;

/** Rates an attended reservation once (the specs: successful, not yet rated, rating enabled). */
export async function rateReservation(customer_id: number, input: RatingInput) {
  const reservation = ownReservation(input.class_reservation_id, customer_id);
  if (input.customer_id !== customer_id) throw apiError(403, 'Esta reservación no es tuya.');
  if (!isStars(input.class_stars) || !isStars(input.coach_stars)) {
    throw apiError(400, 'La calificación debe ser de 1 a 5 estrellas.');
  }
  if (!configFlag('reservation_rating_enabled')) {
    throw apiError(412, 'Las calificaciones de clases no están habilitadas.');
  }
  if (reservation.deletedAt || reservation.attend !== true) {
    throw apiError(412, 'Solo puedes calificar clases a las que asististe.');
  }
  if (reservation.class_stars !== null && reservation.class_stars !== undefined) {
    throw apiError(409, 'Ya calificaste esta clase.');
  }
  const comment = input.comment?.trim() ? input.comment.trim() : null;
  const rated = await db.reservations.update(
    (q) => q.where({ class_reservation_id: reservation.class_reservation_id }),
    {
      data(record) {
        record.class_stars = input.class_stars;
        record.coach_stars = input.coach_stars;
        record.comment = comment;
      },
    },
  );
  return rated ?? reservation;
}
