import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { classPackages, customers, purchases } from '#server/db/schema';
import { orNotFound } from '#server/http/api-error';
import { requireStaff } from '#server/identity/caller';
import { holdsPurchase } from '#src/domain/commerce/holds';
import { COMMERCE_MESSAGES } from '#src/domain/commerce/messages';
import { packagesInList, type PackageList } from '#src/domain/commerce/package-lists';
import { packageView } from '#server/commerce/views';
import { partsOf, type ServiceFactory } from './context';

/** A studio sells tens of packages: the list rule (src/domain/commerce) runs over all of them. */
async function listed(db: Database, list: PackageList, homeOnly = false) {
  const rows = await db.select().from(classPackages);
  return { class_packages: packagesInList(rows, list, { homeOnly }).map(packageView) };
}

/** The public package lists and one package; who holds a special event's places, for staff. */
export const packageService: ServiceFactory = ({ db }) => ({
  listClassPackages: () => listed(db, 'inPerson'),
  listInPersonPackages: () => listed(db, 'inPerson'),
  listInPersonHomePackages: () => listed(db, 'inPerson', true),
  listOnlinePackages: () => listed(db, 'online'),
  listOnlineHomePackages: () => listed(db, 'online', true),
  listSpecialEventPackages: () => listed(db, 'special'),
  listSpecialEventHomePackages: () => listed(db, 'special', true),

  async getClassPackage(request) {
    const id = Number(partsOf(request).params.id);
    const [row] = await db.select().from(classPackages).where(eq(classPackages.class_package_id, id));
    return { class_package: packageView(orNotFound(row, COMMERCE_MESSAGES.packageNotFound)) };
  },

  /** Whoever holds a purchase of the event (pending cash payments included: they hold a place). */
  async adminListSpecialEventAttendees(request) {
    requireStaff(request);
    const id = Number(partsOf(request).params.id);
    const [pkg] = await db.select().from(classPackages).where(eq(classPackages.class_package_id, id));
    orNotFound(pkg, COMMERCE_MESSAGES.packageNotFound);
    const bought = await db
      .select({ customer_id: purchases.customer_id, status: purchases.status })
      .from(purchases)
      .where(eq(purchases.class_package_id, id));
    const holders = [
      ...new Set(bought.filter((row) => holdsPurchase(row.status)).map((row) => row.customer_id)),
    ];
    if (holders.length === 0) return { customers: [] };
    return {
      customers: await db
        .select()
        .from(customers)
        .where(inArray(customers.customer_id, holders))
        .orderBy(asc(customers.customer_id)),
    };
  },
});
