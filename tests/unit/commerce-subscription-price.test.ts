import { describe, expect, it } from 'vitest';
import {
  decideSubscriptionCharge,
  firstInvoiceOffCents,
  renewalCents,
} from '#src/domain/commerce/subscription-billing';
import { subscriptionPrices } from '#src/domain/commerce/subscription-price';

/*
 * A code on a subscription package (commerce §5): first_invoice_only prices the first period only,
 * the following ones at the package's price without the code; otherwise every period.
 */
describe('a subscription priced with a code (subscription-price)', () => {
  const monthly = { price_cents: 159900, sale_price_cents: null };
  const onSale = { price_cents: 200000, sale_price_cents: 150000, allow_discount_over_sale_price: false };
  const percent = (amount: number, first_invoice_only: boolean) => ({
    amount,
    is_percent: true,
    first_invoice_only,
  });
  const fixed = (amount: number, first_invoice_only: boolean) => ({
    amount,
    is_percent: false,
    first_invoice_only,
  });

  it.each([
    ['no code: every period at the price', monthly, null, 159900, 159900],
    ['a percent code for every period', monthly, percent(20, false), 127920, 127920],
    ['a percent code for the first invoice only', monthly, percent(20, true), 127920, 159900],
    ['a fixed code for the first invoice only', monthly, fixed(300, true), 129900, 159900],
    ['a fixed code for every period', monthly, fixed(300, false), 129900, 129900],
    // 1,599 × 0.667 = 1,066.533: rounded to the cent, half up.
    ['percent rounded to the cent', monthly, percent(33.3, true), 106653, 159900],
    ['never below zero', monthly, fixed(5000, true), 0, 159900],
    // Off the regular price (2,000 − 30% = 1,400), under the offer price; renewals at the offer price.
    [
      'over the sale price rule: the later periods cost the offer price',
      onSale,
      percent(30, true),
      140000,
      150000,
    ],
    ['a code worth less than the offer leaves the offer price', onSale, percent(10, true), 150000, 150000],
    [
      'stacked on the offer price when the package allows it',
      { ...onSale, allow_discount_over_sale_price: true },
      percent(10, true),
      135000,
      150000,
    ],
  ] as const)('%s', (_, pkg, code, firstPeriodCents, renewal) => {
    expect(subscriptionPrices(pkg, code)).toEqual({ firstPeriodCents, renewalCents: renewal });
  });

  it('the provider takes the difference off the first invoice only, and nothing during a free trial (that invoice is 0)', () => {
    const bought = { total_payment_cents: 127920, renewal_payment_cents: 159900, free_trial_length: null };
    expect([renewalCents(bought), firstInvoiceOffCents(bought)]).toEqual([159900, 31980]);
    expect(firstInvoiceOffCents({ ...bought, free_trial_length: 7 })).toBe(0);
    const everyPeriod = { total_payment_cents: 127920, renewal_payment_cents: null, free_trial_length: null };
    expect([renewalCents(everyPeriod), firstInvoiceOffCents(everyPeriod)]).toEqual([127920, 0]);
  });

  it('a renewal at the full price grants the next period; one at the first invoice price does not', () => {
    const running = {
      status: 'active',
      total_payment_cents: 127920,
      renewal_payment_cents: 159900,
      free_trial_length: null,
    };
    expect(
      decideSubscriptionCharge(running, { outcome: 'paid', paidCents: 159900 }, { paidCharges: 1 }),
    ).toEqual({
      record: true,
      status: 'completed',
      cents: 159900,
      grant: true,
    });
    expect(
      decideSubscriptionCharge(running, { outcome: 'paid', paidCents: 127920 }, { paidCharges: 1 }),
    ).toMatchObject({ grant: false });
  });
});
