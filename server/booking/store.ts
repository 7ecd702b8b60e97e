import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { availableClasses, customers, reservations, waitlistPromotions, waitlists } from '#server/db/schema';
import { apiError } from '#server/http/api-error';
import { BOOKING_MESSAGES } from '#src/domain/booking/messages';
import { decidePromotion } from '#src/domain/booking/promotion-decision';
import type { SpotChoice } from '#src/domain/booking/facts';
import type { ReserveDecided } from '#src/domain/booking/reserve-decision';
import { bookingSettings, classBookingFacts, customerBookingFacts, live, type ClassRow } from './facts';

/**
 * Stores what a reservation decided (mocks/booking/store-reservation.ts): one credit off its row
 * (none for an unlimited member), the reservation, and the customer off the class's waitlist.
 */
export async function storeReservation(
  tx: Database,
  customer_id: number,
  decided: ReserveDecided,
  now: Date,
) {
  const { single_class_id } = decided.singleClass;
  const creditsRowId = decided.charge.kind === 'credit' ? decided.charge.creditsRowId : null;
  // One statement: the credit spent and the waitlist left ride along with the insert (PostgreSQL
  // runs every data-modifying WITH to completion, read or not).
  const unlisted = tx.$with('unlisted').as(
    tx
      .delete(waitlists)
      .where(and(eq(waitlists.customer_id, customer_id), eq(waitlists.single_class_id, single_class_id)))
      .returning({ id: waitlists.waitlist_id }),
  );
  const spent = tx.$with('spent').as(
    tx
      .update(availableClasses)
      .set({ available_classes: sql`${availableClasses.available_classes} - 1` })
      .where(eq(availableClasses.available_class_id, creditsRowId ?? -1))
      .returning({ id: availableClasses.available_class_id }),
  );
  const [reservation] = await tx
    .with(unlisted, ...(creditsRowId !== null ? [spent] : []))
    .insert(reservations)
    .values({
      single_class_id,
      customer_id,
      deletedAt: null,
      is_cash: false,
      is_paid: true,
      attend: null,
      spot: decided.spot,
      guest: decided.guest,
      available_class_id: creditsRowId,
      createdAt: now.toISOString(),
    })
    .returning();
  return reservation!;
}

/**
 * A place freed up on `singleClass` (a cancel, under the class's lock): the shared rule picks who
 * on its waitlist moves in (src/domain/booking/promotion-decision.ts); the move is stored like a
 * reservation and kept for that customer's next visit (mocks/booking/waitlist-promotion.ts).
 */
export async function promoteFromWaitlist(
  tx: Database,
  singleClass: ClassRow,
  freedSpot: SpotChoice,
  now: Date,
): Promise<void> {
  const { single_class_id } = singleClass;
  const entries = await tx
    .select()
    .from(waitlists)
    .where(eq(waitlists.single_class_id, single_class_id))
    .orderBy(waitlists.waitlist_id);
  if (entries.length === 0) return;
  const settings = await bookingSettings(tx);
  const candidates = [];
  for (const entry of entries) {
    const [customer] = await tx.select().from(customers).where(eq(customers.customer_id, entry.customer_id));
    candidates.push({
      entry,
      customer: customer && (await customerBookingFacts(tx, customer, now, settings)),
    });
  }
  const promotion = decidePromotion({
    ...(await classBookingFacts(tx, live(singleClass), now, settings)),
    freedSpot,
    candidates,
  });
  if (!promotion) return;
  const placed = await storeReservation(tx, promotion.customerId, promotion.reservation, now);
  await tx.insert(waitlistPromotions).values({
    class_reservation_id: placed.class_reservation_id,
    single_class_id,
    customer_id: promotion.customerId,
    createdAt: now.toISOString(),
  });
}

/**
 * The database's unique indexes are the last guard against a race the locks did not cover: a
 * violation answers as the rule would have (409 already reserved / spot taken).
 */
export async function asBookingConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const cause =
      (error as { cause?: { code?: string; constraint?: string } }).cause ??
      (error as { code?: string; constraint?: string });
    if (cause?.code === '23505' && cause.constraint === 'reservations_one_active_per_customer') {
      throw apiError(409, BOOKING_MESSAGES.alreadyReserved, { code: 'already_reserved' });
    }
    if (cause?.code === '23505' && cause.constraint === 'reservations_one_per_spot') {
      throw apiError(409, BOOKING_MESSAGES.spotTaken, { code: 'spot_taken' });
    }
    if (cause?.code === '23505' && cause.constraint === 'waitlists_once') {
      throw apiError(409, BOOKING_MESSAGES.alreadyWaiting);
    }
    throw error;
  }
}
