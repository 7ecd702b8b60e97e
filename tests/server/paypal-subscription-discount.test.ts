import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PACKAGE } from '#mocks/seed/commerce';
import { invoices } from '#server/db/schema';
import { COMMERCE_MESSAGES } from '#src/domain/commerce/messages';
import { startFakePaypal } from './support/fake-paypal';
import { behaviourBackends, bearer } from './support/harness';
import { useServerWithFake } from './support/provider-server';
import { providerRows } from './support/provider-rows';
import { purchaseRows } from './support/purchase-rows';

/*
 * A discount code on a subscription package bought with the payment button (decisions 066, 076):
 * a code valid for the first invoice only makes a plan whose first cycle (tenure TRIAL, one cycle)
 * is at the discounted price and whose REGULAR cycle is at the package's price. The seed's
 * "Membresía mensual" (1,599 MXN a month), PRIMERMES (50 %, first invoice only), BIENVENIDA10
 * (10 %, every period). With the membership's free trial a first-invoice code is refused
 * (decision 083), so the tests that use it take the trial off first.
 */
describe.each(behaviourBackends())('PayPal subscriptions with a discount code on %s', (backend) => {
  const env = useServerWithFake(backend, startFakePaypal, (fake) => ({ paypal: fake.settings }));
  const rows = providerRows(env);
  const db = () => env.server.store.db;
  const { withoutTrial } = purchaseRows(db);

  const planOf = async (persona: 'sincreditos' | 'ana', discountCode?: string) => {
    const answer = await env.server.app.inject({
      method: 'POST',
      url: '/api/checkout/paypal',
      headers: bearer(persona),
      payload: { class_package_id: PACKAGE.subscription, ...(discountCode ? { discountCode } : {}) },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ plan_id: string }>().plan_id;
  };
  const plansMade = () =>
    env.fake.requests
      .filter((sent) => sent.method === 'POST' && sent.path === '/v1/billing/plans')
      .map((sent) => sent.body.billing_cycles);
  const price = (value: string) => ({ fixed_price: { currency_code: 'MXN', value } });
  const monthly = { interval_unit: 'MONTH', interval_count: 1 };

  it('first invoice only: a plan whose first cycle is at the discounted price and the regular one at full price, reused by a second buyer', async () => {
    await withoutTrial();
    const plan_id = await planOf('sincreditos', 'PRIMERMES');
    expect(await planOf('ana', 'PRIMERMES')).toBe(plan_id);
    expect(plansMade()).toEqual([
      [
        {
          frequency: monthly,
          tenure_type: 'TRIAL',
          sequence: 1,
          total_cycles: 1,
          pricing_scheme: price('799.50'),
        },
        {
          frequency: monthly,
          tenure_type: 'REGULAR',
          sequence: 2,
          total_cycles: 0,
          pricing_scheme: price('1599.00'),
        },
      ],
    ]);
    // Without the code the package sells on another plan, at the full price every month.
    expect(await planOf('sincreditos')).not.toBe(plan_id);
    expect(plansMade()[1]).toEqual([
      expect.objectContaining({ tenure_type: 'REGULAR', pricing_scheme: price('1599.00') }),
    ]);
  });

  it("the buyer's approval opens the purchase at the discounted total; PayPal's first sale pays it, a full one renews", async () => {
    await withoutTrial();
    const plan_id = await planOf('sincreditos', 'PRIMERMES');
    const subscriptionID = env.fake.subscribe(plan_id);
    const captured = await env.server.app.inject({
      method: 'POST',
      url: '/api/checkout/capture',
      headers: bearer('sincreditos'),
      payload: { class_package_id: PACKAGE.subscription, subscriptionID, plan_id, discountCode: 'PRIMERMES' },
    });
    expect(captured.statusCode).toBe(200);
    const { purchase_id } = captured.json<{ purchase_id: number }>();
    expect(await rows.purchase(purchase_id)).toMatchObject({
      status: 'active',
      total_payment_cents: 79950,
      renewal_payment_cents: 159900,
    });
    const sale = (id: string, total: string) =>
      rows.deliver('/api/webhooks/paypal', {
        id: `WH-${id}`,
        event_type: 'PAYMENT.SALE.COMPLETED',
        resource: {
          id,
          state: 'completed',
          amount: { total, currency: 'MXN' },
          billing_agreement_id: subscriptionID,
        },
      });
    await sale('SALE-1', '799.50');
    expect((await rows.credits(purchase_id)).length).toBe(1);
    await sale('SALE-2', '1599.00');
    const paid = await db()
      .select()
      .from(invoices)
      .where(eq(invoices.purchase_id, purchase_id))
      .orderBy(asc(invoices.invoice_id));
    expect(paid.map((row) => row.total_payment_cents)).toEqual([79950, 159900]);
    expect((await rows.credits(purchase_id)).length).toBe(2);
  });

  it('a code for every period: one regular cycle at the discounted price', async () => {
    await withoutTrial();
    await planOf('sincreditos', 'BIENVENIDA10');
    expect(plansMade()).toEqual([
      [expect.objectContaining({ tenure_type: 'REGULAR', pricing_scheme: price('1439.10') })],
    ]);
  });

  it('with a free trial a first-payment code is refused (decision 083): no plan made', async () => {
    const answer = await env.server.app.inject({
      method: 'POST',
      url: '/api/checkout/paypal',
      headers: bearer('sincreditos'),
      payload: { class_package_id: PACKAGE.subscription, discountCode: 'PRIMERMES' },
    });
    expect([answer.statusCode, answer.json().message]).toEqual([412, COMMERCE_MESSAGES.discountNotForTrial]);
    expect(plansMade()).toEqual([]);
  });
});
