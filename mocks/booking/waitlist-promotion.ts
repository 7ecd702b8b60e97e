import { mockNow } from '#mocks/clock';
import { db, nextId, type ReservationRecord, type SingleClassRecord } from '#mocks/db';
import { decidePromotion } from '#src/domain/booking/promotion-decision';
import { classBookingFacts, customerBookingFacts } from './facts';
import { storeReservation } from './store-reservation';

/**
 * A place freed up on `singleClass` (a cancel): the shared rule picks who on its waitlist moves
 * in and on what terms (src/domain/booking/promotion-decision.ts); the move is stored like a
 * reservation and kept for that customer's next visit.
 */
export async function promoteFromWaitlist(
  singleClass: SingleClassRecord,
  freed: Pick<ReservationRecord, 'spot'>,
): Promise<void> {
  const { single_class_id } = singleClass;
  const entries = db.waitlists.findMany((q) => q.where({ single_class_id }));
  const candidates = [];
  for (const entry of entries) {
    const customer = db.customers.findFirst((q) => q.where({ customer_id: entry.customer_id }));
    candidates.push({ entry, customer: customer && (await customerBookingFacts(customer)) });
  }
  const promotion = decidePromotion({
    ...classBookingFacts(singleClass.cancelled_at ? undefined : singleClass),
    freedSpot: freed.spot ?? null,
    candidates,
  });
  if (!promotion) return;
  const placed = await storeReservation(promotion.customerId, promotion.reservation);
  await db.waitlistPromotions.create({
    waitlist_promotion_id: nextId(db.waitlistPromotions.all(), 'waitlist_promotion_id'),
    class_reservation_id: placed.class_reservation_id,
    single_class_id,
    customer_id: promotion.customerId,
    createdAt: mockNow().toISOString(),
  });
}
