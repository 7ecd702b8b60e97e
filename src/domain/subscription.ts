/*
 * Subscriptions on the purchases screen (specs: customer-booking §4-5, commerce-content-admin §4-5):
 * who may cancel, the reason it needs, and when the next charge comes.
 */
import { dayjs } from './dates';

export type SubscriptionPeriod = 'day' | 'month' | 'year';

export interface SubscriptionPurchase {
  status: string;
  createdAt?: string | null | undefined;
  created_at?: string | null | undefined;
  subscription_id?: string | null | undefined;
  subscription_interval?: number | null | undefined;
  subscription_period?: string | null | undefined;
  free_trial_length?: number | null | undefined;
  class_package?: { is_subscription?: boolean | undefined } | undefined;
}

/** The table is the desktop layout, the cards the phone's: they cancel under different rules. */
export type Layout = 'desktop' | 'mobile';

const statusOf = (purchase: SubscriptionPurchase) => purchase.status.trim().toLowerCase();

export function isSubscriptionPurchase(purchase: SubscriptionPurchase): boolean {
  return Boolean(purchase.subscription_id?.trim()) || purchase.class_package?.is_subscription === true;
}

/** Desktop: while active. Phone: while not cancelled or revoked (the specs keep both readings). */
export function canCancelSubscription(purchase: SubscriptionPurchase, layout: Layout): boolean {
  if (!isSubscriptionPurchase(purchase)) return false;
  const status = statusOf(purchase);
  return layout === 'desktop' ? status === 'active' : status !== 'cancelled' && status !== 'revoked';
}

/** A cancellation needs a reason; blanks are not one. */
export function isCancelReasonGiven(reason: string): boolean {
  return reason.trim() !== '';
}

function periodOf(value: string | null | undefined): SubscriptionPeriod | null {
  return value === 'day' || value === 'month' || value === 'year' ? value : null;
}

/** The period's word takes a plural when the interval is greater than 1 ('mes' / 'meses'). */
export function periodWord(
  interval: number | null | undefined,
  period: string | null | undefined,
): { period: SubscriptionPeriod; plural: boolean } | null {
  const unit = periodOf(period);
  return unit ? { period: unit, plural: (interval ?? 1) > 1 } : null;
}

/** The end of a free trial still running (free_trial_length days after the purchase), or null. */
export function freeTrialEnd(purchase: SubscriptionPurchase, now: Date): Date | null {
  const createdAt = purchase.createdAt ?? purchase.created_at;
  const days = purchase.free_trial_length ?? 0;
  if (!createdAt || days <= 0) return null;
  const end = dayjs(createdAt).add(days, 'day');
  return end.isValid() && end.isAfter(dayjs(now)) ? end.toDate() : null;
}

/**
 * When an active subscription charges next; null for anything else. A running free trial ends
 * with the first charge (free_trial_length days after the purchase). Otherwise charges fall on
 * the purchase's day of month (or day, or date) every `interval` periods: the first of those
 * after now, i.e. this month's if it is still ahead, else the next one. Months shorter than the
 * purchase day charge on their last day (a purchase on the 31st charges on 28/29 February).
 */
export function nextChargeDate(purchase: SubscriptionPurchase, now: Date): Date | null {
  if (statusOf(purchase) !== 'active') return null;
  const createdAt = purchase.createdAt ?? purchase.created_at;
  if (!createdAt) return null;
  const created = dayjs(createdAt);
  if (!created.isValid()) return null;
  const current = dayjs(now);
  const trialEnd = freeTrialEnd(purchase, now);
  if (trialEnd) return trialEnd;
  const period = periodOf(purchase.subscription_period);
  const interval = purchase.subscription_interval ?? 0;
  if (!period || !Number.isInteger(interval) || interval < 1) return null;
  // Always counted from the purchase itself, so a clamped month-end never drifts (31 → 28 → 28…).
  const charge = (k: number) => created.add(k * interval, period);
  let k = Math.max(1, Math.floor(current.diff(created, period) / interval));
  while (k > 1 && charge(k - 1).isAfter(current)) k -= 1;
  while (!charge(k).isAfter(current)) k += 1;
  return charge(k).toDate();
}
