import { describe, expect, it } from 'vitest';
import { decideSettlement } from '#src/domain/commerce/settlement';

describe("a provider's word on a purchase (decideSettlement)", () => {
  const pending = { status: 'pending', total_payment_cents: 135000 };

  it.each([
    [
      'paid for its total: completed and granted',
      pending,
      {},
      { outcome: 'paid', paidCents: 135000 },
      { change: true, status: 'completed', grant: true },
    ],
    [
      'a subscription paid: active and granted',
      pending,
      { is_subscription: true },
      { outcome: 'paid', paidCents: 135000 },
      { change: true, status: 'active', grant: true },
    ],
    [
      "a subscription's first invoice during its free trial pays 0: active and granted",
      { ...pending, free_trial_length: 7 },
      { is_subscription: true },
      { outcome: 'paid', paidCents: 0, firstInvoice: true },
      { change: true, status: 'active', grant: true },
    ],
    [
      'a first invoice without trial must pay the total',
      pending,
      { is_subscription: true },
      { outcome: 'paid', paidCents: 0, firstInvoice: true },
      { change: false, reason: 'amount' },
    ],
    [
      'failed: failed, nothing granted',
      pending,
      {},
      { outcome: 'failed' },
      { change: true, status: 'failed', grant: false },
    ],
    [
      'paid another amount: left pending',
      pending,
      {},
      { outcome: 'paid', paidCents: 100 },
      { change: false, reason: 'amount' },
    ],
    [
      'already completed: unchanged',
      { ...pending, status: 'completed' },
      {},
      { outcome: 'paid', paidCents: 135000 },
      { change: false, reason: 'settled' },
    ],
    [
      'completed, then a late failure: unchanged',
      { ...pending, status: 'completed' },
      {},
      { outcome: 'failed' },
      { change: false, reason: 'settled' },
    ],
    [
      'failed, then paid: unchanged',
      { ...pending, status: 'failed' },
      {},
      { outcome: 'paid', paidCents: 135000 },
      { change: false, reason: 'settled' },
    ],
  ] as const)('%s', (_, purchase, pkg, word, expected) => {
    expect(decideSettlement(purchase, pkg, word)).toEqual(expected);
  });
});
