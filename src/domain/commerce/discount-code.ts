/*
 * Whether a typed discount code can be used for a package: it exists (matched without regard to
 * case: customers type them), names the package when it names any, and has uses left. A code for
 * the first payment only does not apply to a subscription starting with a free trial: that first
 * payment is the trial's 0, so it would take nothing off and still spend a use (decision 082).
 */
import { allow, refuse, type Decision } from '#src/domain/booking/refusal';
import { COMMERCE_MESSAGES } from './messages';
import { startsWithFreeTrial } from './subscription-billing';

export interface DiscountCodeFacts {
  discountCode: string;
  /** Packages the code is valid for; null means any package. */
  class_package_ids: number[] | null;
  /** How many times it can be used in all; null means no limit. */
  max_uses: number | null;
  uses: number;
  first_invoice_only?: boolean | null | undefined;
}

/** The package being bought, as far as a code cares. */
export interface DiscountedPackage {
  class_package_id: number;
  is_subscription?: boolean | null | undefined;
  free_trial_length?: number | null | undefined;
}

export type DiscountLookup<D> =
  | { kind: 'valid'; discount: D }
  | { kind: 'invalid' }
  | { kind: 'exhausted'; discount: D }
  | { kind: 'nothingToDiscount'; discount: D };

export function sameCode(stored: string, typed: string): boolean {
  return stored.trim().toLowerCase() === typed.trim().toLowerCase();
}

export function lookUpDiscount<D extends DiscountCodeFacts>(
  discount: D | null | undefined,
  pkg: DiscountedPackage,
): DiscountLookup<D> {
  if (!discount) return { kind: 'invalid' };
  const packages = discount.class_package_ids;
  if (packages !== null && !packages.includes(pkg.class_package_id)) return { kind: 'invalid' };
  if (discount.max_uses !== null && discount.uses >= discount.max_uses)
    return { kind: 'exhausted', discount };
  if (discount.first_invoice_only === true && startsWithFreeTrial(pkg))
    return { kind: 'nothingToDiscount', discount };
  return { kind: 'valid', discount };
}

/** GET /discounts/code/{code}: 404 for a code that does not apply, 412 for one used up. */
export function decideDiscountCheck<D>(lookup: DiscountLookup<D>): Decision<{ discount: D }> {
  if (lookup.kind === 'invalid') return refuse(404, COMMERCE_MESSAGES.discountInvalid, 'discount_invalid');
  if (lookup.kind === 'nothingToDiscount') {
    return refuse(404, COMMERCE_MESSAGES.discountNotForTrial, 'discount_invalid');
  }
  if (lookup.kind === 'exhausted') {
    return refuse(412, COMMERCE_MESSAGES.discountExhausted, 'discount_exhausted');
  }
  return allow({ discount: lookup.discount });
}
