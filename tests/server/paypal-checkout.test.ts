import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { personas } from '#mocks/personas';
import { PACKAGE } from '#mocks/seed/commerce';
import { availableClasses, discounts, purchases } from '#server/db/schema';
import { COMMERCE_MESSAGES } from '#src/domain/commerce/messages';
import { startFakePaypal } from './support/fake-paypal';
import { behaviourBackends, bearer, startServer } from './support/harness';
import { useServerWithFake } from './support/provider-server';

/*
 * The payment button against PayPal's REST API faked on a local port: the request the server
 * sends (MXN from integer cents, the purchase as custom_id, a PayPal-Request-Id per purchase),
 * the rows stored, and what PayPal's refusals and failures leave behind.
 */
describe.each(behaviourBackends())('PayPal orders on %s', (backend) => {
  const env = useServerWithFake(backend, startFakePaypal, (fake) => ({ paypal: fake.settings }));
  const customer_id = personas.sincreditos.customer_id;

  const order = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    env.server.app.inject({
      method: 'POST',
      url: '/api/checkout/paypal',
      headers: { ...bearer('sincreditos'), ...headers },
      payload: body,
    });
  const capture = (orderID: string) =>
    env.server.app.inject({
      method: 'POST',
      url: '/api/checkout/capture',
      headers: bearer('sincreditos'),
      payload: { class_package_id: PACKAGE.ten, orderID },
    });
  const stored = async (purchase_id: number) =>
    (await env.server.store.db.select().from(purchases).where(eq(purchases.purchase_id, purchase_id)))[0];
  const pendingOf = async () =>
    (await env.server.store.db.select().from(purchases).where(eq(purchases.customer_id, customer_id))).filter(
      (row) => row.provider === 'paypal',
    );
  const credits = async () =>
    (
      await env.server.store.db
        .select()
        .from(availableClasses)
        .where(eq(availableClasses.customer_id, customer_id))
    ).filter((row) => row.purchase_id !== null);
  const codeUses = async (code: string) =>
    (await env.server.store.db.select().from(discounts).where(eq(discounts.discountCode, code)))[0]?.uses;

  it('asks PayPal for an order of the total in MXN, the purchase as custom_id, under a PayPal-Request-Id', async () => {
    const answer = await order({ class_package_id: PACKAGE.ten }, { 'idempotency-key': 'pp-1' });
    expect(answer.statusCode).toBe(200);
    const { orderID } = answer.json<{ orderID: string }>();
    const [purchase] = await pendingOf();
    expect(purchase).toMatchObject({
      status: 'pending',
      provider: 'paypal',
      provider_payment_id: orderID,
      total_payment_cents: 135000,
    });
    expect(env.fake.requests).toHaveLength(1);
    const [sent] = env.fake.requests;
    expect([sent!.method, sent!.path]).toEqual(['POST', '/v2/checkout/orders']);
    expect(sent!.headers.authorization).toBe('Bearer A21AAFakeToken');
    expect(sent!.headers['paypal-request-id']).toBe(`purchase-${purchase!.purchase_id}-paypal-order`);
    expect(sent!.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        {
          custom_id: String(purchase!.purchase_id),
          reference_id: String(purchase!.purchase_id),
          amount: { currency_code: 'MXN', value: '1350.00' },
        },
      ],
    });
    // A retry with the key answers the first order and asks PayPal nothing more.
    const retry = await order({ class_package_id: PACKAGE.ten }, { 'idempotency-key': 'pp-1' });
    expect(retry.json()).toEqual({ orderID });
    expect(env.fake.requests).toHaveLength(1);
  });

  it('captures with its own PayPal-Request-Id and grants once, however often the capture is called', async () => {
    const { orderID } = (await order({ class_package_id: PACKAGE.ten })).json<{ orderID: string }>();
    const [purchase] = await pendingOf();
    const answers = await Promise.all([capture(orderID), capture(orderID), capture(orderID)]);
    expect(answers.map((answer) => [answer.statusCode, answer.json()])).toEqual(
      Array(3).fill([200, { purchase_id: purchase!.purchase_id }]),
    );
    const captures = env.fake.requests.filter((request) => request.path.endsWith('/capture'));
    expect(captures.length).toBeGreaterThan(0);
    expect(new Set(captures.map((request) => request.headers['paypal-request-id']))).toEqual(
      new Set([`purchase-${purchase!.purchase_id}-paypal-capture`]),
    );
    expect((await stored(purchase!.purchase_id))?.status).toBe('completed');
    expect((await credits()).filter((row) => row.purchase_id === purchase!.purchase_id)).toHaveLength(1);
  });

  it('a declined funding source answers the card refusal and frees the purchase and its code use', async () => {
    const uses = await codeUses('MENOS100');
    const { orderID } = (await order({ class_package_id: PACKAGE.ten, discountCode: 'MENOS100' })).json<{
      orderID: string;
    }>();
    expect(await codeUses('MENOS100')).toBe((uses ?? 0) + 1);
    env.fake.refuseNextCapture('INSTRUMENT_DECLINED');
    const refused = await capture(orderID);
    expect([refused.statusCode, refused.json()]).toEqual([
      402,
      {
        message: 'Tu tarjeta fue rechazada por tu banco. Comunícate con tu banco para saber más.',
        code: 'card_declined',
        decline_code: 'generic_decline',
      },
    ]);
    const [purchase] = await pendingOf();
    expect(purchase?.status).toBe('failed');
    expect(await codeUses('MENOS100')).toBe(uses);
    expect(await credits()).toEqual([]);
    // The failed purchase is no longer the caller's to capture.
    expect((await capture(orderID)).json().message).toBe(COMMERCE_MESSAGES.paymentNotFound);
  });

  it('an order the buyer never approved is refused at PayPal and released', async () => {
    const { orderID } = (await order({ class_package_id: PACKAGE.ten })).json<{ orderID: string }>();
    env.fake.refuseNextCapture('ORDER_NOT_APPROVED');
    const refused = await capture(orderID);
    expect([refused.statusCode, refused.json()]).toEqual([
      402,
      { message: COMMERCE_MESSAGES.providerFailed, code: 'processing_error' },
    ]);
    expect((await pendingOf())[0]?.status).toBe('failed');
  });

  it('PayPal failing mid-capture leaves the purchase pending: a retry captures it', async () => {
    const { orderID } = (await order({ class_package_id: PACKAGE.ten })).json<{ orderID: string }>();
    env.fake.failNext(500, { name: 'INTERNAL_SERVER_ERROR', debug_id: 'dbg500' });
    const failed = await capture(orderID);
    expect([failed.statusCode, failed.json().message]).toEqual([502, COMMERCE_MESSAGES.providerFailed]);
    expect((await pendingOf())[0]?.status).toBe('pending');
    expect((await capture(orderID)).statusCode).toBe(200);
    expect((await pendingOf())[0]?.status).toBe('completed');
  });

  it('PayPal failing to make the order answers the default error and frees the purchase', async () => {
    env.fake.failNext(503, { name: 'SERVICE_UNAVAILABLE' });
    const failed = await order({ class_package_id: PACKAGE.trial }, { 'idempotency-key': 'pp-fail' });
    expect([failed.statusCode, failed.json().message]).toEqual([502, COMMERCE_MESSAGES.providerFailed]);
    expect((await pendingOf()).map((row) => row.status)).toEqual(['failed']);
    // The trial's limit of one is free again, and the key too.
    expect(
      (await order({ class_package_id: PACKAGE.trial }, { 'idempotency-key': 'pp-fail' })).statusCode,
    ).toBe(200);
  });
});

