import { mockNow } from '#mocks/clock';
import { db, nextId, type ReservationRecord, type SingleClassRecord } from '#mocks/db';
import { promoteFirstWhoCan } from '#src/domain/waitlist-promotion';
import { classIsFull, reserve } from './reserve';
import { classStarted } from './settings';

/**
 * A place freed up on `singleClass` (a cancel): the first on its waitlist who can take it is
 * moved into the class, through the same checks and charge as a reservation (the freed spot is
 * offered, or none when another took it), and the move is kept for their next visit. Someone the
 * server would refuse (no credits, a penalty…) keeps their place on the list.
 */
export async function promoteFromWaitlist(
  singleClass: SingleClassRecord,
  freed: Pick<ReservationRecord, 'spot'>,
): Promise<void> {
  if (singleClass.cancelled_at || classStarted(singleClass.class_date) || classIsFull(singleClass)) return;
  const { single_class_id } = singleClass;
  const entries = db.waitlists.findMany((q) => q.where({ single_class_id }));
  const promoted = await promoteFirstWhoCan(entries, async (entry) => {
    const customer = db.customers.findFirst((q) => q.where({ customer_id: entry.customer_id }));
    if (!customer) return null;
    for (const spot of freed.spot === null ? [null] : [freed.spot, null]) {
      try {
        return await reserve(customer, { single_class_id, spot });
      } catch {
        // Refused (the server's answer to that customer): the next spot choice, or the next customer.
      }
    }
    return null;
  });
  if (!promoted) return;
  await db.waitlistPromotions.create({
    waitlist_promotion_id: nextId(db.waitlistPromotions.all(), 'waitlist_promotion_id'),
    class_reservation_id: promoted.placed.class_reservation_id,
    single_class_id,
    customer_id: promoted.entry.customer_id,
    createdAt: mockNow().toISOString(),
  });
}
