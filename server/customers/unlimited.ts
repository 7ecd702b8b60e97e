import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { availableClasses, customers } from '#server/db/schema';
import { unlimitedFromRows } from '#src/domain/admin/customer-admin';
import type { AuditLog } from '#server/admin/audit';
import { customerTable } from '#server/admin/customer-tables';

/**
 * The customer's unlimited flag follows their unlimited credits rows (the shared rule), inside the
 * caller's transaction; the change goes into the staff write's log.
 */
export async function syncUnlimited(tx: Database, log: AuditLog, customer_id: number, now: Date) {
  const rows = await tx.select().from(availableClasses).where(eq(availableClasses.customer_id, customer_id));
  const [before] = await tx
    .select()
    .from(customers)
    .where(eq(customers.customer_id, customer_id))
    .for('update');
  if (!before) return;
  const [after] = await tx
    .update(customers)
    .set(unlimitedFromRows(rows, now))
    .where(eq(customers.customer_id, customer_id))
    .returning();
  log.change(customerTable, before, after);
}