describe.each(behaviourBackends())('PayPal subscriptions on %s', (backend) => {
  const env = useServerWithFake(backend, startFakePaypal, (fake) => ({ paypal: fake.settings }));
  const planOf = async (persona: 'sincreditos' | 'ana') =>
    (
      await env.server.app.inject({
        method: 'POST',
        url: '/api/checkout/paypal',
        headers: bearer(persona),
        payload: { class_package_id: PACKAGE.subscription },
      })
    ).json<{ plan_id: string }>().plan_id;

  it("makes the package's plan at PayPal once (price in MXN, monthly, the free trial first) and sells on it", async () => {
    const plan_id = await planOf('sincreditos');
    expect(await planOf('ana')).toBe(plan_id);
    const made = env.fake.requests.filter((request) => request.method === 'POST');
    expect(made.map((request) => request.path)).toEqual(['/v1/catalogs/products', '/v1/billing/plans']);
    expect(made[1]!.body).toMatchObject({
      billing_cycles: [
        { tenure_type: 'TRIAL', frequency: { interval_unit: 'DAY', interval_count: 7 }, total_cycles: 1 },
        {
          tenure_type: 'REGULAR',
          frequency: { interval_unit: 'MONTH', interval_count: 1 },
          total_cycles: 0,
          pricing_scheme: { fixed_price: { currency_code: 'MXN', value: '1599.00' } },
        },
      ],
    });

    const subscriptionID = env.fake.subscribe(plan_id);
    const captured = await env.server.app.inject({
      method: 'POST',
      url: '/api/checkout/capture',
      headers: bearer('sincreditos'),
      payload: { class_package_id: PACKAGE.subscription, subscriptionID, plan_id },
    });
    expect(captured.statusCode).toBe(200);
    const [row] = await env.server.store.db
      .select()
      .from(purchases)
      .where(eq(purchases.purchase_id, captured.json<{ purchase_id: number }>().purchase_id));
    expect(row).toMatchObject({ status: 'active', provider: 'paypal', subscription_id: subscriptionID });
    // Another customer cannot buy with the same subscription.
    const stolen = await env.server.app.inject({
      method: 'POST',
      url: '/api/checkout/capture',
      headers: bearer('ana'),
      payload: { class_package_id: PACKAGE.subscription, subscriptionID, plan_id },
    });
    expect([stolen.statusCode, stolen.json().message]).toEqual([404, COMMERCE_MESSAGES.paymentNotFound]);
  });

  it('refuses a subscription PayPal does not hold running, buying nothing', async () => {
    const plan_id = await planOf('sincreditos');
    const subscriptionID = env.fake.subscribe(plan_id, 'APPROVAL_PENDING');
    const refused = await env.server.app.inject({
      method: 'POST',
      url: '/api/checkout/capture',
      headers: bearer('sincreditos'),
      payload: { class_package_id: PACKAGE.subscription, subscriptionID, plan_id },
    });
    expect([refused.statusCode, refused.json()]).toEqual([
      402,
      { message: COMMERCE_MESSAGES.providerFailed, code: 'processing_error' },
    ]);
    const rows = await env.server.store.db
      .select()
      .from(purchases)
      .where(eq(purchases.customer_id, personas.sincreditos.customer_id));
    expect(rows.filter((row) => row.provider === 'paypal')).toEqual([]);
  });
});

