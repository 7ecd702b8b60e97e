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

type Day = ReturnType<typeof dayjs>;

/**
 * The instants a subscription charges at after its start, counted from 1, or null when it has no
 * valid rhythm. Without a free trial: the purchase's day of month (or day, or date) every
 * `interval` periods. With one: the trial's end first, then the purchase's day again, from the
 * first such day after the trial. Always counted from the purchase itself, so a clamped month-end
 * never drifts (31 → 28 → 28…): months shorter than the purchase day charge on their last day.
 */
function chargeScheduleOf(purchase: SubscriptionPurchase) {
  const createdAt = purchase.createdAt ?? purchase.created_at;
  if (!createdAt) return null;
  const created = dayjs(createdAt);
  const period = periodOf(purchase.subscription_period);
  const interval = purchase.subscription_interval ?? 0;
  if (!created.isValid() || !period || !Number.isInteger(interval) || interval < 1) return null;
  const step = (k: number) => created.add(k * interval, period);
  const days = purchase.free_trial_length ?? 0;
  const trialEnd = Number.isInteger(days) && days > 0 ? created.add(days, 'day') : null;
  // With a trial, the k of the first rhythm day after it (charge 2).
  let first = 1;
  while (trialEnd && !step(first).isAfter(trialEnd)) first += 1;
  const at = (n: number): Day => (trialEnd ? (n === 1 ? trialEnd : step(first + n - 2)) : step(n));
  /** How many of its charges have fallen due by `current` (at or before it). */
  const dueBy = (current: Day): number => {
    if (at(1).isAfter(current)) return 0;
    // From the periods elapsed, then stepped to the exact count.
    const elapsed = Math.floor(current.diff(created, period) / interval);
    let n = Math.max(1, trialEnd ? elapsed - first + 2 : elapsed);
    while (n > 1 && at(n).isAfter(current)) n -= 1;
    while (!at(n + 1).isAfter(current)) n += 1;
    return n;
  };
  return { at, dueBy };
}

/**
 * When an active subscription charges next; null for anything else. A running free trial ends
 * with the first charge (free_trial_length days after the purchase); then charges fall on the
 * purchase's day every `interval` periods (chargeScheduleOf): the first of those after now.
 */
export function nextChargeDate(purchase: SubscriptionPurchase, now: Date): Date | null {
  if (statusOf(purchase) !== 'active') return null;
  const trialEnd = freeTrialEnd(purchase, now);
  if (trialEnd) return trialEnd;
  const schedule = chargeScheduleOf(purchase);
  return schedule ? schedule.at(schedule.dueBy(dayjs(now)) + 1).toDate() : null;
}

/**
 * The latest charge of an active subscription that has fallen due by now (at or before it): which
 * one (1: the first after its start, the trial's end when it has one) and when; null before the
 * first, or for anything not active. What a server that bills a subscription itself charges
 * (decision 082): the schedule nextChargeDate shows the customer.
 */
export function lastDueCharge(
  purchase: SubscriptionPurchase,
  now: Date,
): { charge: number; dueAt: Date } | null {
  if (statusOf(purchase) !== 'active') return null;
  const schedule = chargeScheduleOf(purchase);
  const charge = schedule?.dueBy(dayjs(now)) ?? 0;
  return schedule && charge > 0 ? { charge, dueAt: schedule.at(charge).toDate() } : null;
}
