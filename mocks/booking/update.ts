import { db } from '#mocks/db';
import { apiError } from '#mocks/http-errors';
import { ownReservation } from './cancel';
import { validGuest } from './guests';
import { findClass } from './reserve';
import { classStarted } from './settings';
import { assertSpotFree, validSpot } from './spots';

interface UpdateInput {
  class_reservation_id: number;
  single_class_id: number;
  spot?: number | string | null;
  guest?: string | null;
}

/** Changes the spot or guest of one's own upcoming reservation; a field left out keeps its value. */
export async function updateReservation(customer_id: number, input: UpdateInput) {
  const reservation = ownReservation(input.class_reservation_id, customer_id);
  if (input.single_class_id !== reservation.single_class_id) {
    throw apiError(400, 'La reservación no corresponde a esa clase.');
  }
  if (reservation.deletedAt) throw apiError(412, 'Esta reservación ya fue cancelada.');
  const singleClass = findClass(reservation.single_class_id);
  if (classStarted(singleClass.class_date)) {
    throw apiError(412, 'Esta reservación ya no se puede modificar.');
  }
  const guest = input.guest === undefined ? reservation.guest : validGuest(input.guest);
  const spot = input.spot === undefined ? reservation.spot : validSpot(singleClass, input.spot);
  if (input.spot !== undefined) assertSpotFree(singleClass, spot ?? null, reservation.class_reservation_id);
  const updated = await db.reservations.update(
    (q) => q.where({ class_reservation_id: reservation.class_reservation_id }),
    {
      data(record) {
        record.guest = guest ?? null;
        record.spot = spot ?? null;
      },
    },
  );
  return updated ?? reservation;
}
