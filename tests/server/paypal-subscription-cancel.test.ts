import { describe, expect, it } from 'vitest';
import { COMMERCE_MESSAGES } from '#src/domain/commerce/messages';
import { startFakePaypal } from './support/fake-paypal';
import { behaviourBackends } from './support/harness';
import { useServerWithFake } from './support/provider-server';
import { providerRows } from './support/provider-rows';

/*
 * Cancelling a subscription PayPal bills: the server ends it at PayPal (its REST API faked on a
 * local port) with the customer's reason, the purchase row locked, before it marks the purchase
 * cancelled; when PayPal cannot, the customer is told and the purchase stays active.
 */
describe.each(behaviourBackends())('cancelling a PayPal subscription on %s', (backend) => {
  const env = useServerWithFake(backend, startFakePaypal, (fake) => ({ paypal: fake.settings }));
  // suscrita's running monthly membership in the seed, billed by PayPal here.
  const PURCHASE = 6;

  const rows = providerRows(env);
  const billedByPaypal = (status?: string) => rows.billedByPaypal(PURCHASE, status);
  const status = async () => (await rows.purchase(PURCHASE))?.status;
  const cancel = () => rows.cancel(PURCHASE);

  it('ends the subscription at PayPal with the reason, then marks the purchase cancelled', async () => {
    const subscription_id = await billedByPaypal();
    const answer = await cancel();
    expect([answer.statusCode, answer.json().message]).toEqual([
      200,
      COMMERCE_MESSAGES.subscriptionCancelled,
    ]);
    expect(env.fake.requests.map((sent) => [sent.method, sent.path, sent.body])).toEqual([
      ['POST', `/v1/billing/subscriptions/${subscription_id}/cancel`, { reason: 'Me mudo de ciudad' }],
    ]);
    expect(env.fake.subscriptionStatus(subscription_id)).toBe('CANCELLED');
    expect(await status()).toBe('cancelled');
    // A second cancel finds it cancelled and asks PayPal nothing.
    expect((await cancel()).statusCode).toBe(412);
    expect(env.fake.requests).toHaveLength(1);
  });

  it('keeps the purchase active and says so when PayPal cannot end it', async () => {
    await billedByPaypal();
    env.fake.failNext(500, { name: 'INTERNAL_SERVER_ERROR', debug_id: 'dbg' });
    const answer = await cancel();
    expect([answer.statusCode, answer.json().message]).toEqual([502, COMMERCE_MESSAGES.providerFailed]);
    expect(await status()).toBe('active');
  });

  it('counts a subscription PayPal already ended as cancelled', async () => {
    await billedByPaypal('CANCELLED');
    const answer = await cancel();
    expect(answer.statusCode).toBe(200);
    expect(await status()).toBe('cancelled');
  });
});
