import { describe, expect, it } from 'vitest';
import { PACKAGE } from '#mocks/seed/commerce';
import { startFakeStripe } from './support/fake-stripe';
import { behaviourBackends, bearer } from './support/harness';
import { useServerWithFake } from './support/provider-server';
import { providerRows } from './support/provider-rows';

/*
 * The page's half of an embedded card payment, at the fake of Stripe's API the live e2e suite uses
 * (decision 088): Stripe.js confirms the PaymentIntent with the client secret the server answered,
 * and the event the fake then sends is one the server's webhook takes. Here the events are
 * delivered by the test; in the live suite the fake posts them itself.
 */
describe.each(behaviourBackends())('a card confirmed in the page, on %s', (backend) => {
  const env = useServerWithFake(backend, startFakeStripe, (fake) => ({ stripe: fake.settings }));
  const rows = providerRows(env);

  async function openCardPurchase() {
    const answer = await env.server.app.inject({
      method: 'POST',
      url: '/api/checkout/attempt',
      headers: bearer('sincreditos'),
      payload: { payment_method: 'card', class_package_id: PACKAGE.ten },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ purchase_id: number; clientSecret: string }>();
  }

  /** What Stripe.js sends: the publishable key, the client secret and the card as a test token. */
  const confirm = (clientSecret: string, token: string, secret = clientSecret) =>
    fetch(`${env.fake.settings.apiUrl}/v1/payment_intents/${clientSecret.split('_secret_')[0]}/confirm`, {
      method: 'POST',
      body: new URLSearchParams({
        key: 'pk_test_mock_lumen',
        client_secret: secret,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][token]': token,
      }),
    });

  const deliverEvents = () =>
    Promise.all(env.fake.events.map((event) => rows.deliver('/api/webhooks/stripe', event)));

  it('tok_visa: the intent succeeds and its payment_intent.succeeded completes the purchase with its credits', async () => {
    const { purchase_id, clientSecret } = await openCardPurchase();
    const answer = await confirm(clientSecret, 'tok_visa');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ status: 'succeeded', amount_received: 135000 });
    expect(env.fake.events).toMatchObject([{ type: 'payment_intent.succeeded' }]);
    expect((await deliverEvents()).map((delivered) => delivered.statusCode)).toEqual([200]);
    expect((await rows.purchase(purchase_id))?.status).toBe('completed');
    expect(await rows.credits(purchase_id)).toHaveLength(1);

    // A second confirmation is refused, as Stripe refuses one of a succeeded intent.
    expect((await confirm(clientSecret, 'tok_visa')).status).toBe(400);
  });

  it('insufficient funds: a 402 card_error with its decline code, and payment_failed fails the purchase', async () => {
    const { purchase_id, clientSecret } = await openCardPurchase();
    const answer = await confirm(clientSecret, 'tok_chargeDeclinedInsufficientFunds');
    expect(answer.status).toBe(402);
    expect(await answer.json()).toMatchObject({
      error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' },
    });
    expect(env.fake.events).toMatchObject([{ type: 'payment_intent.payment_failed' }]);
    await deliverEvents();
    expect((await rows.purchase(purchase_id))?.status).toBe('failed');
    expect(await rows.credits(purchase_id)).toEqual([]);
  });

  it('a wrong client secret finds no intent and sends nothing', async () => {
    const { clientSecret } = await openCardPurchase();
    expect((await confirm(clientSecret, 'tok_visa', `${clientSecret}x`)).status).toBe(404);
    expect(env.fake.events).toEqual([]);
  });
});
