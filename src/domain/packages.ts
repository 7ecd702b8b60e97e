import { roundMoney } from './money';

/**
 * The packages page's rules (commerce §2 Packages page): which packages are trials, which make
 * the regular list and in what order, how a price on offer reads, and where the page lives.
 */
export interface PackageListing {
  class_package_id: number;
  price: number;
  sale_price?: number | null;
  class_amount: number;
  is_trial?: boolean;
  is_special_event?: boolean;
  limit_per_customer?: number | null;
  order?: number | null;
}

/** A trial: is_trial, or one class that each customer may buy once. */
export function isTrialPackage(pkg: {
  is_trial?: boolean | null | undefined;
  class_amount: number;
  limit_per_customer?: number | null | undefined;
}): boolean {
  return pkg.is_trial === true || (pkg.class_amount === 1 && pkg.limit_per_customer === 1);
}

/** The studio's order; packages without one go last, ties by id (as the server lists them). */
function byOrder<T extends PackageListing>(a: T, b: T): number {
  const orderOf = (pkg: T) => pkg.order ?? Number.POSITIVE_INFINITY;
  return orderOf(a) - orderOf(b) || a.class_package_id - b.class_package_id;
}

export function trialPackages<T extends PackageListing>(packages: readonly T[]): T[] {
  return packages.filter(isTrialPackage).sort(byOrder);
}

/** The regular list: no special events, no once-per-customer packages, by order. */
export function regularPackages<T extends PackageListing>(packages: readonly T[]): T[] {
  return packages
    .filter((pkg) => pkg.is_special_event !== true && pkg.limit_per_customer !== 1)
    .sort(byOrder);
}

/** What a card shows: the price to pay and, when on offer, the regular price struck through. */
export function packagePrices(pkg: Pick<PackageListing, 'price' | 'sale_price'>): {
  current: number;
  regular: number | null;
} {
  const onSale = typeof pkg.sale_price === 'number' && roundMoney(pkg.sale_price) !== roundMoney(pkg.price);
  return onSale
    ? { current: roundMoney(pkg.sale_price as number), regular: roundMoney(pkg.price) }
    : { current: roundMoney(pkg.price), regular: null };
}

export function checkoutPath(class_package_id: number): string {
  return `/checkout/${class_package_id}`;
}

/**
 * Route paths (relative, no leading slash) the packages page answers on: 'paquetes' always and the
 * studio's configured class_packages_path when it is a different single segment.
 */
export function packagesRoutePaths(configuredPath: string | null | undefined): string[] {
  const configured = (configuredPath ?? '').trim().replace(/^\/+|\/+$/g, '');
  const valid = /^[\w-]+$/.test(configured) && configured !== 'paquetes';
  return valid ? ['paquetes', configured] : ['paquetes'];
}
