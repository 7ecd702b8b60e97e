import { db } from '#mocks/db';
import { consumeSoldOut } from '#mocks/scenarios';
import { FILLER_COUNT, FILLER_FIRST_ID } from '#mocks/seed/people';
import { completePurchase, openPurchase } from './purchase-records';
import { heldPurchases, specialEventPlaces } from './purchase-rules';

/**
 * QA's "sold out" scenario for the next checkout attempt. A package with places (a special event)
 * really sells them to other customers, so the server's own capacity check answers and the
 * package stays sold out. A package without places cannot sell out, so the answer is true:
 * the caller asks the same check to answer as if it had (after the checks that come first).
 */
export async function maybeSellOut(class_package_id: number): Promise<boolean> {
  const pkg = db.classPackages.findFirst((q) => q.where({ class_package_id }));
  if (!pkg || !consumeSoldOut()) return false;
  const places = specialEventPlaces(pkg);
  if (places === null) return true;
  for (let index = heldPurchases(class_package_id).length; index < places; index += 1) {
    const buyer = FILLER_FIRST_ID + (index % FILLER_COUNT);
    const purchase = await openPurchase(
      buyer,
      { pkg, discount: null, total: pkg.price },
      { status: 'pending' },
    );
    await completePurchase(purchase.purchase_id);
  }
  return false;
}
