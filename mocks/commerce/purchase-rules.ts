import { discountedPrice } from '#src/domain/discount';
import { db, type ClassPackageRecord, type DiscountRecord } from '#mocks/db';
import { apiError } from '#mocks/http-errors';
import { lookUpDiscount } from './discount-codes';
import { MSG } from './messages';

/** A failed charge bought nothing: it holds no place and does not count toward any limit. */
export function holdsPurchase(status: string): boolean {
  return status !== 'failed';
}

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

/**
 * Places of a special event: the capacity of the classes bound to its package (the seed binds
 * "Yoga al atardecer" to one class of 20). A special event with no class bound has no limit.
 */
export function specialEventPlaces(pkg: ClassPackageRecord): number | null {
  if (!pkg.is_special_event) return null;
  const classes = db.singleClasses.findMany((q) => q.where({ class_package_id: pkg.class_package_id }));
  if (classes.length === 0) return null;
  return classes.reduce((sum, single) => sum + (single.capacity ?? 0), 0);
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
 * The checks every way of buying shares, in the order the UI expects their answers: the package,
 * the per-customer limit (409), the special event's places (412), then the code (412, since a
 * 404 here would read as "package not found"). `soldOut`: QA's scenario for a package without
 * places (mocks/commerce/qa-hooks.ts).
 */
export function quotePurchase(
  customer_id: number,
  request: PurchaseRequest,
  options: { soldOut?: boolean } = {},
): Quote {
  const pkg = findPackage(request.class_package_id);
  const limit = pkg.limit_per_customer;
  if (typeof limit === 'number' && heldPurchases(pkg.class_package_id, customer_id).length >= limit) {
    throw apiError(409, MSG.limitReached);
  }
  const places = specialEventPlaces(pkg);
  if (options.soldOut || (places !== null && heldPurchases(pkg.class_package_id).length >= places)) {
    throw apiError(412, MSG.soldOut);
  }
  let discount: DiscountRecord | null = null;
  const code = request.discountCode?.trim();
  if (code) {
    const lookup = lookUpDiscount(code, pkg.class_package_id);
    if (lookup.kind === 'invalid') throw apiError(412, MSG.discountInvalid);
    if (lookup.kind === 'exhausted') throw apiError(412, MSG.discountNotUsable);
    discount = lookup.discount;
  }
  return { pkg, discount, total: discountedPrice(pkg, discount) };
}
