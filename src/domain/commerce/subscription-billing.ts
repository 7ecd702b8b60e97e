/*
 * How a subscription is billed (commerce §4 "Subscriptions"): a free trial pays 0 now and charges
 * after free_trial_length days; each later charge pays for one more period and grants that
 * period's credits. Pure, for the mocks and the server, whichever provider bills.
 */

export interface BilledPurchase {
  status: string;
  total_payment_cents: number;
  free_trial_length?: number | null | undefined;
  /** What each period after the first charges (subscription-price.ts); null: the same total. */
  renewal_payment_cents?: number | null | undefined;
}

/** Days of free trial a subscription starts with (0: it charges at once). */
export function trialDays(purchase: { free_trial_length?: number | null | undefined }): number {
  const days = purchase.free_trial_length ?? 0;
  return Number.isInteger(days) && days > 0 ? days : 0;
}

/** A subscription package whose first invoice is a free trial's 0 (a pack's stray length is none). */
export function startsWithFreeTrial(pkg: {
  is_subscription?: boolean | null | undefined;
  free_trial_length?: number | null | undefined;
}): boolean {
  return pkg.is_subscription === true && trialDays(pkg) > 0;
}

/** What the subscription's first invoice charges: nothing during a free trial, else its total. */
export function firstChargeCents(purchase: BilledPurchase): number {
  return trialDays(purchase) > 0 ? 0 : purchase.total_payment_cents;
}

/** What every period after the first charges. */
type Priced = Pick<BilledPurchase, 'total_payment_cents' | 'renewal_payment_cents' | 'free_trial_length'>;

export function renewalCents(purchase: Priced): number {
  return purchase.renewal_payment_cents ?? purchase.total_payment_cents;
}

/**
 * What a code valid for the first invoice only takes off that invoice (Stripe's one-time coupon,
 * PayPal's first cycle). With a free trial the first invoice is the trial's 0, so there is nothing
 * to take off: every paid period is at the renewal price (decision 076).
 */
export function firstInvoiceOffCents(purchase: Priced): number {
  if (trialDays(purchase) > 0) return 0;
  return Math.max(0, renewalCents(purchase) - purchase.total_payment_cents);
}

/**
 * How many of a subscription's charges took money, what the charge rule's `paidCharges` counts: a
 * free trial's 0 and a failed or pending try are none.
 */
export function paidChargeCount(charges: readonly { status: string; cents: number }[]): number {
  return charges.filter((charge) => charge.status === 'completed' && charge.cents > 0).length;
}

/** What the provider says about one charge of a running subscription (`paidCents`: what it took). */
export type SubscriptionCharge =
  { outcome: 'paid'; paidCents: number } | { outcome: 'failed'; dueCents: number };

export type ChargeDecision =
  /** Not ours to record: the purchase is not running (pending, ended) or the amount is not money. */
  | { record: false }
  /**
   * An invoice row as the customer's charge; `grant` when it paid the next period in full. When
   * `firstCharge`, it pays the period the purchase granted when it started (PayPal's first sale
   * after a subscription without trial), so it grants nothing again.
   */
  | { record: true; status: 'completed' | 'failed'; cents: number; grant: boolean };

/**
 * A charge after the subscription started: recorded while the purchase is active. A paid one
 * grants the next period, unless it is the first payment of a subscription without trial (the
 * purchase's own start granted that period) or it paid another amount than the renewal price
 * (left to the staff, as a one-off purchase's).
 */
export function decideSubscriptionCharge(
  purchase: BilledPurchase,
  charge: SubscriptionCharge,
  history: { paidCharges: number },
): ChargeDecision {
  if (purchase.status !== 'active') return { record: false };
  if (charge.outcome === 'failed') {
    return { record: true, status: 'failed', cents: Math.max(0, charge.dueCents), grant: false };
  }
  if (charge.paidCents < 0) return { record: false };
  const paysTheStart = history.paidCharges === 0 && trialDays(purchase) === 0;
  return {
    record: true,
    status: 'completed',
    cents: charge.paidCents,
    grant: !paysTheStart && charge.paidCents === renewalCents(purchase),
  };
}
