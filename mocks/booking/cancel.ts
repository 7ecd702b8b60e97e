import { mockNow } from '#mocks/clock';
import { db, type ReservationRecord } from '#mocks/db';
import { orRefused } from '#mocks/http-errors';
import { decideCancel } from '#src/domain/booking/cancel-decision';
import { decideOwnReservation } from '#src/domain/booking/ownership';
import { countWithCreditBack } from '#src/domain/credits';
import { bookingSettings } from './settings';
import { promoteFromWaitlist } from './waitlist-promotion';

/** The caller's own reservation: 404 when it does not exist, 403 when it is someone else's. */
export function ownReservation(class_reservation_id: number, customer_id: number): ReservationRecord {
  const found = db.reservations.findFirst((q) => q.where({ class_reservation_id }));
  return orRefused(decideOwnReservation(found, customer_id)).reservation;
}

/**
 * Cancels a reservation as the shared rule decides (src/domain/booking/cancel-decision.ts): the
 * credit back to its row when in time, the reservation marked cancelled, and the freed place
 * offered to the class's waitlist.
 */
export async function cancelReservation(class_reservation_id: number, customer_id: number) {
  const reservation = ownReservation(class_reservation_id, customer_id);
  const singleClass = db.singleClasses.findFirst((q) =>
    q.where({ single_class_id: reservation.single_class_id }),
  );
  const { creditReturned, returnToRowId } = orRefused(
    decideCancel({ reservation, singleClass, settings: bookingSettings(), now: mockNow() }),
  );
  if (returnToRowId !== null) {
    await db.availableClasses.update((q) => q.where({ available_class_id: returnToRowId }), {
      data(row) {
        row.available_classes = countWithCreditBack(row.available_classes);
      },
    });
  }
  const cancelled = await db.reservations.update((q) => q.where({ class_reservation_id }), {
    data(record) {
      record.deletedAt = mockNow().toISOString();
    },
  });
  if (singleClass) await promoteFromWaitlist(singleClass, reservation);
  return { reservation: cancelled ?? reservation, creditReturned };
}
