import { describe, expect, it } from 'vitest';
import {
  canCancelSubscription,
  freeTrialEnd,
  isCancelReasonGiven,
  lastDueCharge,
  nextChargeDate,
  periodWord,
  type SubscriptionPurchase,
} from '#src/domain/subscription';

// Times at midday UTC keep the calendar day the same in any time zone the tests run in.
const at = (day: string) => new Date(`${day}T12:00:00.000Z`);
const monthly = (createdDay: string, extra: Partial<SubscriptionPurchase> = {}): SubscriptionPurchase => ({
  status: 'active',
  createdAt: at(createdDay).toISOString(),
  subscription_id: 'sub_1',
  subscription_interval: 1,
  subscription_period: 'month',
  ...extra,
});
const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

describe('who may cancel a subscription', () => {
  it.each([
    // status, desktop (table), mobile (cards)
    ['active', true, true],
    ['pending', false, true],
    ['failed', false, true],
    ['completed', false, true],
    ['cancelled', false, false],
    ['revoked', false, false],
    ['otro_estado', false, true],
  ])('%s: desktop %s, mobile %s', (status, desktop, mobile) => {
    const purchase = monthly('2026-01-10', { status });
    expect(canCancelSubscription(purchase, 'desktop')).toBe(desktop);
    expect(canCancelSubscription(purchase, 'mobile')).toBe(mobile);
  });

  it.each([
    ['a purchase with a subscription id', { subscription_id: 'sub_9' }, true],
    [
      'a package marked as subscription',
      { subscription_id: null, class_package: { is_subscription: true } },
      true,
    ],
    ['a one-off purchase', { subscription_id: null }, false],
    ['a blank subscription id', { subscription_id: '  ' }, false],
  ])('%s: %s', (_, extra, cancellable) => {
    const purchase = monthly('2026-01-10', extra);
    expect(canCancelSubscription(purchase, 'desktop')).toBe(cancellable);
    expect(canCancelSubscription(purchase, 'mobile')).toBe(cancellable);
  });
});

describe('the cancellation reason', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['\n\t', false],
    ['Me mudo de ciudad', true],
    ['  ya no voy ', true],
  ])('%j given: %s', (reason, given) => {
    expect(isCancelReasonGiven(reason)).toBe(given);
  });
});

describe('the next charge date', () => {
  it.each([
    // created, now, interval, period, next charge
    ['this month while the purchase day is ahead', '2026-01-20', '2026-03-10', 1, 'month', '2026-03-20'],
    ['next month once the day has passed', '2026-01-20', '2026-03-25', 1, 'month', '2026-04-20'],
    ['the first month after the purchase', '2026-01-20', '2026-01-25', 1, 'month', '2026-02-20'],
    [
      'the purchase day itself, once charged',
      '2026-01-20',
      '2026-02-20T13:00:00.000Z',
      1,
      'month',
      '2026-03-20',
    ],
    ['the 31st in a 30-day month', '2026-01-31', '2026-04-05', 1, 'month', '2026-04-30'],
    ['the 31st in February', '2026-01-31', '2026-02-01', 1, 'month', '2026-02-28'],
    ['the 31st in a leap February', '2024-01-31', '2024-02-10', 1, 'month', '2024-02-29'],
    ['back to the 31st after February', '2026-01-31', '2026-03-01', 1, 'month', '2026-03-31'],
    ['the 30th after February', '2026-01-30', '2026-02-28T13:00:00.000Z', 1, 'month', '2026-03-30'],
    ['every 3 months', '2026-01-15', '2026-02-10', 3, 'month', '2026-04-15'],
    ['every 3 months, the second charge', '2026-01-15', '2026-05-01', 3, 'month', '2026-07-15'],
    ['across the new year', '2025-11-30', '2025-12-31', 1, 'month', '2026-01-30'],
    ['yearly', '2024-06-01', '2026-03-01', 1, 'year', '2026-06-01'],
    ['yearly from 29 February', '2024-02-29', '2025-01-10', 1, 'year', '2025-02-28'],
    ['every 2 weeks in days', '2026-03-01', '2026-03-20', 14, 'day', '2026-03-29'],
  ] as const)('%s', (_, created, now, interval, period, expected) => {
    const purchase = monthly(created, { subscription_interval: interval, subscription_period: period });
    const current = now.includes('T') ? new Date(now) : at(now);
    expect(day(nextChargeDate(purchase, current))).toBe(expected);
  });

  it('is the end of a free trial still running', () => {
    const purchase = monthly('2026-03-01', { free_trial_length: 7 });
    expect(day(nextChargeDate(purchase, at('2026-03-05')))).toBe('2026-03-08');
    expect(day(freeTrialEnd(purchase, at('2026-03-05')))).toBe('2026-03-08');
    // Once the trial is over, the purchase day of month again.
    expect(day(nextChargeDate(purchase, at('2026-03-09')))).toBe('2026-04-01');
    expect(freeTrialEnd(purchase, at('2026-03-09'))).toBeNull();
  });

  it.each([
    ['pending', { status: 'pending' }],
    ['cancelled', { status: 'cancelled' }],
    ['revoked', { status: 'revoked' }],
    ['completed', { status: 'completed' }],
    ['without a period', { subscription_period: null }],
    ['without an interval', { subscription_interval: null }],
    ['with a zero interval', { subscription_interval: 0 }],
    ['with an unknown period', { subscription_period: 'week' }],
    ['without a date', { createdAt: null }],
  ])('is not shown when %s', (_, extra) => {
    expect(nextChargeDate(monthly('2026-01-20', extra), at('2026-03-10'))).toBeNull();
  });

  it('reads created_at when createdAt is missing', () => {
    const purchase = monthly('2026-01-20', {
      createdAt: undefined,
      created_at: at('2026-01-20').toISOString(),
    });
    expect(day(nextChargeDate(purchase, at('2026-03-10')))).toBe('2026-03-20');
  });
});

