import { eq } from 'drizzle-orm';
import { lockCustomerAndCredits } from '#server/customers/lock';
import type { Database } from '#server/db/client';
import { penalties, reservations, singleClasses, type availableClasses } from '#server/db/schema';
import { decidePenalty, mayEarnPenalty } from '#src/domain/booking/penalty-decision';
import type { BookingSettings } from '#src/domain/booking/settings';

type CreditsRow = typeof availableClasses.$inferSelect;
type PenaltyRow = typeof penalties.$inferSelect;

/**
 * The unlimited members' no-show penalty, given when it is next looked at (the penalties list, a
 * reservation, a waitlist promotion), as the mocks do (mocks/booking/penalty.ts; decision 052).
 * Inside the caller's transaction, the customer's row is locked first, so two requests of one
 * customer never both store the penalty. Lock order: class, customer, credits. The no-show job
 * (server/jobs/no-show-penalties.ts) calls it too, so a penalty noticed first by either is not
 * given again by the other. Answers the customer's credits rows (locked) and penalties, the new
 * one included and also as `given`.
 */
export async function givePenaltyIfEarned(
  tx: Database,
  customer_id: number,
  settings: BookingSettings,
  now: Date,
): Promise<{ credits: CreditsRow[]; penalties: PenaltyRow[]; given?: PenaltyRow }> {
  // The credits rows a booking may spend, locked with the customer: a booking reads them from here.
  const { customer, credits } = await lockCustomerAndCredits(tx, customer_id);
  const given = await tx.select().from(penalties).where(eq(penalties.customer_id, customer_id));
  const facts = { customer, credits, penalties: given, settings, now };
  if (!customer || !mayEarnPenalty({ ...facts, customer })) return { credits, penalties: given };
  const history = await tx
    .select({
      class_date: singleClasses.class_date,
      attend: reservations.attend,
      deletedAt: reservations.deletedAt,
    })
    .from(reservations)
    .innerJoin(singleClasses, eq(singleClasses.single_class_id, reservations.single_class_id))
    .where(eq(reservations.customer_id, customer_id));
  const decided = decidePenalty({ ...facts, customer, reservations: history });
  if (!decided.penalize) return { credits, penalties: given };
  const [penalty] = await tx
    .insert(penalties)
    .values({ customer_id, end_date: decided.end_date, createdAt: now.toISOString() })
    .returning();
  return { credits, penalties: [...given, penalty!], given: penalty! };
}
