import { describe, expect, it } from 'vitest';
import { renewedPackage } from '#src/domain/commerce/grant';
import { decideRenewalStep } from '#src/domain/commerce/renewal-attempts';
import { renewalAttemptsOf, renewalKey } from '#src/domain/commerce/renewal-keys';
import { paidChargeCount } from '#src/domain/commerce/subscription-billing';

const at = '2026-12-01T10:00:00.000Z';

describe("the names of a subscription's renewals, shared by the server and the mocks (decision 089)", () => {
  it("names a period's first try by the period, a later try by its number too", () => {
    expect(renewalKey(42, 3)).toBe('purchase-42-charge-3');
    expect(renewalKey(42, 3, 1)).toBe('purchase-42-charge-3');
    expect(renewalKey(42, 3, 2)).toBe('purchase-42-charge-3-attempt-2');
  });

  it("reads the tries back from the purchase's invoices, leaving out unnamed and other purchases' ones", () => {
    const invoices = [
      { key: null, status: 'completed', createdAt: at },
      { key: 'in_stripe_1', status: 'completed', createdAt: at },
      { key: renewalKey(42, 1), status: 'completed', createdAt: at },
      { key: renewalKey(42, 2), status: 'failed', createdAt: at },
      { key: renewalKey(42, 2, 2), status: 'pending', createdAt: at },
      { key: renewalKey(420, 3), status: 'completed', createdAt: at },
      { key: undefined, status: 'completed', createdAt: at },
    ];
    expect(renewalAttemptsOf(42, invoices)).toEqual([
      { charge: 1, attempt: 1, status: 'completed', createdAt: at },
      { charge: 2, attempt: 1, status: 'failed', createdAt: at },
      { charge: 2, attempt: 2, status: 'pending', createdAt: at },
    ]);
  });

  it('lets a period named once be left however many runs read it', () => {
    const charged = renewalAttemptsOf(7, [{ key: renewalKey(7, 2), status: 'completed', createdAt: at }]);
    expect(decideRenewalStep(charged, 2, new Date(at))).toEqual({ step: 'leave' });
    expect(decideRenewalStep(charged, 3, new Date(at))).toEqual({ step: 'take', attempt: 1 });
  });
});

describe('what the charge rule counts and what a renewal grants', () => {
  it('counts the charges that took money: not a free trial’s 0, a refusal or a claim', () => {
    expect(
      paidChargeCount([
        { status: 'completed', cents: 0 },
        { status: 'completed', cents: 159_900 },
        { status: 'failed', cents: 159_900 },
        { status: 'pending', cents: 159_900 },
        { status: 'completed', cents: 159_900 },
      ]),
    ).toBe(2);
    expect(paidChargeCount([])).toBe(0);
  });

  it('grants the period that was bought, even if the package changed since', () => {
    const pkg = { class_amount: 20, expiration_days: 60, is_subscription: true };
    expect(renewedPackage(pkg, { class_amount: 12, expiration_days: 30 })).toEqual({
      class_amount: 12,
      expiration_days: 30,
      is_subscription: true,
    });
    expect(renewedPackage(pkg, { class_amount: null, expiration_days: null })).toEqual(pkg);
  });
});
