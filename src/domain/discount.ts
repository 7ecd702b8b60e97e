import { roundMoney } from './money';

/**
 * What a package costs after a discount code (spec, section 5): percent codes take
 * price × (1 − amount/100), fixed codes take price − amount, rounded to two decimals and never
 * below zero.
 */
export interface DiscountTerms {
  amount: number;
  is_percent: boolean;
}

export interface PackagePrice {
  price: number;
  sale_price?: number | null;
  allow_discount_over_sale_price?: boolean;
}

export function applyDiscount(price: number, discount: DiscountTerms): number {
  const discounted = discount.is_percent ? price * (1 - discount.amount / 100) : price - discount.amount;
  return Math.max(0, roundMoney(discounted));
}

function hasSalePrice(pkg: PackagePrice): pkg is PackagePrice & { sale_price: number } {
  return typeof pkg.sale_price === 'number';
}

/** The price before any code: the offer price when the package has one. */
export function listedPrice(pkg: PackagePrice): number {
  return roundMoney(hasSalePrice(pkg) ? pkg.sale_price : pkg.price);
}

/**
 * The price to pay. A code stacks on the offer price only with allow_discount_over_sale_price;
 * otherwise it is taken off the regular price, and the customer never pays more than the offer
 * price (a code must not make a package dearer than buying it without one).
 */
export function discountedPrice(pkg: PackagePrice, discount: DiscountTerms | null | undefined): number {
  if (!discount) return listedPrice(pkg);
  if (!hasSalePrice(pkg)) return applyDiscount(pkg.price, discount);
  if (pkg.allow_discount_over_sale_price) return applyDiscount(pkg.sale_price, discount);
  return Math.min(listedPrice(pkg), applyDiscount(pkg.price, discount));
}
