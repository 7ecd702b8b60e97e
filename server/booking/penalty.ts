import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { availableClasses, customers, penalties, reservations, singleClasses } from '#server/db/schema';
import { decidePenalty, mayEarnPenalty } from '#src/domain/booking/penalty-decision';
import type { BookingSettings } from '#src/domain/booking/settings';

/**
 * The unlimited members' no-show penalty, given when it is next looked at (the penalties list, a
 * reservation, a waitlist promotion), as the mocks do (mocks/booking/penalty.ts; decision 052).
 * Inside the caller's transaction, the customer's row is locked first, so two requests of one
 * customer never both store the penalty. Lock order: class, customer, credits.
 */
export async function givePenaltyIfEarned(
  tx: Database,
  customer_id: number,
  settings: BookingSettings,
  now: Date,
): Promise<void> {
  const [customer] = await tx
    .select()
    .from(customers)
    .where(eq(customers.customer_id, customer_id))
    .for('update');
  if (!customer) return;
  const facts = {
    customer,
    credits: await tx.select().from(availableClasses).where(eq(availableClasses.customer_id, customer_id)),
    penalties: await tx.select().from(penalties).where(eq(penalties.customer_id, customer_id)),
    settings,
    now,
  };
  if (!mayEarnPenalty(facts)) return;
  const history = await tx
    .select({
      class_date: singleClasses.class_date,
      attend: reservations.attend,
      deletedAt: reservations.deletedAt,
    })
    .from(reservations)
    .innerJoin(singleClasses, eq(singleClasses.single_class_id, reservations.single_class_id))
    .where(eq(reservations.customer_id, customer_id));
  const decided = decidePenalty({ ...facts, reservations: history });
  if (!decided.penalize) return;
  await tx
    .insert(penalties)
    .values({ customer_id, end_date: decided.end_date, createdAt: now.toISOString() });
}
