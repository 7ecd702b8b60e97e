import { mockNow } from '#mocks/clock';
import { db } from '#mocks/db';
import { unlimitedFromRows } from '#src/domain/admin/customer-admin';

/** The customer's unlimited flag follows their unlimited credits rows (src/domain/admin/customer-admin.ts). */
export async function syncUnlimited(customer_id: number): Promise<void> {
  const membership = unlimitedFromRows(
    db.availableClasses.findMany((q) => q.where({ customer_id })),
    mockNow(),
  );
  await db.customers.update((q) => q.where({ customer_id }), {
    data(customer) {
      Object.assign(customer, membership);
    },
  });
}
