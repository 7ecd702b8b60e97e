import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purchases } from '#server/db/schema';
import { COMMERCE_MESSAGES } from '#src/domain/commerce/messages';
import { startFakeStripe } from './support/fake-stripe';
import { behaviourBackends } from './support/harness';
import { useServerWithFake } from './support/provider-server';
import { providerRows } from './support/provider-rows';

/*
 * Cancelling a subscription that Stripe bills: the server ends it at Stripe (the official SDK
 * pointed at a fake of its API) before it marks the purchase cancelled; when Stripe cannot, the
 * customer is told and the purchase stays active.
 */
describe.each(behaviourBackends())('cancelling a Stripe subscription on %s', (backend) => {
  const env = useServerWithFake(backend, startFakeStripe, (fake) => ({ stripe: fake.settings }));
  // suscrita's running monthly membership in the seed, billed by Stripe here.
  const PURCHASE = 6;

  const billedByStripe = () =>
    env.server.store.db
      .update(purchases)
      .set({ provider: 'stripe' })
      .where(eq(purchases.purchase_id, PURCHASE));
  const rows = providerRows(env);
  const status = async () => (await rows.purchase(PURCHASE))?.status;
  const cancel = () => rows.cancel(PURCHASE);

  it('ends the subscription at Stripe with the reason, then marks the purchase cancelled', async () => {
    await billedByStripe();
    const answer = await cancel();
    expect([answer.statusCode, answer.json().message]).toEqual([
      200,
      COMMERCE_MESSAGES.subscriptionCancelled,
    ]);
    expect(env.fake.requests.map((sent) => [sent.method, sent.path, sent.form])).toEqual([
      ['DELETE', '/v1/subscriptions/sub_mock_0006', { 'cancellation_details[comment]': 'Me mudo de ciudad' }],
    ]);
    expect(await status()).toBe('cancelled');
  });

  it('keeps the purchase active and says so when Stripe cannot end it', async () => {
    await billedByStripe();
    env.fake.failNext(500, { type: 'api_error', message: 'Something went wrong' }, 3);
    const answer = await cancel();
    expect([answer.statusCode, answer.json().message]).toEqual([502, COMMERCE_MESSAGES.providerFailed]);
    expect(await status()).toBe('active');
  });

  it('counts a subscription Stripe already ended as cancelled', async () => {
    await billedByStripe();
    env.fake.failNext(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: 'No such subscription',
    });
    expect((await cancel()).statusCode).toBe(200);
    expect(await status()).toBe('cancelled');
  });
});
