/*
 * What a subscription package bills with a discount code (commerce §5: "first_invoice_only limits
 * it to the first invoice"): a code that says so prices the first period only, the following ones
 * at the package's price without the code; any other code prices every period. Integer cents, the
 * code's arithmetic being the shared one (src/domain/discount.ts). Pure, for the mocks and the
 * server, whichever provider bills.
 */
import {
  discountedPriceCents,
  listedPriceCents,
  type DiscountTerms,
  type PackagePriceCents,
} from '#src/domain/discount';

export interface SubscriptionDiscount extends DiscountTerms {
  first_invoice_only?: boolean | null | undefined;
}

export interface SubscriptionPrices {
  /** The first period's price (a free trial still makes the first invoice 0: subscription-billing.ts). */
  firstPeriodCents: number;
  /** What every later period charges. */
  renewalCents: number;
}

export function subscriptionPrices(
  pkg: PackagePriceCents,
  discount: SubscriptionDiscount | null | undefined,
): SubscriptionPrices {
  const firstPeriodCents = discountedPriceCents(pkg, discount);
  return {
    firstPeriodCents,
    renewalCents: discount?.first_invoice_only ? listedPriceCents(pkg) : firstPeriodCents,
  };
}
