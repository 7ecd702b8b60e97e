import { asc, eq } from 'drizzle-orm';
import { PACKAGE } from '#mocks/seed/commerce';
import type { Database } from '#server/db/client';
import { availableClasses, classPackages, invoices, purchases } from '#server/db/schema';

/**
 * What the commerce suites read and set around a purchase, on a test server's database: its row,
 * its charges and the credits it granted (in the order they were stored), and the seed's
 * membership without its free trial (the suites that price a first payment need one).
 */
export function purchaseRows(db: () => Database) {
  return {
    purchase: async (purchase_id: number) =>
      (await db().select().from(purchases).where(eq(purchases.purchase_id, purchase_id)))[0],
    invoices: (purchase_id: number) =>
      db()
        .select()
        .from(invoices)
        .where(eq(invoices.purchase_id, purchase_id))
        .orderBy(asc(invoices.invoice_id)),
    credits: (purchase_id: number) =>
      db()
        .select()
        .from(availableClasses)
        .where(eq(availableClasses.purchase_id, purchase_id))
        .orderBy(asc(availableClasses.available_class_id)),
    withoutTrial: () =>
      db()
        .update(classPackages)
        .set({ free_trial_length: null })
        .where(eq(classPackages.class_package_id, PACKAGE.subscription)),
  };
}