describe('the period word', () => {
  it.each([
    [1, 'month', { period: 'month', plural: false }],
    [3, 'month', { period: 'month', plural: true }],
    [1, 'year', { period: 'year', plural: false }],
    [15, 'day', { period: 'day', plural: true }],
    [null, 'day', { period: 'day', plural: false }],
    [2, 'week', null],
    [2, null, null],
  ] as const)('%s %s', (interval, period, expected) => {
    expect(periodWord(interval, period)).toEqual(expected);
  });
});

describe('the latest charge due (decision 082: what the server charges a saved card for)', () => {
  const due = (purchase: SubscriptionPurchase, now: Date) => {
    const last = lastDueCharge(purchase, now);
    return last && [last.charge, last.dueAt.toISOString()];
  };

  it('is none before the first charge, then each charge from the instant it falls due', () => {
    const purchase = monthly('2026-01-20');
    expect(due(purchase, new Date('2026-02-20T11:59:59.999Z'))).toBeNull();
    expect(due(purchase, at('2026-02-20'))).toEqual([1, at('2026-02-20').toISOString()]);
    expect(due(purchase, at('2026-03-19'))).toEqual([1, at('2026-02-20').toISOString()]);
    expect(due(purchase, at('2026-03-20'))).toEqual([2, at('2026-03-20').toISOString()]);
    expect(due(purchase, at('2027-01-25'))).toEqual([12, at('2027-01-20').toISOString()]);
  });

  it('counts a clamped month-end from the purchase, as the next charge date does', () => {
    const purchase = monthly('2026-01-31');
    expect(due(purchase, at('2026-03-01'))).toEqual([1, at('2026-02-28').toISOString()]);
    expect(due(purchase, at('2026-03-31'))).toEqual([2, at('2026-03-31').toISOString()]);
  });

  it("charges a free trial's end first, then the purchase day after it", () => {
    const purchase = monthly('2026-03-01', { free_trial_length: 7 });
    expect(due(purchase, at('2026-03-07'))).toBeNull();
    expect(due(purchase, at('2026-03-08'))).toEqual([1, at('2026-03-08').toISOString()]);
    expect(due(purchase, at('2026-03-31'))).toEqual([1, at('2026-03-08').toISOString()]);
    expect(due(purchase, at('2026-04-01'))).toEqual([2, at('2026-04-01').toISOString()]);
    expect(due(purchase, at('2026-06-02'))).toEqual([4, at('2026-06-01').toISOString()]);
    // A trial longer than a period: the purchase days inside it are not charged.
    const long = monthly('2026-03-01', { free_trial_length: 45 });
    expect(due(long, at('2026-04-15'))).toEqual([1, at('2026-04-15').toISOString()]);
    expect(due(long, at('2026-05-01'))).toEqual([2, at('2026-05-01').toISOString()]);
    expect(day(nextChargeDate(long, at('2026-04-20')))).toBe('2026-05-01');
  });

  it.each([
    ['cancelled', { status: 'cancelled' }],
    ['revoked', { status: 'revoked' }],
    ['pending', { status: 'pending' }],
    ['without a period', { subscription_period: null }],
  ])('is none when %s', (_, extra) => {
    expect(lastDueCharge(monthly('2026-01-20', extra), at('2026-06-10'))).toBeNull();
  });
});
