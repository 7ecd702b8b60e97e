/*
 * The checks every way of buying shares, in the order the app expects their answers: the
 * package (404), the per-customer limit (409), the special event's places (412), then the code
 * (412, since a 404 here would read as "package not found"). Then what a free offer needs.
 */
import { allow, refuse, type Decision } from '#src/domain/booking/refusal';
import { discountedPriceCents, type DiscountTerms, type PackagePriceCents } from '#src/domain/discount';
import type { DiscountLookup } from './discount-code';
import { COMMERCE_MESSAGES } from './messages';

export interface PurchaseFacts<P, D> {
  pkg: P | null | undefined;
  /** The package's prices in cents (null when there is no package). */
  price: PackagePriceCents | null;
  /** Purchases of this package the customer holds (src/domain/commerce/holds.ts). */
  heldByCustomer: number;
  /** Purchases of this package anyone holds. */
  heldInAll: number;
  /** A special event's places, or null for no limit. */
  places: number | null;
  /** The code typed, looked up; null when none was sent. */
  code: DiscountLookup<D> | null;
  /** QA's sold-out scenario (mocks only). */
  soldOut?: boolean;
}

export interface Quote<P, D> {
  pkg: P;
  discount: D | null;
  /** What this purchase charges, offer price and code applied. */
  totalCents: number;
}

export function decidePurchase<
  P extends { limit_per_customer?: number | null | undefined },
  D extends DiscountTerms,
>(facts: PurchaseFacts<P, D>): Decision<Quote<P, D>> {
  const { pkg, price } = facts;
  if (!pkg || !price) return refuse(404, COMMERCE_MESSAGES.packageNotFound);
  const limit = pkg.limit_per_customer;
  if (typeof limit === 'number' && facts.heldByCustomer >= limit) {
    return refuse(409, COMMERCE_MESSAGES.limitReached, 'purchase_limit');
  }
  if (facts.soldOut || (facts.places !== null && facts.heldInAll >= facts.places)) {
    return refuse(412, COMMERCE_MESSAGES.soldOut, 'package_sold_out');
  }
  const { code } = facts;
  if (code?.kind === 'invalid') return refuse(412, COMMERCE_MESSAGES.discountInvalid, 'discount_invalid');
  if (code?.kind === 'exhausted') {
    return refuse(412, COMMERCE_MESSAGES.discountNotUsable, 'discount_exhausted');
  }
  if (code?.kind === 'nothingToDiscount') {
    return refuse(412, COMMERCE_MESSAGES.discountNotForTrial, 'discount_invalid');
  }
  const discount = code?.discount ?? null;
  return allow({ pkg, discount, totalCents: discountedPriceCents(price, discount) });
}

/** The typed code, or undefined when none was sent (blank counts as none). */
export function typedCode(discountCode: string | null | undefined): string | undefined {
  return discountCode?.trim() || undefined;
}

/** 'Obtener Oferta' claims only what costs nothing and renews never. */
export function decideFreeOffer(
  pkg: { is_subscription?: boolean | null | undefined },
  totalCents: number,
): Decision {
  if (totalCents !== 0 || pkg.is_subscription) return refuse(400, COMMERCE_MESSAGES.notFree);
  return allow({});
}

/** The studio turns cash off with cash_checkout_enabled "false" or "0"; unset means on. */
export function cashCheckoutEnabled(setting: string | null | undefined): boolean {
  return !['false', '0'].includes(setting ?? '');
}

/**
 * The payment method a cash purchase names: the one chosen (it must exist), or the studio's
 * first that is not a card, or none.
 */
export function decideCashMethod(
  chosen: number | undefined,
  methods: readonly { payment_method_id: number; name: string }[],
): Decision<{ payment_method_id: number | null }> {
  if (chosen !== undefined) {
    if (!methods.some((method) => method.payment_method_id === chosen)) {
      return refuse(400, COMMERCE_MESSAGES.noPaymentMethod);
    }
    return allow({ payment_method_id: chosen });
  }
  const cash = methods.find((method) => !/tarjeta/i.test(method.name));
  return allow({ payment_method_id: cash?.payment_method_id ?? null });
}
