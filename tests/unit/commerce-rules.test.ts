import { describe, expect, it } from 'vitest';
import { applyDiscountCents, discountedPriceCents, toCents } from '#src/domain/discount';
import { decideDiscountCheck, lookUpDiscount } from '#src/domain/commerce/discount-code';
import { decideGrant, paidStatus } from '#src/domain/commerce/grant';
import { holdsPurchase, specialEventPlaces } from '#src/domain/commerce/holds';
import { COMMERCE_MESSAGES } from '#src/domain/commerce/messages';
import { packagesInList } from '#src/domain/commerce/package-lists';
import {
  cashCheckoutEnabled,
  decideCashMethod,
  decideFreeOffer,
  decidePurchase,
} from '#src/domain/commerce/purchase-decision';
import { decideOwnPurchase } from '#src/domain/commerce/purchase-ownership';

const percent = (amount: number) => ({ amount, is_percent: true });
const fixed = (amount: number) => ({ amount, is_percent: false });

describe('discounts in integer cents', () => {
  it.each([
    [159_900, percent(10), 143_910],
    [9_999, percent(15), 8_499],
    [1_000, percent(33.333), 667],
    [999, percent(50), 500], // half a cent rounds up
    [150_000, fixed(100), 140_000],
    [9_900, fixed(100), 0],
    [9_900, percent(150), 0],
  ])('%i cents with %o → %i', (price, code, total) => {
    expect(applyDiscountCents(price, code)).toBe(total);
  });

  it('takes a code off the sale price only when the package allows it, never above the offer', () => {
    const offer = { price_cents: 80_000, sale_price_cents: 75_000 };
    expect(discountedPriceCents({ ...offer, allow_discount_over_sale_price: true }, percent(10))).toBe(
      67_500,
    );
    expect(discountedPriceCents(offer, percent(10))).toBe(72_000);
    expect(discountedPriceCents(offer, fixed(10))).toBe(75_000);
    expect(discountedPriceCents(offer, null)).toBe(75_000);
  });

  it('reads pesos as whole cents', () => {
    expect([toCents(1.005), toCents(1350), toCents(0.1 + 0.2)]).toEqual([101, 135_000, 30]);
  });
});

describe('discount codes', () => {
  const code = {
    discountCode: 'MENOS100',
    class_package_ids: [3, 4],
    max_uses: 2,
    uses: 1,
    amount: 100,
    is_percent: false,
  };

  it('is invalid when missing or meant for other packages, exhausted once used up', () => {
    const pkg = (class_package_id: number) => ({ class_package_id });
    expect(lookUpDiscount(undefined, pkg(3))).toEqual({ kind: 'invalid' });
    expect(lookUpDiscount(code, pkg(9))).toEqual({ kind: 'invalid' });
    expect(lookUpDiscount(code, pkg(3))).toEqual({ kind: 'valid', discount: code });
    expect(lookUpDiscount({ ...code, uses: 2 }, pkg(3)).kind).toBe('exhausted');
    expect(lookUpDiscount({ ...code, class_package_ids: null, max_uses: null, uses: 99 }, pkg(9)).kind).toBe(
      'valid',
    );
  });

  it('has nothing to take off a subscription starting with a free trial when it is for the first payment only', () => {
    const firstOnly = { ...code, first_invoice_only: true };
    const membership = { class_package_id: 3, is_subscription: true, free_trial_length: 7 };
    expect(lookUpDiscount(firstOnly, membership)).toEqual({ kind: 'nothingToDiscount', discount: firstOnly });
    // Every period's code, a membership without trial, or a pack with a stray trial length: it applies.
    expect(lookUpDiscount(code, membership).kind).toBe('valid');
    expect(lookUpDiscount(firstOnly, { ...membership, free_trial_length: null }).kind).toBe('valid');
    expect(lookUpDiscount(firstOnly, { ...membership, is_subscription: false }).kind).toBe('valid');
    // Used up says so first.
    expect(lookUpDiscount({ ...firstOnly, uses: 2 }, membership).kind).toBe('exhausted');
    expect(decideDiscountCheck({ kind: 'nothingToDiscount', discount: firstOnly })).toEqual({
      ok: false,
      refusal: { status: 404, message: COMMERCE_MESSAGES.discountNotForTrial, code: 'discount_invalid' },
    });
  });

  it('answers the code check with 404 or 412 and the specs words', () => {
    expect(decideDiscountCheck({ kind: 'invalid' })).toEqual({
      ok: false,
      refusal: { status: 404, message: COMMERCE_MESSAGES.discountInvalid, code: 'discount_invalid' },
    });
    expect(decideDiscountCheck({ kind: 'exhausted', discount: code })).toEqual({
      ok: false,
      refusal: { status: 412, message: COMMERCE_MESSAGES.discountExhausted, code: 'discount_exhausted' },
    });
  });
});

