import { mockNow } from '#mocks/clock';
import { db, nextId } from '#mocks/db';
import type { ReserveDecided } from '#src/domain/booking/reserve-decision';

/**
 * Stores what a reservation decided: one credit off its row (none for an unlimited member),
 * the reservation, and the customer off the class's waitlist (having a place, they no longer
 * wait for one). The waitlist's promotion stores its move the same way.
 */
export async function storeReservation(customer_id: number, decided: ReserveDecided) {
  const { single_class_id } = decided.singleClass;
  if (decided.charge.kind === 'credit') {
    const { creditsRowId } = decided.charge;
    await db.availableClasses.update((q) => q.where({ available_class_id: creditsRowId }), {
      data(row) {
        row.available_classes -= 1;
      },
    });
  }
  const reservation = await db.reservations.create({
    class_reservation_id: nextId(db.reservations.all(), 'class_reservation_id'),
    single_class_id,
    customer_id,
    deletedAt: null,
    is_cash: false,
    is_paid: true,
    attend: null,
    spot: decided.spot,
    guest: decided.guest,
    class_stars: null,
    coach_stars: null,
    comment: null,
    available_class_id: decided.charge.kind === 'credit' ? decided.charge.creditsRowId : null,
    createdAt: mockNow().toISOString(),
  });
  db.waitlists.deleteMany((q) => q.where({ customer_id, single_class_id }));
  return reservation;
}
