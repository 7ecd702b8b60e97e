import { mockNow } from '#mocks/clock';
import { configFlag } from '#mocks/config-values';
import { db, type ReservationRecord } from '#mocks/db';
import { apiError, orNotFound } from '#mocks/http-errors';
import { isBeforeCancelDeadline } from '#src/domain/booking-window';
import { cancelPolicyMessage, cancelTimeframe, classStarted } from './settings';
import { promoteFromWaitlist } from './waitlist-promotion';

export const CANCELLED_MESSAGE = 'Reservación cancelada.';

/** The caller's own reservation: 404 when it does not exist, 403 when it is someone else's. */
export function ownReservation(class_reservation_id: number, customer_id: number): ReservationRecord {
  const reservation = orNotFound(
    db.reservations.findFirst((q) => q.where({ class_reservation_id })),
    'Reservación no encontrada.',
  );
  if (reservation.customer_id !== customer_id) {
    throw apiError(403, 'Esta reservación no es tuya.');
  }
  return reservation;
}

/**
 * Cancels a reservation under the studio's policy. Far enough ahead the credit goes back to its
 * row; inside the cancel window it is cancelled only when late cancelling is allowed, and the
 * credit is kept. The place and the spot free up because only active reservations count, and
 * the first on the class's waitlist who can take the place is moved into it.
 */
export async function cancelReservation(class_reservation_id: number, customer_id: number) {
  const reservation = ownReservation(class_reservation_id, customer_id);
  if (reservation.deletedAt) throw apiError(412, 'Esta reservación ya fue cancelada.');
  if (!configFlag('allow_cancel_reservations')) {
    throw apiError(412, 'Tus clases son transferibles y no son cancelables');
  }
  const singleClass = db.singleClasses.findFirst((q) =>
    q.where({ single_class_id: reservation.single_class_id }),
  );
  const classDate = singleClass?.class_date;
  if (classDate && classStarted(classDate)) {
    throw apiError(412, 'Esta clase ya comenzó; ya no se puede cancelar.');
  }
  const inTime = !classDate || isBeforeCancelDeadline(classDate, mockNow(), cancelTimeframe());
  if (!inTime && !configFlag('allow_cancel_after_treshold')) throw apiError(412, cancelPolicyMessage());

  const creditsRowId = reservation.available_class_id;
  if (inTime && creditsRowId !== null) {
    await db.availableClasses.update((q) => q.where({ available_class_id: creditsRowId }), {
      data(row) {
        // An unlimited row (-1) never lost a credit.
        if (row.available_classes >= 0) row.available_classes += 1;
      },
    });
  }
  const cancelled = await db.reservations.update((q) => q.where({ class_reservation_id }), {
    data(record) {
      record.deletedAt = mockNow().toISOString();
    },
  });
  if (singleClass) await promoteFromWaitlist(singleClass, reservation);
  return { reservation: cancelled ?? reservation, creditReturned: inTime };
}
