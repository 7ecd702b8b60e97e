import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { personas } from '#mocks/personas';
import { PACKAGE } from '#mocks/seed/commerce';
import { providerEvents } from '#server/db/schema';
import { COMMERCE_MESSAGES } from '#src/domain/commerce/messages';
import { NOW } from './support/clock';
import { startFakeStripe } from './support/fake-stripe';
import { behaviourBackends, bearer, tokenFor } from './support/harness';
import { useServerWithFake } from './support/provider-server';
import { providerRows } from './support/provider-rows';
import { purchaseRows } from './support/purchase-rows';

const DAY_MS = 86_400_000;
const later = (days: number) => new Date(NOW.getTime() + days * DAY_MS);

/*
 * A subscription package bought by card (decision 076): Stripe bills it as a Subscription (the
 * official SDK pointed at a fake of its API), its invoices arrive as events signed with Stripe's
 * own test helper, and each paid one after the first grants the next period's credits, once.
 * The seed's "Membresía mensual" (12 classes valid 30 days, 1,599 MXN a month, 7 days of trial).
 */
describe.each(behaviourBackends())('Stripe subscriptions on %s', (backend) => {
  const env = useServerWithFake(backend, startFakeStripe, (fake) => ({ stripe: fake.settings }));
  const customer_id = personas.sincreditos.customer_id;
  const rows = providerRows(env);
  const db = () => env.server.store.db;
  const { withoutTrial, invoices: invoiceRows, credits: creditRows } = purchaseRows(db);

  const attempt = (key?: string) =>
    env.server.app.inject({
      method: 'POST',
      url: '/api/checkout/attempt',
      headers: { ...bearer('sincreditos'), ...(key ? { 'idempotency-key': key } : {}) },
      payload: { payment_method: 'card', class_package_id: PACKAGE.subscription },
    });
  const sentTo = (path: string) => env.fake.requests.filter((sent) => sent.path === path);
  const setClock = (now: Date) =>
    env.server.app.inject({ method: 'PUT', url: '/api/__test__/clock', payload: { now: now.toISOString() } });

  /** Bought by card, embedded: the purchase and the subscription Stripe made for it. */
  async function buy() {
    const answer = await attempt();
    expect(answer.statusCode).toBe(200);
    const { purchase_id } = answer.json<{ purchase_id: number }>();
    const subscription_id = (await rows.purchase(purchase_id))!.subscription_id!;
    return { purchase_id, subscription_id };
  }

  const invoiceEvent: typeof env.fake.invoiceEvent = (...args) => env.fake.invoiceEvent(...args);
  const deliver = (event: object) => rows.deliver('/api/webhooks/stripe', event);
  const firstPaid = (subscription_id: string, amount = 159900) =>
    deliver(
      invoiceEvent('evt_first', 'invoice.paid', subscription_id, {
        id: 'in_first',
        billing_reason: 'subscription_create',
        amount,
      }),
    );
  const renewal = (event_id: string, subscription_id: string, invoice_id = 'in_second') =>
    invoiceEvent(event_id, 'invoice.paid', subscription_id, {
      id: invoice_id,
      billing_reason: 'subscription_cycle',
      amount: 159900,
    });

  it("embedded: a Customer, a monthly Price and a Subscription awaiting its first invoice; the invoice's client secret is the answer", async () => {
    await withoutTrial();
    const answer = await attempt('sub-1');
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ purchase_id: number }>();
    expect(body).toEqual({
      purchase_id: expect.any(Number),
      status: 'pending',
      clientSecret: 'pi_fake_3_secret_fake3',
    });

    expect(
      env.fake.requests.map((sent) => [sent.method, sent.path, sent.headers['idempotency-key']]),
    ).toEqual([
      ['POST', '/v1/customers', `customer-${customer_id}`],
      ['POST', '/v1/prices', `package-${PACKAGE.subscription}-159900-1-month`],
      ['POST', '/v1/subscriptions', `purchase-${body.purchase_id}-subscription-embedded`],
    ]);
    const [customer, price, subscription] = env.fake.requests.map((sent) => sent.form);
    expect(customer).toMatchObject({ email: personas.sincreditos.email });
    expect(price).toMatchObject({
      currency: 'mxn',
      unit_amount: '159900',
      'recurring[interval]': 'month',
      'recurring[interval_count]': '1',
      'product_data[name]': 'Membresía mensual',
    });
    expect(subscription).toMatchObject({
      customer: 'cus_fake_1',
      'items[0][price]': 'price_fake_2',
      payment_behavior: 'default_incomplete',
      'payment_settings[save_default_payment_method]': 'on_subscription',
      'metadata[purchase_id]': String(body.purchase_id),
      'expand[0]': 'latest_invoice.confirmation_secret',
    });
    expect(subscription).not.toHaveProperty('trial_period_days');
    expect(await rows.purchase(body.purchase_id)).toMatchObject({
      status: 'pending',
      provider: 'stripe',
      subscription_id: 'sub_fake_3',
    });

    // The same key again answers the same and asks Stripe for nothing more.
    const again = await attempt('sub-1');
    expect(again.json()).toEqual(body);
    expect(env.fake.requests).toHaveLength(3);
  });

  it('a double click with one Idempotency-Key makes one subscription at Stripe', async () => {
    await withoutTrial();
    const release = env.fake.hold();
    const first = attempt('sub-2');
    const second = attempt('sub-2');
    await expect.poll(() => env.fake.requests.length).toBeGreaterThan(0);
    release();
    const answers = await Promise.all([first, second]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[1]!.json()).toEqual(answers[0]!.json());
    expect(env.fake.subscriptions.size).toBe(1);
  });

  it("a second subscription reuses the customer's Stripe Customer and the package's Price", async () => {
    await withoutTrial();
    await buy();
    await buy();
    expect(sentTo('/v1/customers')).toHaveLength(1);
    expect(sentTo('/v1/prices')).toHaveLength(1);
    expect(sentTo('/v1/subscriptions')).toHaveLength(2);
  });

  it("with a free trial: trial_period_days, and the SetupIntent's secret saves the card", async () => {
    const answer = await attempt();
    expect(answer.json()).toMatchObject({ clientSecret: 'seti_fake_3_secret_fake3' });
    expect(sentTo('/v1/subscriptions')[0]!.form).toMatchObject({ trial_period_days: '7' });

    // The trial's first invoice pays 0: the purchase starts, with its credits and a charge of 0.
    const { purchase_id } = answer.json<{ purchase_id: number }>();
    await firstPaid('sub_fake_3', 0);
    expect((await rows.purchase(purchase_id))?.status).toBe('active');
    expect((await invoiceRows(purchase_id)).map((row) => row.total_payment_cents)).toEqual([0]);
    expect(await creditRows(purchase_id)).toHaveLength(1);
  });

  it('session mode: a Checkout Session in subscription mode on the Price, the purchase in the subscription metadata', async () => {
    await env.server.app.inject({
      method: 'PUT',
      url: '/api/__test__/config',
      payload: { key: 'stripe_checkout_mode', value: 'session' },
    });
    const answer = await attempt();
    expect(answer.json()).toMatchObject({
      session: { url: 'https://checkout.stripe.com/c/pay/cs_test_fake_3' },
    });
    const { purchase_id } = answer.json<{ purchase_id: number }>();
    expect(sentTo('/v1/checkout/sessions')[0]!.form).toMatchObject({
      mode: 'subscription',
      customer: 'cus_fake_1',
      'line_items[0][price]': 'price_fake_2',
      'subscription_data[metadata][purchase_id]': String(purchase_id),
      'subscription_data[trial_period_days]': '7',
    });
  });

  it('invoice.paid: the first settles the purchase active with its credits; the next is a renewal with the next period', async () => {
    await withoutTrial();
    const { purchase_id, subscription_id } = await buy();
    expect((await firstPaid(subscription_id)).statusCode).toBe(200);
    expect((await rows.purchase(purchase_id))?.status).toBe('active');
    expect(await creditRows(purchase_id)).toEqual([
      expect.objectContaining({
        customer_id,
        available_classes: 12,
        expiration_date: later(30).toISOString(),
      }),
    ]);

    await setClock(later(30));
    expect((await deliver(renewal('evt_renewal', subscription_id))).statusCode).toBe(200);
    expect(
      (await creditRows(purchase_id)).map((row) => [row.available_classes, row.expiration_date]),
    ).toEqual([
      [12, later(30).toISOString()],
      [12, later(60).toISOString()],
    ]);
    const charges = await env.server.app.inject({
      method: 'GET',
      url: '/api/invoices',
      // Signed in on the renewal's day: a token is good for an hour.
      headers: { authorization: `Bearer ${tokenFor('sincreditos', later(30))}` },
    });
    expect(
      charges
        .json<{ invoices: { purchase_id: number; total_payment: number; status: string }[] }>()
        .invoices.filter((invoice) => invoice.purchase_id === purchase_id)
        .map((invoice) => [invoice.total_payment, invoice.status]),
    ).toEqual([
      [1599, 'completed'],
      [1599, 'completed'],
    ]);
  });

  it('the same renewal delivered 3 times at once, and again under another event id, grants once', async () => {
    await withoutTrial();
    const { purchase_id, subscription_id } = await buy();
    await firstPaid(subscription_id);
    const event = renewal('evt_renewal_3x', subscription_id);
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    await deliver(renewal('evt_renewal_again', subscription_id));
    expect(await creditRows(purchase_id)).toHaveLength(2);
    expect(await invoiceRows(purchase_id)).toHaveLength(2);
    expect(
      await db().select().from(providerEvents).where(eq(providerEvents.event_id, 'evt_renewal_3x')),
    ).toHaveLength(1);
  });

  it('a renewal for a subscription not yet started, or a first invoice told twice, grants nothing more', async () => {
    await withoutTrial();
    const { purchase_id, subscription_id } = await buy();
    await deliver(renewal('evt_early', subscription_id));
    expect(await invoiceRows(purchase_id)).toEqual([]);
    await firstPaid(subscription_id);
    await deliver(
      invoiceEvent('evt_first_again', 'invoice.paid', subscription_id, {
        id: 'in_first',
        billing_reason: 'subscription_create',
        amount: 159900,
      }),
    );
    expect(await creditRows(purchase_id)).toHaveLength(1);
    expect(await invoiceRows(purchase_id)).toHaveLength(1);
  });

  it("invoice.payment_failed on a renewal: a failed charge in the customer's charges, nothing granted", async () => {
    await withoutTrial();
    const { purchase_id, subscription_id } = await buy();
    await firstPaid(subscription_id);
    const failed = invoiceEvent('evt_renewal_failed', 'invoice.payment_failed', subscription_id, {
      id: 'in_second',
      billing_reason: 'subscription_cycle',
      amount: 159900,
    });
    await deliver(failed);
    // Stripe's retry failing again is the same failed invoice.
    await deliver({ ...failed, id: 'evt_renewal_failed_retry' });
    expect((await invoiceRows(purchase_id)).map((row) => [row.total_payment_cents, row.status])).toEqual([
      [159900, 'completed'],
      [159900, 'failed'],
    ]);
    expect(await creditRows(purchase_id)).toHaveLength(1);
    expect((await rows.purchase(purchase_id))?.status).toBe('active');
  });

  it('a failed first invoice leaves the purchase failed, granting nothing', async () => {
    await withoutTrial();
    const { purchase_id, subscription_id } = await buy();
    await deliver(
      invoiceEvent('evt_first_failed', 'invoice.payment_failed', subscription_id, {
        id: 'in_first',
        billing_reason: 'subscription_create',
        amount: 159900,
      }),
    );
    expect((await rows.purchase(purchase_id))?.status).toBe('failed');
    expect(await creditRows(purchase_id)).toEqual([]);
  });

  it('customer.subscription.deleted ends the purchase, keeping what it granted', async () => {
    await withoutTrial();
    const { purchase_id, subscription_id } = await buy();
    await firstPaid(subscription_id);
    const answer = await deliver({
      id: 'evt_deleted',
      object: 'event',
      type: 'customer.subscription.deleted',
      api_version: '2026-10-28.endive',
      created: 1_795_000_000,
      data: { object: { id: subscription_id, object: 'subscription', status: 'canceled' } },
    });
    expect(answer.statusCode).toBe(200);
    expect(await rows.purchase(purchase_id)).toMatchObject({
      status: 'cancelled',
      cancelledAt: NOW.toISOString(),
    });
    expect(await creditRows(purchase_id)).toHaveLength(1);
  });

  it("the customer's cancel ends it at Stripe once, even when sent twice at once", async () => {
    await withoutTrial();
    const { purchase_id, subscription_id } = await buy();
    await firstPaid(subscription_id);
    const cancel = () =>
      env.server.app.inject({
        method: 'POST',
        url: `/api/purchases/cancel/${purchase_id}`,
        headers: bearer('sincreditos'),
        payload: { reason: 'Me mudo de ciudad' },
      });
    const answers = await Promise.all([cancel(), cancel()]);
    expect(answers.map((answer) => [answer.statusCode, answer.json().message]).sort()).toEqual([
      [200, COMMERCE_MESSAGES.subscriptionCancelled],
      [412, COMMERCE_MESSAGES.onlyActiveSubscription],
    ]);
    expect(
      env.fake.requests.filter((sent) => sent.method === 'DELETE').map((sent) => [sent.path, sent.form]),
    ).toEqual([
      [`/v1/subscriptions/${subscription_id}`, { 'cancellation_details[comment]': 'Me mudo de ciudad' }],
    ]);
    expect((await rows.purchase(purchase_id))?.status).toBe('cancelled');
  });
});
