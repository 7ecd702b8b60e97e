import { db } from '#mocks/db';
import { orRefused } from '#mocks/http-errors';
import type { SpotChoice } from '#src/domain/booking/facts';
import { decideUpdate } from '#src/domain/booking/update-decision';
import { ownReservation } from './cancel';
import { classBookingFacts, liveClassRecord } from './facts';

interface UpdateInput {
  class_reservation_id: number;
  single_class_id: number;
  spot?: SpotChoice | undefined;
  guest?: string | null;
}

/** Changes the spot or guest of one's own upcoming reservation (src/domain/booking/update-decision.ts). */
export async function updateReservation(customer_id: number, input: UpdateInput) {
  const reservation = ownReservation(input.class_reservation_id, customer_id);
  const { spot, guest } = orRefused(
    decideUpdate({ ...classBookingFacts(liveClassRecord(reservation.single_class_id)), reservation, input }),
  );
  const updated = await db.reservations.update(
    (q) => q.where({ class_reservation_id: reservation.class_reservation_id }),
    {
      data(record) {
        record.guest = guest;
        record.spot = spot;
      },
    },
  );
  return updated ?? reservation;
}
