import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { personas } from '#mocks/personas';
import { PACKAGE } from '#mocks/seed/commerce';
import { classPackages, invoices, providerEvents, purchases } from '#server/db/schema';
import { COMMERCE_MESSAGES } from '#src/domain/commerce/messages';
import { startFakePaypal } from './support/fake-paypal';
import { behaviourBackends, bearer } from './support/harness';
import { useServerWithFake } from './support/provider-server';
import { providerRows } from './support/provider-rows';

/*
 * PayPal's events, checked by PayPal's own verify-webhook-signature (faked on a local port): only a
 * verified event changes anything, and each event id changes the database once, however often and
 * however simultaneously PayPal delivers it, and whether or not the app's capture races it.
 */
describe.each(behaviourBackends())('PayPal webhooks on %s', (backend) => {
  const env = useServerWithFake(backend, startFakePaypal, (fake) => ({ paypal: fake.settings }));
  const customer_id = personas.sincreditos.customer_id;

  /** A payment-button purchase as the app opens it: pending, with its PayPal order. */
  async function openOrder() {
    const answer = await env.server.app.inject({
      method: 'POST',
      url: '/api/checkout/paypal',
      headers: bearer('sincreditos'),
      payload: { class_package_id: PACKAGE.ten },
    });
    expect(answer.statusCode).toBe(200);
    const { orderID } = answer.json<{ orderID: string }>();
    const [row] = await env.server.store.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.provider, 'paypal'), eq(purchases.provider_payment_id, orderID)));
    return { orderID, purchase_id: row!.purchase_id };
  }

  const captureEvent = (id: string, event_type: string, purchase_id: number, value = '1350.00') => ({
    id,
    event_version: '1.0',
    create_time: '2026-11-27T10:00:00Z',
    resource_type: 'capture',
    event_type,
    resource: {
      id: '3C679366HH908993F',
      status: event_type === 'PAYMENT.CAPTURE.COMPLETED' ? 'COMPLETED' : 'DECLINED',
      amount: { currency_code: 'MXN', value },
      custom_id: String(purchase_id),
      supplementary_data: { related_ids: { order_id: '5O190127TN364715T' } },
    },
  });

  const rows = providerRows(env);
  const { purchase, credits } = rows;
  const deliver = (event: object, headers?: Record<string, string>) =>
    rows.deliver('/api/webhooks/paypal', event, headers);

  it('PAYMENT.CAPTURE.COMPLETED makes the purchase completed and grants its credits', async () => {
    const { purchase_id } = await openOrder();
    const answer = await deliver(captureEvent('WH-1', 'PAYMENT.CAPTURE.COMPLETED', purchase_id));
    expect([answer.statusCode, answer.json()]).toEqual([200, { received: true }]);
    expect((await purchase(purchase_id))?.status).toBe('completed');
    expect(await credits(purchase_id)).toEqual([
      expect.objectContaining({ customer_id, available_classes: 10 }),
    ]);
    const verify = env.fake.requests.find((request) => request.path.endsWith('/verify-webhook-signature'));
    expect(verify?.body).toMatchObject({ webhook_id: 'WH-FAKE-0001', webhook_event: { id: 'WH-1' } });
  });

  it('an unverified event changes nothing: a forged signature or no PayPal headers at all', async () => {
    const { purchase_id } = await openOrder();
    const event = captureEvent('WH-forged', 'PAYMENT.CAPTURE.COMPLETED', purchase_id);
    const forged = await deliver(event, {
      ...env.fake.signed(event).headers,
      'paypal-transmission-sig': 'not-paypal',
    });
    expect([forged.statusCode, forged.json().message]).toEqual([
      400,
      COMMERCE_MESSAGES.paypalWebhookNotSigned,
    ]);
    const bare = await deliver(event, { 'content-type': 'application/json' });
    expect(bare.statusCode).toBe(400);
    expect((await purchase(purchase_id))?.status).toBe('pending');
    expect(await credits(purchase_id)).toEqual([]);
    expect(await env.server.store.db.select().from(providerEvents)).toEqual([]);
  });

  it('the same event delivered three times at once grants once', async () => {
    const { purchase_id } = await openOrder();
    const event = captureEvent('WH-3x', 'PAYMENT.CAPTURE.COMPLETED', purchase_id);
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await credits(purchase_id)).toHaveLength(1);
    expect(
      await env.server.store.db.select().from(providerEvents).where(eq(providerEvents.provider, 'paypal')),
    ).toHaveLength(1);
  });

  it("the app's capture racing PayPal's event grants once", async () => {
    const { orderID, purchase_id } = await openOrder();
    const [captured, delivered] = await Promise.all([
      env.server.app.inject({
        method: 'POST',
        url: '/api/checkout/capture',
        headers: bearer('sincreditos'),
        payload: { class_package_id: PACKAGE.ten, orderID },
      }),
      deliver(captureEvent('WH-race', 'PAYMENT.CAPTURE.COMPLETED', purchase_id)),
    ]);
    expect([captured.statusCode, delivered.statusCode]).toEqual([200, 200]);
    expect((await purchase(purchase_id))?.status).toBe('completed');
    expect(await credits(purchase_id)).toHaveLength(1);
  });

  it('PAYMENT.CAPTURE.DENIED leaves the purchase failed, granting nothing; a late completion changes nothing', async () => {
    const { purchase_id } = await openOrder();
    expect((await deliver(captureEvent('WH-denied', 'PAYMENT.CAPTURE.DENIED', purchase_id))).statusCode).toBe(
      200,
    );
    expect((await purchase(purchase_id))?.status).toBe('failed');
    await deliver(captureEvent('WH-late', 'PAYMENT.CAPTURE.COMPLETED', purchase_id));
    expect((await purchase(purchase_id))?.status).toBe('failed');
    expect(await credits(purchase_id)).toEqual([]);
  });

  it('a capture for another amount grants nothing and leaves the purchase to the studio', async () => {
    const { purchase_id } = await openOrder();
    await deliver(captureEvent('WH-amount', 'PAYMENT.CAPTURE.COMPLETED', purchase_id, '13.50'));
    expect((await purchase(purchase_id))?.status).toBe('pending');
    expect(await credits(purchase_id)).toEqual([]);
  });

  /** A subscription package bought with the payment button: its purchase and PayPal's subscription. */
  async function subscribed() {
    const { plan_id } = (
      await env.server.app.inject({
        method: 'POST',
        url: '/api/checkout/paypal',
        headers: bearer('sincreditos'),
        payload: { class_package_id: PACKAGE.subscription },
      })
    ).json<{ plan_id: string }>();
    const subscriptionID = env.fake.subscribe(plan_id);
    const { purchase_id } = (
      await env.server.app.inject({
        method: 'POST',
        url: '/api/checkout/capture',
        headers: bearer('sincreditos'),
        payload: { class_package_id: PACKAGE.subscription, subscriptionID, plan_id },
      })
    ).json<{ purchase_id: number }>();
    return { purchase_id, subscriptionID, plan_id };
  }
  const saleEvent = (id: string, sale_id: string, subscriptionID: string) => ({
    id,
    event_type: 'PAYMENT.SALE.COMPLETED',
    resource: {
      id: sale_id,
      state: 'completed',
      amount: { total: '1599.00', currency: 'MXN' },
      billing_agreement_id: subscriptionID,
    },
  });
  const charges = async (purchase_id: number) =>
    (
      await env.server.store.db
        .select()
        .from(invoices)
        .where(eq(invoices.purchase_id, purchase_id))
        .orderBy(invoices.invoice_id)
    ).map((row) => row.total_payment_cents);

  it("without a trial, PayPal's first sale pays the period the purchase granted; the next one renews it", async () => {
    await env.server.store.db
      .update(classPackages)
      .set({ free_trial_length: null })
      .where(eq(classPackages.class_package_id, PACKAGE.subscription));
    const { purchase_id, subscriptionID } = await subscribed();
    expect(await credits(purchase_id)).toHaveLength(1);
    await deliver(saleEvent('WH-sale-first', 'SALE-1', subscriptionID));
    expect([await charges(purchase_id), (await credits(purchase_id)).length]).toEqual([[159900], 1]);
    await deliver(saleEvent('WH-sale-second', 'SALE-2', subscriptionID));
    expect([await charges(purchase_id), (await credits(purchase_id)).length]).toEqual([[159900, 159900], 2]);
  });

  it("a subscription's renewal is a charge, once; its cancellation at PayPal ends the purchase", async () => {
    const { purchase_id, subscriptionID, plan_id } = await subscribed();
    const sale = saleEvent('WH-sale-1', '80021663DE681814L', subscriptionID);
    await Promise.all([deliver(sale), deliver(sale)]);
    // The trial's start (0), then the first paid month, which grants the next period's 12 classes.
    expect(await charges(purchase_id)).toEqual([0, 159900]);
    expect((await credits(purchase_id)).map((row) => row.available_classes)).toEqual([12, 12]);

    const cancelled = {
      id: 'WH-sub-cancel',
      event_type: 'BILLING.SUBSCRIPTION.CANCELLED',
      resource: { id: subscriptionID, status: 'CANCELLED', plan_id },
    };
    expect((await deliver(cancelled)).statusCode).toBe(200);
    expect(await purchase(purchase_id)).toMatchObject({
      status: 'cancelled',
      cancelledAt: expect.any(String),
    });
  });

  it('PayPal unable to verify answers 502, so PayPal delivers the event again', async () => {
    const { purchase_id } = await openOrder();
    env.fake.failNext(503, { name: 'SERVICE_UNAVAILABLE' });
    const event = captureEvent('WH-retry', 'PAYMENT.CAPTURE.COMPLETED', purchase_id);
    expect((await deliver(event)).statusCode).toBe(502);
    expect((await purchase(purchase_id))?.status).toBe('pending');
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await purchase(purchase_id))?.status).toBe('completed');
  });
});
