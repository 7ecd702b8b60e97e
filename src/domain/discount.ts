/**
 * What a package costs after a discount code (spec, section 5): percent codes take
 * price × (1 − amount/100), fixed codes take price − amount, never below zero. Worked in integer
 * cents (MXN), rounded half up to the cent; the peso versions are the same rule read back in pesos.
 */
export interface DiscountTerms {
  /** Percent (0–100) when is_percent, otherwise MXN off. */
  amount: number;
  is_percent: boolean;
}

export interface PackagePrice {
  price: number;
  sale_price?: number | null;
  allow_discount_over_sale_price?: boolean;
}

export interface PackagePriceCents {
  price_cents: number;
  sale_price_cents?: number | null;
  allow_discount_over_sale_price?: boolean;
}

/** Pesos to whole cents, without binary-fraction surprises (1.005 → 101). */
export function toCents(amount: number): number {
  const sign = amount < 0 ? -1 : 1;
  return sign * Math.round(Math.abs(amount) * 100 + 1e-8);
}

export function priceInCents(pkg: PackagePrice): PackagePriceCents {
  return {
    price_cents: toCents(pkg.price),
    sale_price_cents: typeof pkg.sale_price === 'number' ? toCents(pkg.sale_price) : null,
    allow_discount_over_sale_price: pkg.allow_discount_over_sale_price ?? false,
  };
}

export function applyDiscountCents(priceCents: number, discount: DiscountTerms): number {
  const discounted = discount.is_percent
    ? Math.round((priceCents * (100 - discount.amount)) / 100 + 1e-8)
    : priceCents - toCents(discount.amount);
  return Math.max(0, discounted);
}

function hasSalePrice(pkg: PackagePriceCents): pkg is PackagePriceCents & { sale_price_cents: number } {
  return typeof pkg.sale_price_cents === 'number';
}

/** The price before any code: the offer price when the package has one. */
export function listedPriceCents(pkg: PackagePriceCents): number {
  return hasSalePrice(pkg) ? pkg.sale_price_cents : pkg.price_cents;
}

/**
 * The price to pay. A code stacks on the offer price only with allow_discount_over_sale_price;
 * otherwise it is taken off the regular price, and the customer never pays more than the offer
 * price (a code must not make a package dearer than buying it without one).
 */
export function discountedPriceCents(
  pkg: PackagePriceCents,
  discount: DiscountTerms | null | undefined,
): number {
  if (!discount) return listedPriceCents(pkg);
  if (!hasSalePrice(pkg)) return applyDiscountCents(pkg.price_cents, discount);
  if (pkg.allow_discount_over_sale_price) return applyDiscountCents(pkg.sale_price_cents, discount);
  return Math.min(listedPriceCents(pkg), applyDiscountCents(pkg.price_cents, discount));
}

export function applyDiscount(price: number, discount: DiscountTerms): number {
  return applyDiscountCents(toCents(price), discount) / 100;
}

export function listedPrice(pkg: PackagePrice): number {
  return listedPriceCents(priceInCents(pkg)) / 100;
}

export function discountedPrice(pkg: PackagePrice, discount: DiscountTerms | null | undefined): number {
  return discountedPriceCents(priceInCents(pkg), discount) / 100;
}
