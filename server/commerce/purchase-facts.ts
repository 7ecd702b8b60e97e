import { and, count, eq, ne } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { classPackages, purchases, singleClasses } from '#server/db/schema';
import { specialEventPlaces } from '#src/domain/commerce/holds';
import { typedCode, type PurchaseFacts } from '#src/domain/commerce/purchase-decision';
import { discountForCode } from './discount-lookup';
import type { PackageRow } from './views';

/** Purchases that hold a place or count toward a limit: all but failed charges (holdsPurchase). */
const holding = ne(purchases.status, 'failed');

/**
 * What the purchase checks read, with the package row locked first: every purchase of one
 * package waits its turn, so the limit and the places are counted with nobody buying meanwhile.
 * Then the code's row, locked too, since a purchase spends one of its uses.
 */
export async function purchaseFacts(
  tx: Database,
  customer_id: number,
  input: { class_package_id: number; discountCode?: string | null | undefined },
) {
  const [pkg] = await tx
    .select()
    .from(classPackages)
    .where(eq(classPackages.class_package_id, input.class_package_id))
    .for('update');
  if (!pkg) return { pkg: undefined, price: null, heldByCustomer: 0, heldInAll: 0, places: null, code: null };
  const of = eq(purchases.class_package_id, pkg.class_package_id);
  const [mine] = await tx
    .select({ held: count() })
    .from(purchases)
    .where(and(of, holding, eq(purchases.customer_id, customer_id)));
  const [all] = await tx.select({ held: count() }).from(purchases).where(and(of, holding));
  const bound = await tx
    .select({ capacity: singleClasses.capacity })
    .from(singleClasses)
    .where(eq(singleClasses.class_package_id, pkg.class_package_id));
  const code = typedCode(input.discountCode);
  return {
    pkg,
    price: pkg,
    heldByCustomer: mine?.held ?? 0,
    heldInAll: all?.held ?? 0,
    places: specialEventPlaces(pkg, bound),
    code: code ? await discountForCode(tx, code, pkg, { lock: true }) : null,
  } satisfies PurchaseFacts<PackageRow, unknown>;
}
