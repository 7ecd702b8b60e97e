import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { personas } from '#mocks/personas';
import { PACKAGE } from '#mocks/seed/commerce';
import { providerEvents } from '#server/db/schema';
import { NOW } from './support/clock';
import { startFakeStripe } from './support/fake-stripe';
import { behaviourBackends, bearer } from './support/harness';
import { useServerWithFake } from './support/provider-server';
import { providerRows } from './support/provider-rows';

const DAY_MS = 86_400_000;

/*
 * Stripe's events, signed with the SDK's own test helper: only a verified event makes a card
 * purchase paid, and each event id changes the database once, however often and however
 * simultaneously Stripe delivers it.
 */
describe.each(behaviourBackends())('Stripe webhooks on %s', (backend) => {
  const env = useServerWithFake(backend, startFakeStripe, (fake) => ({ stripe: fake.settings }));
  const customer_id = personas.sincreditos.customer_id;

  /** A card purchase as the app opens it: pending, with its PaymentIntent. */
  async function openCardPurchase(class_package_id: number = PACKAGE.ten) {
    const answer = await env.server.app.inject({
      method: 'POST',
      url: '/api/checkout/attempt',
      headers: bearer('sincreditos'),
      payload: { payment_method: 'card', class_package_id },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ purchase_id: number }>().purchase_id;
  }

  const intentEvent = (
    id: string,
    type: 'payment_intent.succeeded' | 'payment_intent.payment_failed',
    purchase_id: number,
    amount = 135000,
  ) => ({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: 1_795_000_000,
    data: {
      object: {
        id: 'pi_fake_1',
        object: 'payment_intent',
        amount,
        amount_received: type === 'payment_intent.succeeded' ? amount : 0,
        currency: 'mxn',
        status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method',
        metadata: { purchase_id: String(purchase_id), customer_id: String(customer_id) },
      },
    },
  });

  const rows = providerRows(env);
  const { purchase, credits } = rows;
  const deliver = (event: object, headers?: Record<string, string>) =>
    rows.deliver('/api/webhooks/stripe', event, headers);

  it('payment_intent.succeeded makes the purchase completed and grants its credits with their expiry', async () => {
    const purchase_id = await openCardPurchase();
    const answer = await deliver(intentEvent('evt_paid_1', 'payment_intent.succeeded', purchase_id));
    expect([answer.statusCode, answer.json()]).toEqual([200, { received: true }]);
    expect((await purchase(purchase_id))?.status).toBe('completed');
    expect(await credits(purchase_id)).toEqual([
      expect.objectContaining({
        customer_id,
        available_classes: 10,
        expiration_date: new Date(NOW.getTime() + 90 * DAY_MS).toISOString(),
      }),
    ]);
  });

  it('the same event delivered 3 times at once grants once', async () => {
    const purchase_id = await openCardPurchase();
    const event = intentEvent('evt_paid_3x', 'payment_intent.succeeded', purchase_id);
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await credits(purchase_id)).toHaveLength(1);
    expect(
      await env.server.store.db
        .select()
        .from(providerEvents)
        .where(eq(providerEvents.event_id, 'evt_paid_3x')),
    ).toHaveLength(1);

    // Another event for the same payment (the session's, a late one) finds it settled.
    await deliver({
      ...intentEvent('evt_paid_again', 'payment_intent.succeeded', purchase_id),
    });
    await deliver(intentEvent('evt_failed_late', 'payment_intent.payment_failed', purchase_id));
    expect((await purchase(purchase_id))?.status).toBe('completed');
    expect(await credits(purchase_id)).toHaveLength(1);
  });

  it('checkout.session.completed, paid, settles a hosted-page purchase', async () => {
    const purchase_id = await openCardPurchase(PACKAGE.five);
    const answer = await deliver({
      id: 'evt_session_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_fake_1',
          object: 'checkout.session',
          amount_total: 75000,
          currency: 'mxn',
          payment_status: 'paid',
          status: 'complete',
          client_reference_id: String(purchase_id),
          metadata: { purchase_id: String(purchase_id) },
        },
      },
    });
    expect(answer.statusCode).toBe(200);
    expect((await purchase(purchase_id))?.status).toBe('completed');
    expect(await credits(purchase_id)).toEqual([expect.objectContaining({ available_classes: 5 })]);
  });

  it('a failed payment leaves the purchase failed, its place and limit free', async () => {
    const purchase_id = await openCardPurchase(PACKAGE.trial);
    await deliver(intentEvent('evt_failed_1', 'payment_intent.payment_failed', purchase_id, 9900));
    expect((await purchase(purchase_id))?.status).toBe('failed');
    expect(await credits(purchase_id)).toEqual([]);
    // The trial allows one purchase: the failed one no longer counts.
    expect(await openCardPurchase(PACKAGE.trial)).not.toBe(purchase_id);
  });

  it('refuses an event whose signature does not hold, and grants nothing for another amount', async () => {
    const purchase_id = await openCardPurchase();
    const event = intentEvent('evt_forged', 'payment_intent.succeeded', purchase_id);
    const forged = await deliver(event, {
      'content-type': 'application/json',
      'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
    });
    const unsigned = await deliver(event, { 'content-type': 'application/json' });
    for (const answer of [forged, unsigned]) {
      expect([answer.statusCode, answer.json()]).toEqual([
        400,
        { message: 'La firma del evento de Stripe no es válida.' },
      ]);
    }
    const tampered = env.fake.signed(event);
    const edited = await env.server.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: tampered.headers,
      payload: tampered.payload.replace('135000', '1'),
    });
    expect(edited.statusCode).toBe(400);

    await deliver(intentEvent('evt_short', 'payment_intent.succeeded', purchase_id, 100));
    expect((await purchase(purchase_id))?.status).toBe('pending');
    expect(await credits(purchase_id)).toEqual([]);
  });
});
