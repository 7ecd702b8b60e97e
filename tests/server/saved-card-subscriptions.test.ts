import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { personas } from '#mocks/personas';
import { PACKAGE } from '#mocks/seed/commerce';
import { createClock } from '#server/clock';
import { invoices, purchases, sentMails } from '#server/db/schema';
import { renewSavedCardSubscriptions } from '#server/jobs/saved-card-renewals';
import { studioJobs } from '#server/jobs/studio-jobs';
import { conektaOf } from '#server/providers/conekta';
import { NOW } from './support/clock';
import { startFakeConekta } from './support/fake-conekta';
import { behaviourBackends, bearer, testConfig } from './support/harness';
import { useServerWithFake } from './support/provider-server';
import { purchaseRows } from './support/purchase-rows';

const DAY_MS = 86_400_000;
const later = (days: number, ms = 0) => new Date(NOW.getTime() + days * DAY_MS + ms);
/** NOW (2026-11-25 18:00 UTC) a month on: the first charge of a monthly subscription without trial. */
const MONTH_ON = new Date('2026-12-25T18:00:00.000Z');

/*
 * A subscription package bought with a saved card (decision 082): Conekta charges the card at the
 * checkout (or nothing during a free trial), the purchase runs as a subscription on that card,
 * and the renewals job charges it once per period through Conekta's official SDK pointed at a
 * fake of its API. The seed's "Membresía mensual" (12 classes valid 30 days, 1,599 MXN a month,
 * 7 days of trial).
 */
