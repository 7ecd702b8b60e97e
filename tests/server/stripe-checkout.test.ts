import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personas } from '#mocks/personas';
import { PACKAGE } from '#mocks/seed/commerce';
import { availableClasses, discounts, purchases } from '#server/db/schema';
import { COMMERCE_MESSAGES } from '#src/domain/commerce/messages';
import { startFakeStripe } from './support/fake-stripe';
import { behaviourBackends, bearer, startServer, type TestServer } from './support/harness';
import { useServerWithFake } from './support/provider-server';

/*
 * A card checkout with Stripe's official SDK pointed at a fake of its API on a local port: the
 * request the server sends (amount in cents, MXN, the purchase in metadata, an idempotency key),
 * the answer the app gets and the row stored, in both of the studio's checkout modes.
 */
describe.each(behaviourBackends())('card checkout with Stripe on %s', (backend) => {
  const env = useServerWithFake(backend, startFakeStripe, (fake) => ({ stripe: fake.settings }));
  const customer_id = personas.sincreditos.customer_id;

  const attempt = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    env.server.app.inject({
      method: 'POST',
      url: '/api/checkout/attempt',
      headers: { ...bearer('sincreditos'), ...headers },
      payload: { payment_method: 'card', ...body },
    });
  const stored = async (purchase_id: number) =>
    (await env.server.store.db.select().from(purchases).where(eq(purchases.purchase_id, purchase_id)))[0];
  const mine = () =>
    env.server.store.db.select().from(purchases).where(eq(purchases.customer_id, customer_id));
  const codeUses = async (code: string) =>
    (await env.server.store.db.select().from(discounts).where(eq(discounts.discountCode, code)))[0]?.uses;

  it('embedded mode: a pending purchase and a PaymentIntent for its total in cents, answering its client secret', async () => {
    const answer = await attempt({ class_package_id: PACKAGE.ten }, { 'idempotency-key': 'card-1' });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toEqual({
      purchase_id: expect.any(Number),
      status: 'pending',
      clientSecret: 'pi_fake_1_secret_fake1',
    });

    expect(env.fake.requests).toHaveLength(1);
    const [sent] = env.fake.requests;
    expect([sent!.method, sent!.path]).toEqual(['POST', '/v1/payment_intents']);
    expect(sent!.headers.authorization).toBe('Bearer sk_test_fake');
    expect(sent!.headers['idempotency-key']).toBe(`purchase-${body.purchase_id}-embedded`);
    expect(sent!.form).toMatchObject({
      amount: '135000',
      currency: 'mxn',
      'metadata[purchase_id]': String(body.purchase_id),
      'metadata[customer_id]': String(customer_id),
    });

    expect(await stored(body.purchase_id)).toMatchObject({
      status: 'pending',
      provider: 'stripe',
      provider_payment_id: 'pi_fake_1',
      total_payment_cents: 135000,
    });
    const credits = await env.server.store.db
      .select()
      .from(availableClasses)
      .where(eq(availableClasses.purchase_id, body.purchase_id));
    expect(credits).toEqual([]);

    // The app's retry with the same key gets the same answer and Stripe is not asked again.
    const again = await attempt({ class_package_id: PACKAGE.ten }, { 'idempotency-key': 'card-1' });
    expect(again.json()).toEqual(body);
    expect(env.fake.requests).toHaveLength(1);
    expect(await mine()).toHaveLength(1);
  });

  it("session mode: a Checkout Session whose page returns to the app's thanks page, answering its url", async () => {
    const set = await env.server.app.inject({
      method: 'PUT',
      url: '/api/__test__/config',
      payload: { key: 'stripe_checkout_mode', value: 'session' },
    });
    expect(set.statusCode).toBeLessThan(300);
    const answer = await attempt({ class_package_id: PACKAGE.five, discountCode: 'MENOS100' });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toEqual({
      purchase_id: expect.any(Number),
      status: 'pending',
      session: { url: 'https://checkout.stripe.com/c/pay/cs_test_fake_1' },
    });
    const [sent] = env.fake.requests;
    expect(sent!.path).toBe('/v1/checkout/sessions');
    expect(sent!.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '65000',
      'line_items[0][price_data][currency]': 'mxn',
      client_reference_id: String(body.purchase_id),
      'metadata[purchase_id]': String(body.purchase_id),
      'payment_intent_data[metadata][purchase_id]': String(body.purchase_id),
      success_url: `http://localhost:5173/gracias/${body.purchase_id}`,
      cancel_url: `http://localhost:5173/checkout/${PACKAGE.five}`,
    });
    expect(await stored(body.purchase_id)).toMatchObject({
      status: 'pending',
      provider_payment_id: 'cs_test_fake_1',
    });
  });

  it('Stripe refusing answers 502 in Spanish, leaves the purchase failed, its place, limit and code use free', async () => {
    const invalidKey = {
      type: 'invalid_request_error',
      message: 'Invalid API Key provided: sk_test_****fake',
    };
    env.fake.failNext(401, invalidKey);
    const refused = await attempt({ class_package_id: PACKAGE.trial }, { 'idempotency-key': 'card-2' });
    expect([refused.statusCode, refused.json()]).toEqual([
      502,
      { message: COMMERCE_MESSAGES.providerFailed },
    ]);
    expect(refused.body).not.toContain('sk_test');
    const [failed] = await mine();
    expect(failed).toMatchObject({ status: 'failed', class_package_id: PACKAGE.trial });

    // The trial's limit of one is not spent by the failure, and the same key is checked afresh.
    const retried = await attempt({ class_package_id: PACKAGE.trial }, { 'idempotency-key': 'card-2' });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().purchase_id).not.toBe(failed!.purchase_id);

    const usesBefore = await codeUses('MENOS100');
    env.fake.failNext(401, invalidKey);
    const coded = await attempt({ class_package_id: PACKAGE.five, discountCode: 'MENOS100' });
    expect(coded.statusCode).toBe(502);
    expect(await codeUses('MENOS100')).toBe(usesBefore);
  });

  it('a retry with the same key while Stripe is still answering gets the same payment, one purchase', async () => {
    const release = env.fake.hold();
    const first = attempt({ class_package_id: PACKAGE.ten }, { 'idempotency-key': 'card-3' });
    await expect.poll(() => env.fake.requests.length).toBe(1);
    const second = attempt({ class_package_id: PACKAGE.ten }, { 'idempotency-key': 'card-3' });
    await expect.poll(() => env.fake.requests.length).toBe(2);
    release();
    const answers = await Promise.all([first, second]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[1]!.json()).toEqual(answers[0]!.json());
    expect(answers[0]!.json().clientSecret).toBe('pi_fake_1_secret_fake1');
    expect(env.fake.requests.map((request) => request.headers['idempotency-key'])).toEqual([
      `purchase-${answers[0]!.json().purchase_id}-embedded`,
      `purchase-${answers[0]!.json().purchase_id}-embedded`,
    ]);
    expect(await mine()).toHaveLength(1);
  });
});