describe('a purchase', () => {
  const pkg = { limit_per_customer: 1 };
  const price = { price_cents: 45_000 };
  const facts = { pkg, price, heldByCustomer: 0, heldInAll: 0, places: 20, code: null };
  const refusal = (decision: ReturnType<typeof decidePurchase>) => (decision.ok ? null : decision.refusal);

  it('refuses in the order the app expects: package, limit, places, code', () => {
    expect(refusal(decidePurchase({ ...facts, pkg: undefined, price: null }))?.status).toBe(404);
    expect(refusal(decidePurchase({ ...facts, heldByCustomer: 1, heldInAll: 20 }))).toEqual({
      status: 409,
      message: COMMERCE_MESSAGES.limitReached,
      code: 'purchase_limit',
    });
    expect(refusal(decidePurchase({ ...facts, heldInAll: 20, code: { kind: 'invalid' } }))).toEqual({
      status: 412,
      message: COMMERCE_MESSAGES.soldOut,
      code: 'package_sold_out',
    });
    expect(refusal(decidePurchase({ ...facts, code: { kind: 'invalid' } }))?.message).toBe(
      COMMERCE_MESSAGES.discountInvalid,
    );
  });

  it('quotes the price in cents with the code applied', () => {
    const decided = decidePurchase({
      ...facts,
      places: null,
      code: { kind: 'valid', discount: percent(10) },
    });
    expect(decided.ok && decided.totalCents).toBe(40_500);
  });

  it('counts every purchase but a failed charge toward limits and places', () => {
    expect(['pending', 'completed', 'active', 'cancelled', 'failed'].map(holdsPurchase)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(specialEventPlaces({ is_special_event: true }, [{ capacity: 20 }, { capacity: 5 }])).toBe(25);
    expect(specialEventPlaces({ is_special_event: true }, [])).toBeNull();
    expect(specialEventPlaces({ is_special_event: false }, [{ capacity: 20 }])).toBeNull();
  });

  it('claims a free offer only at no cost and without renewals', () => {
    expect(decideFreeOffer({}, 0).ok).toBe(true);
    expect(decideFreeOffer({}, 1).ok).toBe(false);
    expect(decideFreeOffer({ is_subscription: true }, 0).ok).toBe(false);
  });

  it('names the chosen cash method or the first that is not a card', () => {
    const methods = [
      { payment_method_id: 3, name: 'Tarjeta de crédito' },
      { payment_method_id: 1, name: 'Efectivo' },
    ];
    expect(decideCashMethod(undefined, methods)).toEqual({ ok: true, payment_method_id: 1 });
    expect(decideCashMethod(3, methods)).toEqual({ ok: true, payment_method_id: 3 });
    expect(decideCashMethod(7, methods).ok).toBe(false);
    expect([cashCheckoutEnabled(null), cashCheckoutEnabled('false'), cashCheckoutEnabled('0')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('opens to its buyer and to staff', () => {
    const purchase = { customer_id: 1 };
    expect(decideOwnPurchase(purchase, { customer_id: 1, isAdmin: false }).ok).toBe(true);
    expect(decideOwnPurchase(purchase, { customer_id: 2, isAdmin: true }).ok).toBe(true);
    expect(refusal(decideOwnPurchase(purchase, { customer_id: 2, isAdmin: false }) as never)?.status).toBe(
      403,
    );
    expect(refusal(decideOwnPurchase(undefined, { customer_id: 2, isAdmin: false }) as never)?.status).toBe(
      404,
    );
  });
});

describe('what a paid purchase grants', () => {
  const now = new Date('2026-11-25T18:00:00.000Z');
  const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

  it('gives credits expiring with the package, limited to its class types', () => {
    expect(decideGrant({ class_amount: 5, expiration_days: 60 }, now, {})).toEqual({
      kind: 'credits',
      row: { class_type_id: null, class_types: null, available_classes: 5, expiration_date: inDays(60) },
    });
    const event = { class_amount: 1, expiration_days: 7, class_package_types: [{ class_type_id: 2 }] };
    expect(decideGrant(event, now, {})).toMatchObject({ row: { class_type_id: 2, class_types: '2' } });
  });

  it('extends an unlimited membership, never shortening one that runs', () => {
    expect(decideGrant({ class_amount: -1, expiration_days: null }, now, {})).toEqual({
      kind: 'membership',
      unlimited_membership_expiration: inDays(30),
    });
    expect(
      decideGrant({ class_amount: -1, expiration_days: 30 }, now, {
        unlimited_membership_expiration: inDays(40),
      }),
    ).toEqual({ kind: 'membership', unlimited_membership_expiration: inDays(40) });
  });

  it('gives online packages and fees nothing here', () => {
    expect(decideGrant({ class_amount: 0 }, now, {}).kind).toBe('nothing');
    expect(decideGrant({ class_amount: 5, online: true }, now, {}).kind).toBe('nothing');
    expect([paidStatus({ is_subscription: true }), paidStatus({})]).toEqual(['active', 'completed']);
  });
});

describe('package lists', () => {
  const pkg = (class_package_id: number, extra: object) => ({
    class_package_id,
    online: false,
    on_home: false,
    ...extra,
  });
  const all = [
    pkg(4, { order: 3, on_home: true }),
    pkg(2, { order: null }),
    pkg(3, { order: 2, is_special_event: true, on_home: true }),
    pkg(1, { order: 2 }),
    pkg(8, { online: true, on_home: true }),
  ];
  const ids = (list: Array<{ class_package_id: number }>) => list.map((p) => p.class_package_id);

  it('splits in-person, online and special packages, in order (none counts as 0), ties by id', () => {
    expect(ids(packagesInList(all, 'inPerson'))).toEqual([2, 1, 3, 4]);
    expect(ids(packagesInList(all, 'online'))).toEqual([8]);
    expect(ids(packagesInList(all, 'special'))).toEqual([3]);
    expect(ids(packagesInList(all, 'inPerson', { homeOnly: true }))).toEqual([3, 4]);
  });
});
