import { describe, expect, it } from 'vitest';
import {
  decideSubscriptionCharge,
  firstChargeCents,
  trialDays,
} from '#src/domain/commerce/subscription-billing';

describe("a subscription's charges (subscription-billing)", () => {
  const running = { status: 'active', total_payment_cents: 159900, free_trial_length: null };
  const inTrial = { ...running, free_trial_length: 7 };

  it('a free trial charges 0 first; without one the first charge is the total', () => {
    expect([firstChargeCents(inTrial), trialDays(inTrial)]).toEqual([0, 7]);
    expect([firstChargeCents(running), trialDays(running)]).toEqual([159900, 0]);
    expect(trialDays({ free_trial_length: -3 })).toBe(0);
  });

  it.each([
    [
      'a renewal after a paid first charge grants the next period',
      running,
      { outcome: 'paid', paidCents: 159900 },
      1,
      { record: true, status: 'completed', cents: 159900, grant: true },
    ],
    [
      'without trial, the first paid charge pays the period the start granted',
      running,
      { outcome: 'paid', paidCents: 159900 },
      0,
      { record: true, status: 'completed', cents: 159900, grant: false },
    ],
    [
      'after a free trial, the first paid charge grants the next period',
      inTrial,
      { outcome: 'paid', paidCents: 159900 },
      0,
      { record: true, status: 'completed', cents: 159900, grant: true },
    ],
    [
      'another amount is recorded, granting nothing',
      running,
      { outcome: 'paid', paidCents: 100 },
      1,
      { record: true, status: 'completed', cents: 100, grant: false },
    ],
    [
      'a failed charge is recorded as failed',
      running,
      { outcome: 'failed', dueCents: 159900 },
      1,
      { record: true, status: 'failed', cents: 159900, grant: false },
    ],
    [
      'a subscription not running records nothing',
      { ...running, status: 'cancelled' },
      { outcome: 'paid', paidCents: 159900 },
      1,
      { record: false },
    ],
    [
      'another currency (no cents) records nothing',
      running,
      { outcome: 'paid', paidCents: -1 },
      1,
      { record: false },
    ],
  ] as const)('%s', (_, purchase, charge, paidCharges, expected) => {
    expect(decideSubscriptionCharge(purchase, charge, { paidCharges })).toEqual(expected);
  });
});
