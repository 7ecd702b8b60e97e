import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { lockCustomerAndCredits } from '#server/customers/lock';
import { customers } from '#server/db/schema';
import { membershipAfterExpiry } from '#src/domain/membership-expiry';

/**
 * Stores the end of every membership whose date has passed (decision 067): the customer's
 * `has_unlimited` flag follows the shared rule (src/domain/membership-expiry.ts). Access never
 * waited for this (every rule reads the dates); the back office shows the flag. Credits rows and
 * purchases keep nothing computed at expiry: every reader filters rows on expiration_date, and a
 * purchase's status does not change when its credits end. Each customer in a transaction that
 * locks their row then their credits, the order every booking takes.
 */
export async function endExpiredMemberships(db: Database, now: Date): Promise<{ updated: number[] }> {
  const at = now.toISOString();
  const due = await db
    .select({ customer_id: customers.customer_id })
    .from(customers)
    .where(and(eq(customers.has_unlimited, true), lte(customers.unlimited_membership_expiration, at)))
    .orderBy(asc(customers.customer_id));
  const updated: number[] = [];
  for (const { customer_id } of due) {
    const changed = await db.transaction(async (tx) => {
      const { customer, credits } = await lockCustomerAndCredits(tx as unknown as Database, customer_id);
      const after = customer && membershipAfterExpiry(customer, credits, now);
      if (!after) return false;
      await tx.update(customers).set(after).where(eq(customers.customer_id, customer_id));
      return true;
    });
    if (changed) updated.push(customer_id);
  }
  return { updated };
}
