import { holdsPurchase, specialEventPlaces as placesOf } from '#src/domain/commerce/holds';
import { COMMERCE_MESSAGES as MSG } from '#src/domain/commerce/messages';
import { decidePurchase, typedCode } from '#src/domain/commerce/purchase-decision';
import { priceInCents } from '#src/domain/discount';
import { db, type ClassPackageRecord, type DiscountRecord } from '#mocks/db';
import { apiError, orRefused } from '#mocks/http-errors';
import { lookUpDiscount } from './discount-codes';

export function findPackage(class_package_id: number): ClassPackageRecord {
  const pkg = db.classPackages.findFirst((q) => q.where({ class_package_id }));
  if (!pkg) throw apiError(404, MSG.packageNotFound);
  return pkg;
}

export function heldPurchases(class_package_id: number, customer_id?: number) {
  return db.purchases
    .findMany((q) => q.where({ class_package_id }))
    .filter((purchase) => holdsPurchase(purchase.status))
    .filter((purchase) => customer_id === undefined || purchase.customer_id === customer_id);
}

export function specialEventPlaces(pkg: ClassPackageRecord): number | null {
  return placesOf(
    pkg,
    db.singleClasses.findMany((q) => q.where({ class_package_id: pkg.class_package_id })),
  );
}

export interface Quote {
  pkg: ClassPackageRecord;
  discount: DiscountRecord | null;
  /** What this purchase charges (MXN), offer price and code applied. */
  total: number;
}

export interface PurchaseRequest {
  class_package_id: number;
  discountCode?: string | null | undefined;
}

/**
 * The checks every way of buying shares (src/domain/commerce/purchase-decision.ts), on the
 * store's facts. `soldOut`: QA's scenario for a package without places (mocks/commerce/qa-hooks.ts).
 */
export function quotePurchase(
  customer_id: number,
  request: PurchaseRequest,
  options: { soldOut?: boolean } = {},
): Quote {
  const pkg = db.classPackages.findFirst((q) => q.where({ class_package_id: request.class_package_id }));
  const code = typedCode(request.discountCode);
  const quote = orRefused(
    decidePurchase({
      pkg,
      price: pkg ? priceInCents(pkg) : null,
      heldByCustomer: pkg ? heldPurchases(pkg.class_package_id, customer_id).length : 0,
      heldInAll: pkg ? heldPurchases(pkg.class_package_id).length : 0,
      places: pkg ? specialEventPlaces(pkg) : null,
      code: code && pkg ? lookUpDiscount(code, pkg.class_package_id) : null,
      soldOut: options.soldOut ?? false,
    }),
  );
  return { pkg: quote.pkg, discount: quote.discount, total: quote.totalCents / 100 };
}
