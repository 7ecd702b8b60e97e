import { db } from '#mocks/db';
import { orRefused } from '#mocks/http-errors';
import { decideRating } from '#src/domain/booking/rating-decision';
import { ownReservation } from './cancel';
import { bookingSettings } from './settings';

interface RatingInput {
  class_reservation_id: number;
  customer_id: number;
  class_stars: number;
  coach_stars: number;
  comment?: string | null;
}

/** Rates an attended reservation once, as the shared rule decides (src/domain/booking/rating-decision.ts). */
export async function rateReservation(customer_id: number, input: RatingInput) {
  const reservation = ownReservation(input.class_reservation_id, customer_id);
  const { rating } = orRefused(
    decideRating({
      customerId: customer_id,
      reservation,
      input,
      ratingEnabled: bookingSettings().ratingEnabled,
    }),
  );
  const rated = await db.reservations.update(
    (q) => q.where({ class_reservation_id: reservation.class_reservation_id }),
    {
      data(record) {
        Object.assign(record, rating);
      },
    },
  );
  return rated ?? reservation;
}
