import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PACKAGE } from '#mocks/seed/commerce';
import { availableClasses, discounts, invoices } from '#server/db/schema';
import { COMMERCE_MESSAGES } from '#src/domain/commerce/messages';
import { startFakeStripe } from './support/fake-stripe';
import { behaviourBackends, bearer } from './support/harness';
import { useServerWithFake } from './support/provider-server';
import { providerRows } from './support/provider-rows';
import { purchaseRows } from './support/purchase-rows';

/*
 * A discount code on a subscription package bought by card (decision 076, issue 30): a code valid
 * for the first invoice only has Stripe bill the full Price with a one-time coupon of what the code
 * takes off; any other code prices every period. The seed's "Membresía mensual" (1,599 MXN a
 * month), PRIMERMES (50 %, first invoice only) and BIENVENIDA10 (10 %, every period). With the
 * membership's free trial a first-invoice code is refused (decision 083), so the tests that use it
 * take the trial off first.
 */
describe.each(behaviourBackends())('Stripe subscriptions with a discount code on %s', (backend) => {
  const env = useServerWithFake(backend, startFakeStripe, (fake) => ({ stripe: fake.settings }));
  const rows = providerRows(env);
  const db = () => env.server.store.db;
  const { withoutTrial } = purchaseRows(db);

  const sentTo = (path: string) => env.fake.requests.filter((sent) => sent.path === path);
  const setMode = (value: string) =>
    env.server.app.inject({
      method: 'PUT',
      url: '/api/__test__/config',
      payload: { key: 'stripe_checkout_mode', value },
    });

  /** Bought by card with this code: the purchase and the subscription Stripe made for it. */
  async function buy(discountCode: string) {
    const answer = await env.server.app.inject({
      method: 'POST',
      url: '/api/checkout/attempt',
      headers: bearer('sincreditos'),
      payload: { payment_method: 'card', class_package_id: PACKAGE.subscription, discountCode },
    });
    expect(answer.statusCode).toBe(200);
    const { purchase_id } = answer.json<{ purchase_id: number }>();
    const subscription_id = (await rows.purchase(purchase_id))!.subscription_id!;
    return { purchase_id, subscription_id };
  }

  const paid = (
    event_id: string,
    subscription_id: string,
    invoice: { id: string; billing_reason: 'subscription_create' | 'subscription_cycle'; amount: number },
  ) =>
    rows.deliver(
      '/api/webhooks/stripe',
      env.fake.invoiceEvent(event_id, 'invoice.paid', subscription_id, invoice),
    );
  const charges = async (purchase_id: number) =>
    (
      await db()
        .select()
        .from(invoices)
        .where(eq(invoices.purchase_id, purchase_id))
        .orderBy(asc(invoices.invoice_id))
    ).map((row) => row.total_payment_cents);
  const credits = async (purchase_id: number) =>
    (await db().select().from(availableClasses).where(eq(availableClasses.purchase_id, purchase_id))).length;

  it("first invoice only: the full Price and a 'once' coupon of what the code takes off; the discounted first invoice settles, a full renewal renews", async () => {
    await withoutTrial();
    const { purchase_id, subscription_id } = await buy('PRIMERMES');

    expect(sentTo('/v1/prices').map((sent) => sent.form.unit_amount)).toEqual(['159900']);
    expect(sentTo('/v1/coupons').map((sent) => [sent.form, sent.headers['idempotency-key']])).toEqual([
      [expect.objectContaining({ amount_off: '79950', currency: 'mxn', duration: 'once' }), 'once-79950-mxn'],
    ]);
    const coupon = env.fake.subscriptions.get(subscription_id)?.coupon;
    expect(coupon).toMatch(/^coupon_fake_/);
    expect(sentTo('/v1/subscriptions')[0]!.form).toMatchObject({ 'discounts[0][coupon]': coupon });
    expect(await rows.purchase(purchase_id)).toMatchObject({
      total_payment_cents: 79950,
      renewal_payment_cents: 159900,
    });

    await paid('evt_first', subscription_id, {
      id: 'in_first',
      billing_reason: 'subscription_create',
      amount: 79950,
    });
    expect((await rows.purchase(purchase_id))?.status).toBe('active');
    expect(await credits(purchase_id)).toBe(1);

    await paid('evt_renewal', subscription_id, {
      id: 'in_second',
      billing_reason: 'subscription_cycle',
      amount: 159900,
    });
    expect(await charges(purchase_id)).toEqual([79950, 159900]);
    expect(await credits(purchase_id)).toBe(2);

    // "Mis compras" shows what the code made it cost.
    const mine = await env.server.app.inject({
      method: 'GET',
      url: '/api/purchases',
      headers: bearer('sincreditos'),
    });
    const listed = mine
      .json<{ purchases: Record<string, unknown>[] }>()
      .purchases.find((purchase) => purchase.purchase_id === purchase_id);
    expect(listed).toMatchObject({ total_payment: 799.5, status: 'active' });
  });

  it('a second buyer of the code reuses the Price and the coupon', async () => {
    await withoutTrial();
    await buy('PRIMERMES');
    await buy('PRIMERMES');
    expect(sentTo('/v1/prices')).toHaveLength(1);
    expect(sentTo('/v1/coupons')).toHaveLength(1);
    const coupons = [...env.fake.subscriptions.values()].map((subscription) => subscription.coupon);
    expect(coupons).toHaveLength(2);
    expect(coupons[1]).toBe(coupons[0]);
  });

  it('a code for every period: the discounted Price and no coupon; a renewal at that price renews', async () => {
    await withoutTrial();
    const { purchase_id, subscription_id } = await buy('BIENVENIDA10');
    expect(sentTo('/v1/prices').map((sent) => sent.form.unit_amount)).toEqual(['143910']);
    expect(sentTo('/v1/coupons')).toEqual([]);
    expect(
      Object.keys(sentTo('/v1/subscriptions')[0]!.form).filter((name) => name.startsWith('discounts')),
    ).toEqual([]);
    expect(await rows.purchase(purchase_id)).toMatchObject({
      total_payment_cents: 143910,
      renewal_payment_cents: null,
    });
    await paid('evt_first', subscription_id, {
      id: 'in_first',
      billing_reason: 'subscription_create',
      amount: 143910,
    });
    await paid('evt_renewal', subscription_id, {
      id: 'in_second',
      billing_reason: 'subscription_cycle',
      amount: 143910,
    });
    expect(await charges(purchase_id)).toEqual([143910, 143910]);
    expect(await credits(purchase_id)).toBe(2);
  });

  it('session mode: the Checkout Session carries the full Price and the one-time coupon', async () => {
    await withoutTrial();
    await setMode('session');
    const answer = await env.server.app.inject({
      method: 'POST',
      url: '/api/checkout/attempt',
      headers: bearer('sincreditos'),
      payload: { payment_method: 'card', class_package_id: PACKAGE.subscription, discountCode: 'PRIMERMES' },
    });
    expect(answer.statusCode).toBe(200);
    const [price] = sentTo('/v1/prices');
    const [coupon] = sentTo('/v1/coupons');
    expect([price?.form.unit_amount, coupon?.form.amount_off]).toEqual(['159900', '79950']);
    expect(sentTo('/v1/checkout/sessions')[0]!.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_fake_2',
      'discounts[0][coupon]': 'coupon_fake_3',
    });
  });

  it('with a free trial a first-payment code is refused (decision 083): nothing asked of Stripe, no use spent', async () => {
    const uses = async () =>
      (await db().select().from(discounts).where(eq(discounts.discountCode, 'PRIMERMES')))[0]!.uses;
    const before = await uses();
    const answer = await env.server.app.inject({
      method: 'POST',
      url: '/api/checkout/attempt',
      headers: bearer('sincreditos'),
      payload: { payment_method: 'card', class_package_id: PACKAGE.subscription, discountCode: 'PRIMERMES' },
    });
    expect([answer.statusCode, answer.json().message]).toEqual([412, COMMERCE_MESSAGES.discountNotForTrial]);
    expect(sentTo('/v1/subscriptions')).toEqual([]);
    expect(sentTo('/v1/coupons')).toEqual([]);
    expect(await uses()).toBe(before);
  });
});
