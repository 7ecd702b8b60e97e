import { asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { availableClasses, customers } from '#server/db/schema';

/**
 * Locks a customer's row, then every credits row of theirs (by id), inside the caller's
 * transaction: the order a booking takes after its class (class, customer, credits), so whatever
 * else decides on the customer's access (the no-show penalty, a membership's end) never deadlocks
 * with a booking.
 */
export async function lockCustomerAndCredits(tx: Database, customer_id: number) {
  const [customer] = await tx
    .select()
    .from(customers)
    .where(eq(customers.customer_id, customer_id))
    .for('update');
  const credits = await tx
    .select()
    .from(availableClasses)
    .where(eq(availableClasses.customer_id, customer_id))
    .orderBy(asc(availableClasses.available_class_id))
    .for('update');
  return { customer, credits };
}
