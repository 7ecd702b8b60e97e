import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { personas } from '#mocks/personas';
import { PACKAGE } from '#mocks/seed/commerce';
import { purchases } from '#server/db/schema';
import { NOW } from './support/clock';
import { startFakeStripe } from './support/fake-stripe';
import { behaviourBackends, bearer } from './support/harness';
import { useServerWithFake } from './support/provider-server';
import { providerRows } from './support/provider-rows';
import { purchaseRows } from './support/purchase-rows';

const DAY_MS = 86_400_000;
const later = (days: number) => new Date(NOW.getTime() + days * DAY_MS);

/*
 * POST /checkout with a card token for a subscription package (issue 30, decision 076's update):
 * a Stripe Subscription whose first invoice is paid on the spot (`error_if_incomplete`, the
 * token's PaymentMethod attached to the customer's Stripe Customer), renewed by Stripe and told
 * by its invoice events like the attempt's. The seed's "Membresía mensual" (12 classes valid
 * 30 days, 1,599 MXN a month, 7 days of trial), against a fake of Stripe's API.
 */
describe.each(behaviourBackends())('a subscription bought with a card token on %s', (backend) => {
  const env = useServerWithFake(backend, startFakeStripe, (fake) => ({ stripe: fake.settings }));
  const customer_id = personas.sincreditos.customer_id;
  const rows = providerRows(env);
  const db = () => env.server.store.db;
  const { withoutTrial, invoices: invoiceRows, credits: creditRows } = purchaseRows(db);

  const checkout = (token_id: string, key: string) =>
    env.server.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...bearer('sincreditos'), 'idempotency-key': key },
      payload: { class_package_id: PACKAGE.subscription, customer_id, token_id },
    });
  const sentTo = (path: string) => env.fake.requests.filter((sent) => sent.path === path);
  const mine = () => db().select().from(purchases).where(eq(purchases.customer_id, customer_id));
  const setClock = (now: Date) =>
    env.server.app.inject({ method: 'PUT', url: '/api/__test__/clock', payload: { now: now.toISOString() } });
  const invoicePaid = (
    event_id: string,
    subscription_id: string,
    invoice: { id: string; billing_reason: 'subscription_create' | 'subscription_cycle'; amount: number },
  ) =>
    rows.deliver(
      '/api/webhooks/stripe',
      env.fake.invoiceEvent(event_id, 'invoice.paid', subscription_id, invoice),
    );

  it('without trial: a Subscription paid now on the attached token, the purchase active with its first invoice and credits; a renewal grants the next period', async () => {
    await withoutTrial();
    const answer = await checkout('tok_visa', 'token-sub-1');
    expect(answer.statusCode).toBe(200);
    const { purchase_id } = answer.json<{ purchase_id: number }>();
    expect(answer.json()).toEqual({ payment_id: 'sub_fake_5', purchase_id: expect.any(Number) });

    expect(
      env.fake.requests.map((sent) => [sent.method, sent.path, sent.headers['idempotency-key']]),
    ).toEqual([
      ['POST', '/v1/customers', `customer-${customer_id}`],
      ['POST', '/v1/prices', `package-${PACKAGE.subscription}-159900-1-month`],
      ['POST', '/v1/payment_methods', `purchase-${purchase_id}-method`],
      ['POST', '/v1/payment_methods/pm_fake_3/attach', `purchase-${purchase_id}-attach`],
      ['POST', '/v1/subscriptions', `purchase-${purchase_id}-subscription-token`],
    ]);
    expect(sentTo('/v1/payment_methods')[0]!.form).toMatchObject({ type: 'card', 'card[token]': 'tok_visa' });
    expect(sentTo('/v1/payment_methods/pm_fake_3/attach')[0]!.form).toEqual({ customer: 'cus_fake_1' });
    const subscription = sentTo('/v1/subscriptions')[0]!.form;
    expect(subscription).toMatchObject({
      customer: 'cus_fake_1',
      'items[0][price]': 'price_fake_2',
      default_payment_method: 'pm_fake_3',
      payment_behavior: 'error_if_incomplete',
      'metadata[purchase_id]': String(purchase_id),
      'expand[0]': 'latest_invoice',
    });
    expect(subscription).not.toHaveProperty('trial_period_days');
    // Nothing is charged as a one-off: the subscription's invoice is the charge.
    expect(sentTo('/v1/payment_intents')).toEqual([]);

    expect(await rows.purchase(purchase_id)).toMatchObject({
      status: 'active',
      provider: 'stripe',
      subscription_id: 'sub_fake_5',
      provider_payment_id: 'sub_fake_5',
    });
    expect(
      (await invoiceRows(purchase_id)).map((row) => [
        row.total_payment_cents,
        row.status,
        row.provider_invoice_id,
      ]),
    ).toEqual([[159900, 'completed', 'in_fake_5']]);
    expect(await creditRows(purchase_id)).toEqual([
      expect.objectContaining({
        customer_id,
        available_classes: 12,
        expiration_date: later(30).toISOString(),
      }),
    ]);

    // A month later Stripe charges the next period and says so: the next period's credits, once.
    await setClock(later(30));
    const renewed = await invoicePaid('evt_token_renewal', 'sub_fake_5', {
      id: 'in_second',
      billing_reason: 'subscription_cycle',
      amount: 159900,
    });
    expect(renewed.statusCode).toBe(200);
    expect(
      (await creditRows(purchase_id)).map((row) => [row.available_classes, row.expiration_date]),
    ).toEqual([
      [12, later(30).toISOString()],
      [12, later(60).toISOString()],
    ]);
    expect(
      (await invoiceRows(purchase_id)).map((row) => [row.total_payment_cents, row.provider_invoice_id]),
    ).toEqual([
      [159900, 'in_fake_5'],
      [159900, 'in_second'],
    ]);
  });

  it('the first invoice told by its invoice.paid event after the on-the-spot settle changes nothing', async () => {
    await withoutTrial();
    const answer = await checkout('tok_visa', 'token-sub-2');
    const { purchase_id } = answer.json<{ purchase_id: number }>();
    const before = {
      purchase: await rows.purchase(purchase_id),
      invoices: await invoiceRows(purchase_id),
      credits: await creditRows(purchase_id),
    };
    const told = await invoicePaid('evt_token_first', 'sub_fake_5', {
      id: 'in_fake_5',
      billing_reason: 'subscription_create',
      amount: 159900,
    });
    expect(told.statusCode).toBe(200);
    expect({
      purchase: await rows.purchase(purchase_id),
      invoices: await invoiceRows(purchase_id),
      credits: await creditRows(purchase_id),
    }).toEqual(before);
    expect(before.invoices).toHaveLength(1);
    expect(before.credits).toHaveLength(1);
  });

  it('with the free trial: trial_period_days sent, nothing charged now, its first invoice 0, the first period granted', async () => {
    const answer = await checkout('tok_visa', 'token-sub-3');
    expect(answer.statusCode).toBe(200);
    const { purchase_id, payment_id } = answer.json<{ purchase_id: number; payment_id: string }>();
    expect(payment_id).toBe('sub_fake_5');
    expect(sentTo('/v1/subscriptions')[0]!.form).toMatchObject({
      trial_period_days: '7',
      payment_behavior: 'error_if_incomplete',
      default_payment_method: 'pm_fake_3',
    });
    expect(sentTo('/v1/payment_intents')).toEqual([]);
    expect(await rows.purchase(purchase_id)).toMatchObject({
      status: 'active',
      subscription_id: 'sub_fake_5',
    });
    expect(
      (await invoiceRows(purchase_id)).map((row) => [row.total_payment_cents, row.provider_invoice_id]),
    ).toEqual([[0, 'in_fake_5']]);
    expect(await creditRows(purchase_id)).toHaveLength(1);

    // The trial's own 0 invoice told afterwards is the same one: nothing more.
    await invoicePaid('evt_trial_first', 'sub_fake_5', {
      id: 'in_fake_5',
      billing_reason: 'subscription_create',
      amount: 0,
    });
    expect(await invoiceRows(purchase_id)).toHaveLength(1);
    expect(await creditRows(purchase_id)).toHaveLength(1);
  });

  it.each([
    // Refused when the card is attached (Stripe verifies it with the bank)…
    [
      'tok_chargeDeclinedInsufficientFunds',
      {
        message: 'Lo sentimos. Tu tarjeta ha sido rechazada por fondos insuficientes.',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
      },
      '/v1/payment_methods/pm_fake_3/attach',
    ],
    // …or only when the first invoice is charged.
    [
      'tok_chargeCustomerFail',
      {
        message: 'Tu tarjeta fue rechazada por tu banco. Comunícate con tu banco para saber más.',
        code: 'card_declined',
        decline_code: 'generic_decline',
      },
      '/v1/subscriptions',
    ],
  ])(
    '%s: 402 with its code and text, the purchase failed, nothing granted, the same again for its key',
    async (token, refusal, refusedAt) => {
      await withoutTrial();
      const first = await checkout(token, `token-refused-${token}`);
      expect([first.statusCode, first.json()]).toEqual([402, refusal]);
      // Refused by the subscription's card steps, never charged as a one-off.
      expect(env.fake.requests.at(-1)!.path).toBe(refusedAt);
      expect(sentTo('/v1/payment_intents')).toEqual([]);
      expect(env.fake.subscriptions.size).toBe(0);
      const [row] = await mine();
      expect(row).toMatchObject({ status: 'failed', subscription_id: null });
      expect(await creditRows(row!.purchase_id)).toEqual([]);
      expect(await invoiceRows(row!.purchase_id)).toEqual([]);

      const sent = env.fake.requests.length;
      const again = await checkout(token, `token-refused-${token}`);
      expect([again.statusCode, again.json()]).toEqual([402, refusal]);
      expect(env.fake.requests).toHaveLength(sent);
      expect(await mine()).toHaveLength(1);
    },
  );

  it('the same Idempotency-Key twice, at once and again later, makes one subscription and one purchase', async () => {
    await withoutTrial();
    const release = env.fake.hold();
    const first = checkout('tok_visa', 'token-sub-twice');
    const second = checkout('tok_visa', 'token-sub-twice');
    await expect.poll(() => env.fake.requests.length).toBeGreaterThan(0);
    release();
    const answers = await Promise.all([first, second]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[1]!.json()).toEqual(answers[0]!.json());
    const sent = env.fake.requests.length;
    const later = await checkout('tok_visa', 'token-sub-twice');
    expect(later.json()).toEqual(answers[0]!.json());
    expect(env.fake.requests).toHaveLength(sent);

    expect(env.fake.subscriptions.size).toBe(1);
    const bought = await mine();
    expect(bought.map((row) => [row.status, row.subscription_id])).toEqual([['active', 'sub_fake_5']]);
    expect(await invoiceRows(bought[0]!.purchase_id)).toHaveLength(1);
    expect(await creditRows(bought[0]!.purchase_id)).toHaveLength(1);
  });
});