describe.each(behaviourBackends())('PayPal with refused credentials on %s', (backend) => {
  const env = useServerWithFake(backend, startFakePaypal, (fake) => ({
    paypal: { ...fake.settings, clientSecret: 'not-the-secret-1234' },
  }));

  it('answers the default purchase error, leaves the purchase failed and keeps the secret out of the answer', async () => {
    const answer = await env.server.app.inject({
      method: 'POST',
      url: '/api/checkout/paypal',
      headers: bearer('sincreditos'),
      payload: { class_package_id: PACKAGE.ten },
    });
    expect([answer.statusCode, answer.json()]).toEqual([502, { message: COMMERCE_MESSAGES.providerFailed }]);
    expect(answer.body).not.toContain('not-the-secret');
    const rows = await env.server.store.db
      .select()
      .from(purchases)
      .where(eq(purchases.customer_id, personas.sincreditos.customer_id));
    expect(rows.filter((row) => row.provider === 'paypal').map((row) => row.status)).toEqual(['failed']);
  });
});

describe.each(behaviourBackends())('PayPal not configured on %s', (backend) => {
  it('answers the default purchase error without opening a purchase', async () => {
    const server = await startServer(backend);
    try {
      const answer = await server.app.inject({
        method: 'POST',
        url: '/api/checkout/paypal',
        headers: bearer('sincreditos'),
        payload: { class_package_id: PACKAGE.ten },
      });
      expect([answer.statusCode, answer.json().message]).toEqual([502, COMMERCE_MESSAGES.providerFailed]);
      const rows = await server.store.db
        .select()
        .from(purchases)
        .where(eq(purchases.customer_id, personas.sincreditos.customer_id));
      expect(rows.filter((row) => row.provider === 'paypal')).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