/*
 * POST /checkout with a card token: Stripe's way for tokens (a PaymentMethod, then a PaymentIntent
 * confirmed at once), each keyed by the purchase; the purchase completed and granted only on
 * Stripe's "succeeded".
 */
describe.each(behaviourBackends())('a card token charged on the spot with Stripe on %s', (backend) => {
  const env = useServerWithFake(backend, startFakeStripe, (fake) => ({ stripe: fake.settings }));
  const customer_id = personas.sincreditos.customer_id;
  const charge = (token_id: string, key: string) =>
    env.server.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...bearer('sincreditos'), 'idempotency-key': key },
      payload: { class_package_id: PACKAGE.ten, customer_id, token_id },
    });
  const mine = () =>
    env.server.store.db.select().from(purchases).where(eq(purchases.customer_id, customer_id));

  it('makes a PaymentMethod of the token and a confirmed PaymentIntent for the total', async () => {
    const answer = await charge('tok_visa', 'direct-1');
    expect(answer.statusCode).toBe(200);
    const { purchase_id, payment_id } = answer.json();
    expect(payment_id).toBe('pi_fake_2');
    const [method, intent] = env.fake.requests;
    expect([method!.path, method!.form['card[token]'], method!.headers['idempotency-key']]).toEqual([
      '/v1/payment_methods',
      'tok_visa',
      `purchase-${purchase_id}-method`,
    ]);
    expect(intent!.path).toBe('/v1/payment_intents');
    expect(intent!.headers['idempotency-key']).toBe(`purchase-${purchase_id}-charge`);
    expect(intent!.form).toMatchObject({
      amount: '135000',
      currency: 'mxn',
      confirm: 'true',
      payment_method: 'pm_fake_1',
      'metadata[purchase_id]': String(purchase_id),
    });
    const [row] = await mine();
    expect(row).toMatchObject({ status: 'completed', provider: 'stripe', provider_payment_id: 'pi_fake_2' });
    const credits = await env.server.store.db
      .select()
      .from(availableClasses)
      .where(eq(availableClasses.purchase_id, purchase_id));
    expect(credits.map((credit) => credit.available_classes)).toEqual([10]);
  });

  it('a refused card is answered again for its key without a second charge', async () => {
    const first = await charge('tok_chargeDeclinedInsufficientFunds', 'direct-2');
    expect([first.statusCode, first.json().decline_code]).toEqual([402, 'insufficient_funds']);
    const sent = env.fake.requests.length;
    const again = await charge('tok_chargeDeclinedInsufficientFunds', 'direct-2');
    expect([again.statusCode, again.json()]).toEqual([402, first.json()]);
    expect(env.fake.requests).toHaveLength(sent);
    expect((await mine()).map((row) => row.status)).toEqual(['failed']);
  });

  it('Stripe failing answers 502, frees the purchase and its key: the retry is charged', async () => {
    env.fake.failNext(500, { type: 'api_error', message: 'Something went wrong' }, 3);
    const failed = await charge('tok_visa', 'direct-3');
    expect([failed.statusCode, failed.json()]).toEqual([502, { message: COMMERCE_MESSAGES.providerFailed }]);
    const retried = await charge('tok_visa', 'direct-3');
    expect(retried.statusCode).toBe(200);
    expect((await mine()).map((row) => row.status).sort()).toEqual(['completed', 'failed']);
  });
});

describe('card checkout without Stripe configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite');
  });
  afterAll(() => server?.close());

  it('answers 502 in Spanish and opens no purchase', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/checkout/attempt',
      headers: bearer('sincreditos'),
      payload: { payment_method: 'card', class_package_id: PACKAGE.ten },
    });
    expect([answer.statusCode, answer.json()]).toEqual([502, { message: COMMERCE_MESSAGES.providerFailed }]);
    const rows = await server.store.db
      .select()
      .from(purchases)
      .where(eq(purchases.customer_id, personas.sincreditos.customer_id));
    expect(rows.filter((row) => row.provider === 'stripe')).toEqual([]);
  });
});
