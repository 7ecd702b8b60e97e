import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { personas } from '#mocks/personas';
import type { Database } from '#server/db/client';
import { idempotencyKeys, providerEvents, purchases, sentMails } from '#server/db/schema';
import { KEEP_DAYS, purgeExpiredRecords } from '#server/jobs/purge';
import { reconcileSubscriptions } from '#server/jobs/subscription-reconcile';
import { paypalOf } from '#server/providers/paypal';
import { stripeOf } from '#server/providers/stripe';
import { NOW } from './support/clock';
import { startFakePaypal } from './support/fake-paypal';
import { startFakeStripe } from './support/fake-stripe';
import { backends, testConfig } from './support/harness';
import { useServerWithFake } from './support/provider-server';
import { providerRows } from './support/provider-rows';

/*
 * Two of the studio's scheduled jobs (issue 32, decision 067): subscriptions checked against
 * their provider, for the webhooks that never came; and the records kept only for a while.
 */
// suscrita's running monthly membership in the seed.
const PURCHASE = 6;
const statusOf = async (db: Database) =>
  (
    await db.select({ status: purchases.status }).from(purchases).where(eq(purchases.purchase_id, PURCHASE))
  )[0]?.status;
const none = () => undefined;

describe.each(backends())('reconciling subscriptions on %s', (backend) => {
  describe('billed by PayPal', () => {
    const env = useServerWithFake(backend, startFakePaypal, (fake) => ({ paypal: fake.settings }));
    const providers = () => ({ stripe: none, paypal: paypalOf(testConfig({ paypal: env.fake.settings })) });
    const billedByPaypal = (status: string) => providerRows(env).billedByPaypal(PURCHASE, status);

    it('ends the purchase of a subscription PayPal cancelled, once', async () => {
      const subscription_id = await billedByPaypal('CANCELLED');
      const db = env.server.store.db;
      expect(await reconcileSubscriptions(db, NOW, providers())).toEqual({
        ended: [PURCHASE],
        unanswered: [],
      });
      expect(await statusOf(db)).toBe('cancelled');
      expect(env.fake.requests.map((sent) => [sent.method, sent.path])).toContainEqual([
        'GET',
        `/v1/billing/subscriptions/${subscription_id}`,
      ]);
      // Cancelled now, it is not asked about again.
      const asked = env.fake.requests.length;
      expect(await reconcileSubscriptions(db, NOW, providers())).toEqual({ ended: [], unanswered: [] });
      expect(env.fake.requests).toHaveLength(asked);
    });

    it('keeps an active one, and one PayPal could not answer about (tried next time)', async () => {
      await billedByPaypal('ACTIVE');
      const db = env.server.store.db;
      expect(await reconcileSubscriptions(db, NOW, providers())).toEqual({ ended: [], unanswered: [] });
      env.fake.failNext(500, { name: 'INTERNAL_SERVER_ERROR', debug_id: 'dbg' }, 5);
      expect(await reconcileSubscriptions(db, NOW, providers())).toEqual({
        ended: [],
        unanswered: [PURCHASE],
      });
      expect(await statusOf(db)).toBe('active');
    });
  });

  describe('billed by Stripe', () => {
    const env = useServerWithFake(backend, startFakeStripe, (fake) => ({ stripe: fake.settings }));
    const providers = () => ({ stripe: stripeOf(testConfig({ stripe: env.fake.settings })), paypal: none });

    it('ends the purchase of a subscription Stripe cancelled; an active one stays', async () => {
      const db = env.server.store.db;
      await db.update(purchases).set({ provider: 'stripe' }).where(eq(purchases.purchase_id, PURCHASE));
      const [{ subscription_id }] = (await db
        .select({ subscription_id: purchases.subscription_id })
        .from(purchases)
        .where(eq(purchases.purchase_id, PURCHASE))) as [{ subscription_id: string }];
      expect(await reconcileSubscriptions(db, NOW, providers())).toEqual({ ended: [], unanswered: [] });
      expect(await statusOf(db)).toBe('active');
      env.fake.setSubscriptionStatus(subscription_id, 'canceled');
      expect(await reconcileSubscriptions(db, NOW, providers())).toEqual({
        ended: [PURCHASE],
        unanswered: [],
      });
      expect(await statusOf(db)).toBe('cancelled');
    });
  });
});

describe.each(backends())('purging what is kept only for a while on %s', (backend) => {
  const env = useServerWithFake(backend, startFakeStripe, () => ({}));
  const DAY_MS = 86_400_000;
  const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();

  it('removes old checkout keys, provider events and delivered mails; keeps the recent and the undelivered', async () => {
    const db = env.server.store.db;
    const ana = personas.ana.customer_id;
    await db.insert(idempotencyKeys).values([
      { customer_id: ana, key: 'viejo', createdAt: daysAgo(KEEP_DAYS.idempotencyKeys + 1) },
      { customer_id: ana, key: 'reciente', createdAt: daysAgo(1) },
    ]);
    await db.insert(providerEvents).values([
      {
        provider: 'stripe',
        event_id: 'evt_viejo',
        type: 't',
        receivedAt: daysAgo(KEEP_DAYS.providerEvents + 1),
      },
      { provider: 'stripe', event_id: 'evt_reciente', type: 't', receivedAt: daysAgo(2) },
    ]);
    const mail = (event_key: string, delivered_at: string | null, createdAt: string) => ({
      to: 'ana@demo.mx',
      subject: 'Recordatorio',
      body: 'Hola Ana',
      event_key,
      createdAt,
      delivered_at,
    });
    const old = daysAgo(KEEP_DAYS.deliveredMails + 1);
    await db
      .insert(sentMails)
      .values([
        mail('purge:entregado-viejo', old, old),
        mail('purge:sin-entregar-viejo', null, old),
        mail('purge:entregado-reciente', daysAgo(3), daysAgo(3)),
      ]);

    expect(await purgeExpiredRecords(db, NOW)).toEqual({
      idempotencyKeys: 1,
      providerEvents: 1,
      deliveredMails: 1,
    });
    expect(
      (await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((row) => row.key),
    ).toContain('reciente');
    expect(
      (await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((row) => row.key),
    ).not.toContain('viejo');
    const events = (await db.select({ id: providerEvents.event_id }).from(providerEvents)).map(
      (row) => row.id,
    );
    expect(events).toContain('evt_reciente');
    expect(events).not.toContain('evt_viejo');
    const kept = (await db.select({ key: sentMails.event_key }).from(sentMails)).map((row) => row.key);
    expect(kept).toEqual(expect.arrayContaining(['purge:sin-entregar-viejo', 'purge:entregado-reciente']));
    expect(kept).not.toContain('purge:entregado-viejo');
    // A second run finds nothing left.
    expect(await purgeExpiredRecords(db, NOW)).toEqual({
      idempotencyKeys: 0,
      providerEvents: 0,
      deliveredMails: 0,
    });
  });
});
