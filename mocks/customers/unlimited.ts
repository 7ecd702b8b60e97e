import { mockNow } from '#mocks/clock';
import { db } from '#mocks/db';

/**
 * has_unlimited mirrors the customer's unlimited credits rows (available_classes -1, not bound to
 * a class type): after such a row is granted, edited or removed, the flag and its expiration
 * follow the rows still in force.
 */
export async function syncUnlimited(customer_id: number): Promise<void> {
  const now = mockNow().getTime();
  const rows = db.availableClasses
    .findMany((q) => q.where({ customer_id }))
    .filter((row) => row.available_classes === -1 && !row.class_type_id && !row.class_types)
    .filter((row) => !row.expiration_date || new Date(row.expiration_date).getTime() > now);
  const expirations = rows.map((row) => row.expiration_date ?? null);
  const lasting = expirations.includes(null);
  const latest = expirations
    .filter((value): value is string => value !== null)
    .sort()
    .at(-1);
  await db.customers.update((q) => q.where({ customer_id }), {
    data(customer) {
      customer.has_unlimited = rows.length > 0;
      customer.unlimited_membership_expiration = rows.length === 0 || lasting ? null : (latest ?? null);
    },
  });
}