describe.each(behaviourBackends())('subscriptions renewed on a saved card on %s', (backend) => {
  const env = useServerWithFake(backend, startFakeConekta, (fake) => ({ conekta: fake.settings }));
  const customer_id = personas.sincreditos.customer_id;
  const db = () => env.server.store.db;
  const { withoutTrial, credits: creditRows } = purchaseRows(db);
  const conekta = () => conektaOf(testConfig({ conekta: env.fake.settings }));
  const renew = (now: Date) => renewSavedCardSubscriptions(db(), now, conekta());

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    env.server.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer('sincreditos'),
      ...(payload ? { payload } : {}),
    });
  const orders = () => env.fake.requests.filter((sent) => sent.method === 'POST' && sent.path === '/orders');
  const invoiceRows = async (purchase_id: number) =>
    (
      await db()
        .select()
        .from(invoices)
        .where(eq(invoices.purchase_id, purchase_id))
        .orderBy(asc(invoices.invoice_id))
    ).map((row) => [row.status, row.total_payment_cents, row.provider_invoice_id]);
  const purchaseRow = async (purchase_id: number) =>
    (await db().select().from(purchases).where(eq(purchases.purchase_id, purchase_id)))[0]!;

  /** A card saved, then the subscription bought with it at the checkout. */
  async function buy(via: 'attempt' | 'checkout' = 'attempt') {
    const saved = await call('POST', '/metodosPago', {
      token_id: 'tok_test_visa_4242',
      card_type: 'visa',
      last_digits: '4242',
      saveCard: true,
    });
    const { payment_source_id } = saved.json().metodo_pago as { payment_source_id: number };
    const answer =
      via === 'attempt'
        ? await call('POST', '/checkout/attempt', {
            payment_method: 'saved_card',
            class_package_id: PACKAGE.subscription,
            payment_source_id,
          })
        : await call('POST', '/checkout', {
            class_package_id: PACKAGE.subscription,
            customer_id,
            payment_source_id,
          });
    expect(answer.statusCode).toBe(200);
    return { purchase_id: answer.json<{ purchase_id: number }>().purchase_id, payment_source_id, answer };
  }

  it('stores a running subscription on the saved card, its checkout charge the first invoice', async () => {
    await withoutTrial();
    const { purchase_id, payment_source_id, answer } = await buy();
    expect(answer.json()).toEqual({ purchase_id, status: 'active' });
    expect(orders().map((sent) => [sent.headers['idempotency-key'], sent.json?.line_items])).toEqual([
      [`purchase-${purchase_id}`, [{ name: 'Membresía mensual', unit_price: 159900, quantity: 1 }]],
    ]);
    expect(await purchaseRow(purchase_id)).toMatchObject({
      status: 'active',
      provider: 'conekta',
      subscription_id: `sub_conekta_${String(purchase_id).padStart(4, '0')}`,
      payment_source_id,
    });
    expect(await invoiceRows(purchase_id)).toEqual([['completed', 159900, 'ord_fake_3']]);
    expect(await creditRows(purchase_id)).toEqual([expect.objectContaining({ available_classes: 12 })]);

    // Mis Compras offers to cancel it; Mis Cargos lists the charge.
    const mine = (await call('GET', '/purchases')).json().purchases as Array<Record<string, unknown>>;
    const row = mine.find((purchase) => purchase.purchase_id === purchase_id)!;
    expect(row).toMatchObject({ status: 'active', subscription_id: expect.stringMatching(/^sub_conekta_/) });
    expect(row).not.toHaveProperty('payment_source_id');
    const charges = (await call('GET', '/invoices')).json().invoices as Array<Record<string, unknown>>;
    expect(charges.filter((charge) => charge.purchase_id === purchase_id)).toEqual([
      expect.objectContaining({ total_payment: 1599, status: 'completed' }),
    ]);
  });

  it('POST /checkout with a saved card starts the subscription too', async () => {
    await withoutTrial();
    const { purchase_id, answer } = await buy('checkout');
    expect(answer.json()).toEqual({ purchase_id, payment_id: 'ord_fake_3' });
    expect(await purchaseRow(purchase_id)).toMatchObject({
      status: 'active',
      subscription_id: expect.stringMatching(/^sub_conekta_/),
    });
    expect(await invoiceRows(purchase_id)).toEqual([['completed', 159900, 'ord_fake_3']]);
  });

  it('charges nothing at the start of a free trial, then the card when the trial ends', async () => {
    const { purchase_id } = await buy();
    expect(orders()).toEqual([]);
    expect(await purchaseRow(purchase_id)).toMatchObject({ status: 'active', provider: 'conekta' });
    expect(await invoiceRows(purchase_id)).toEqual([['completed', 0, null]]);
    expect(await creditRows(purchase_id)).toHaveLength(1);

    expect(await renew(later(7, -1))).toEqual({ charged: [], refused: [], unanswered: [] });
    expect(orders()).toEqual([]);
    expect(await renew(later(7))).toEqual({ charged: [purchase_id], refused: [], unanswered: [] });
    expect(orders().map((sent) => [sent.headers['idempotency-key'], sent.json?.charges])).toEqual([
      [
        `purchase-${purchase_id}-charge-1`,
        [{ payment_method: { type: 'card', payment_source_id: 'src_fake_2' } }],
      ],
    ]);
    expect(await invoiceRows(purchase_id)).toEqual([
      ['completed', 0, null],
      ['completed', 159900, `purchase-${purchase_id}-charge-1`],
    ]);
    // The trial granted the first period; the charge at its end grants the next.
    expect(await creditRows(purchase_id)).toHaveLength(2);
  });

  it('charges each period once when it falls due, not before, however many runs', async () => {
    await withoutTrial();
    const { purchase_id } = await buy();
    env.fake.reset();
    expect(await renew(new Date(MONTH_ON.getTime() - 1))).toEqual({
      charged: [],
      refused: [],
      unanswered: [],
    });
    expect(orders()).toEqual([]);

    // Two runs at the same instant (two processes): one charge.
    const runs = await Promise.all([renew(MONTH_ON), renew(MONTH_ON)]);
    expect(runs.flatMap((run) => run.charged)).toEqual([purchase_id]);
    expect(await renew(later(40))).toEqual({ charged: [], refused: [], unanswered: [] });
    expect(orders()).toHaveLength(1);
    expect(await invoiceRows(purchase_id)).toEqual([
      ['completed', 159900, 'ord_fake_3'],
      ['completed', 159900, `purchase-${purchase_id}-charge-1`],
    ]);
    const credits = await creditRows(purchase_id);
    expect(credits).toHaveLength(2);
    expect(credits[1]).toMatchObject({ available_classes: 12 });

    // The next month, the next charge.
    expect((await renew(new Date('2027-01-25T18:00:00.000Z'))).charged).toEqual([purchase_id]);
    expect(orders().map((sent) => sent.headers['idempotency-key'])).toEqual([
      `purchase-${purchase_id}-charge-1`,
      `purchase-${purchase_id}-charge-2`,
    ]);
    expect(await creditRows(purchase_id)).toHaveLength(3);
  });

  const refuseNext = () => env.fake.failNext(402, 'conekta.errors.processing.bank.insufficient_funds');
  const nothing = { charged: [], refused: [], unanswered: [] };
  const mails = async () =>
    (
      await db()
        .select()
        .from(sentMails)
        .where(eq(sentMails.customer_id, customer_id))
        .orderBy(asc(sentMails.sent_mail_id))
    ).map((row) => [row.event_key, row.to, row.subject, row.body]);
  const refusedMail = (purchase_id: number, attempt: number, day: string) => [
    `renewal-refused:${purchase_id}:1:${attempt}`,
    personas.sincreditos.email,
    'Cobro rechazado: Membresía mensual',
    `Hola Sara: no pudimos cobrar $1,599.00 de tu suscripción Membresía mensual a tu tarjeta guardada. Lo intentaremos de nuevo el ${day}. Si el cobro no pasa, tu suscripción terminará.`,
  ];

  it('stores a refused charge as a failed invoice, granting nothing, and tells the customer', async () => {
    await withoutTrial();
    const { purchase_id } = await buy();
    env.fake.reset();
    refuseNext();
    expect(await renew(MONTH_ON)).toEqual({ charged: [], refused: [purchase_id], unanswered: [] });
    expect(await invoiceRows(purchase_id)).toEqual([
      ['completed', 159900, 'ord_fake_3'],
      ['failed', 159900, `purchase-${purchase_id}-charge-1`],
    ]);
    expect(await creditRows(purchase_id)).toHaveLength(1);
    expect((await purchaseRow(purchase_id)).status).toBe('active');
    // The next try a day later: 26/12 in the studio (UTC-6).
    expect(await mails()).toEqual([refusedMail(purchase_id, 1, '26/12/2026')]);
    // Not again within the day, however many runs.
    expect(await renew(new Date(MONTH_ON.getTime() + 22 * 3_600_000))).toEqual(nothing);
    expect(await renew(new Date(MONTH_ON.getTime() + 22 * 3_600_000))).toEqual(nothing);
    expect(orders()).toHaveLength(1);
  });

  it('tries a refused charge again the next day: paid, it grants the period once', async () => {
    await withoutTrial();
    const { purchase_id } = await buy();
    env.fake.reset();
    refuseNext();
    expect((await renew(MONTH_ON)).refused).toEqual([purchase_id]);
    expect(await renew(later(31))).toEqual({ charged: [purchase_id], refused: [], unanswered: [] });
    expect(await renew(later(31, 3_600_000))).toEqual(nothing);
    expect(await renew(later(33))).toEqual(nothing);
    // Each try its own Idempotency-Key: Conekta answers a refused key's request the same again.
    expect(orders().map((sent) => sent.headers['idempotency-key'])).toEqual([
      `purchase-${purchase_id}-charge-1`,
      `purchase-${purchase_id}-charge-1-attempt-2`,
    ]);
    expect(await invoiceRows(purchase_id)).toEqual([
      ['completed', 159900, 'ord_fake_3'],
      ['failed', 159900, `purchase-${purchase_id}-charge-1`],
      ['completed', 159900, `purchase-${purchase_id}-charge-1-attempt-2`],
    ]);
    expect(await creditRows(purchase_id)).toHaveLength(2);
    expect(await mails()).toEqual([refusedMail(purchase_id, 1, '26/12/2026')]);

    // The next month is a new period, its first try under its own name.
    expect((await renew(new Date('2027-01-25T18:00:00.000Z'))).charged).toEqual([purchase_id]);
    expect(orders().at(-1)?.headers['idempotency-key']).toBe(`purchase-${purchase_id}-charge-2`);
    expect(await creditRows(purchase_id)).toHaveLength(3);
  });

  it('ends the subscription unpaid after three refused tries, charging nothing more', async () => {
    await withoutTrial();
    const { purchase_id } = await buy();
    env.fake.reset();
    for (const at of [MONTH_ON, later(31), later(32)]) {
      refuseNext();
      expect(await renew(at)).toEqual({ charged: [], refused: [purchase_id], unanswered: [] });
    }
    expect(await purchaseRow(purchase_id)).toMatchObject({
      status: 'cancelled',
      cancelledAt: later(32).toISOString(),
    });
    expect(await invoiceRows(purchase_id)).toEqual([
      ['completed', 159900, 'ord_fake_3'],
      ['failed', 159900, `purchase-${purchase_id}-charge-1`],
      ['failed', 159900, `purchase-${purchase_id}-charge-1-attempt-2`],
      ['failed', 159900, `purchase-${purchase_id}-charge-1-attempt-3`],
    ]);
    expect(await mails()).toEqual([
      refusedMail(purchase_id, 1, '26/12/2026'),
      refusedMail(purchase_id, 2, '27/12/2026'),
      [
        `subscription-ended-unpaid:${purchase_id}`,
        personas.sincreditos.email,
        'Suscripción terminada: Membresía mensual',
        'Hola Sara: no pudimos cobrar $1,599.00 de tu suscripción Membresía mensual después de 3 intentos, así que tu suscripción terminó y no se renovará. Tus clases vigentes siguen disponibles hasta su vencimiento. Para continuar, compra de nuevo tu paquete.',
      ],
    ]);
    // No further try, nor the next period's: it no longer runs. It keeps the period it paid for.
    expect(await renew(later(33))).toEqual(nothing);
    expect(await renew(new Date('2027-01-25T18:00:00.000Z'))).toEqual(nothing);
    expect(orders()).toHaveLength(3);
    expect(await creditRows(purchase_id)).toHaveLength(1);
    // Mis Compras shows it ended and offers no cancel; the customer can buy again.
    const mine = (await call('GET', '/purchases')).json().purchases as Array<Record<string, unknown>>;
    expect(mine.find((purchase) => purchase.purchase_id === purchase_id)).toMatchObject({
      status: 'cancelled',
    });
  });

  it('tries a refused charge again once however often the job runs or races', async () => {
    await withoutTrial();
    const { purchase_id } = await buy();
    env.fake.reset();
    refuseNext();
    await renew(MONTH_ON);
    refuseNext();
    const runs = await Promise.all([renew(later(31)), renew(later(31)), renew(later(31))]);
    expect(runs.flatMap((run) => run.refused)).toEqual([purchase_id]);
    expect(runs.flatMap((run) => [...run.charged, ...run.unanswered])).toEqual([]);
    expect(await renew(later(31, 60_000))).toEqual(nothing);
    const raced = await Promise.all([renew(later(32)), renew(later(32))]);
    expect(raced.flatMap((run) => run.charged)).toEqual([purchase_id]);
    expect(orders().map((sent) => sent.headers['idempotency-key'])).toEqual([
      `purchase-${purchase_id}-charge-1`,
      `purchase-${purchase_id}-charge-1-attempt-2`,
      `purchase-${purchase_id}-charge-1-attempt-3`,
    ]);
    expect(await creditRows(purchase_id)).toHaveLength(2);
    expect((await mails()).map(([event]) => event)).toEqual([
      `renewal-refused:${purchase_id}:1:1`,
      `renewal-refused:${purchase_id}:1:2`,
    ]);
    expect((await purchaseRow(purchase_id)).status).toBe('active');
  });

  it('does not count a try Conekta did not answer as a refusal', async () => {
    await withoutTrial();
    const { purchase_id } = await buy();
    env.fake.reset();
    refuseNext();
    await renew(MONTH_ON);
    env.fake.failNext(500, 'conekta.errors.api.system.general_failure');
    expect(await renew(later(31))).toEqual({ charged: [], refused: [], unanswered: [purchase_id] });
    expect(await invoiceRows(purchase_id)).toHaveLength(2);
    expect(await mails()).toHaveLength(1);
    // The next run asks again under the same try's key; refused, it is the second try, not the last.
    refuseNext();
    expect((await renew(later(31, 3_600_000))).refused).toEqual([purchase_id]);
    expect(orders().map((sent) => sent.headers['idempotency-key'])).toEqual([
      `purchase-${purchase_id}-charge-1`,
      `purchase-${purchase_id}-charge-1-attempt-2`,
      `purchase-${purchase_id}-charge-1-attempt-2`,
    ]);
    expect((await purchaseRow(purchase_id)).status).toBe('active');
    expect(await renew(later(32, 3_600_000))).toEqual({
      charged: [purchase_id],
      refused: [],
      unanswered: [],
    });
    expect(await creditRows(purchase_id)).toHaveLength(2);
  });

  it('leaves a charge Conekta did not answer as it was, and charges it on the next run', async () => {
    await withoutTrial();
    const { purchase_id } = await buy();
    env.fake.reset();
    env.fake.failNext(500, 'conekta.errors.api.system.general_failure');
    expect(await renew(MONTH_ON)).toEqual({ charged: [], refused: [], unanswered: [purchase_id] });
    expect(await invoiceRows(purchase_id)).toEqual([['completed', 159900, 'ord_fake_3']]);
    expect(await renew(later(30, 3_600_000))).toEqual({
      charged: [purchase_id],
      refused: [],
      unanswered: [],
    });
    // The same period under the same key: Conekta makes one order of the two requests.
    expect(orders().map((sent) => sent.headers['idempotency-key'])).toEqual([
      `purchase-${purchase_id}-charge-1`,
      `purchase-${purchase_id}-charge-1`,
    ]);
    expect(await creditRows(purchase_id)).toHaveLength(2);
  });

  it('takes again a claim whose run died mid-charge, under the same key, once it is stale', async () => {
    await withoutTrial();
    const { purchase_id } = await buy();
    env.fake.reset();
    // A run claimed the period, then its process died before recording Conekta's answer.
    await db()
      .insert(invoices)
      .values({
        purchase_id,
        total_payment_cents: 159900,
        status: 'pending',
        provider_invoice_id: `purchase-${purchase_id}-charge-1`,
        createdAt: MONTH_ON.toISOString(),
      });
    expect(await renew(later(30, 60_000))).toEqual({ charged: [], refused: [], unanswered: [] });
    expect(await renew(later(30, 30 * 60_000))).toEqual({
      charged: [purchase_id],
      refused: [],
      unanswered: [],
    });
    expect(orders().map((sent) => sent.headers['idempotency-key'])).toEqual([
      `purchase-${purchase_id}-charge-1`,
    ]);
    expect(await invoiceRows(purchase_id)).toEqual([
      ['completed', 159900, 'ord_fake_3'],
      ['completed', 159900, `purchase-${purchase_id}-charge-1`],
    ]);
  });

  it('never charges a cancelled one; cancelling asks no provider', async () => {
    await withoutTrial();
    const { purchase_id } = await buy();
    env.fake.reset();
    const cancelled = await call('POST', `/purchases/cancel/${purchase_id}`, { reason: 'Me mudo' });
    expect(cancelled.statusCode).toBe(200);
    expect(env.fake.requests).toEqual([]);
    expect((await purchaseRow(purchase_id)).status).toBe('cancelled');
    expect(await renew(MONTH_ON)).toEqual({ charged: [], refused: [], unanswered: [] });
    expect(orders()).toEqual([]);
    expect(await invoiceRows(purchase_id)).toHaveLength(1);
  });

  it('is one of the studio jobs, with Conekta as the card processor', async () => {
    await withoutTrial();
    const { purchase_id } = await buy();
    const job = studioJobs({ savedCards: conekta() }).find((each) => each.name === 'saved-card-renewals')!;
    expect(job.schedule).toEqual({ cron: '7 * * * *' });
    const clock = createClock();
    clock.set(MONTH_ON);
    expect(await job.run(db(), clock)).toMatchObject({ charged: [purchase_id] });
    // Without Conekta's key nothing is charged.
    const idle = studioJobs({}).find((each) => each.name === 'saved-card-renewals')!;
    clock.set(later(62));
    expect(await idle.run(db(), clock)).toEqual({
      charged: [],
      refused: [],
      unanswered: [],
    });
  });
});
