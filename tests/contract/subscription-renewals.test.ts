// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { nextChargeDate } from '#src/domain/subscription';
import { mockNow, setMockClockOffset } from '#mocks/clock';
import { db } from '#mocks/db';
import { personas, type PersonaKey } from '#mocks/personas';
import { PACKAGE } from '#mocks/seed/commerce';
import { signInAs } from '#tests/support/sign-in';

/*
 * The mocks renew a running subscription when the mock clock passes its next charge (decision
 * 089), as Stripe, PayPal and the server's saved-card job do: one charge per period however many
 * requests arrive, with the period's credits, and nothing for a cancelled one.
 */

const DAY_MS = 86_400_000;
const sincreditos = personas.sincreditos.customer_id;

afterEach(() => setMockClockOffset(0));

/** Credits rows that purchases gave (the seed gives sincreditos an empty row of its own). */
const creditsOf = (customer_id: number) =>
  db.availableClasses
    .findMany((q) => q.where({ customer_id }))
    .filter((row) => row.purchase_id !== null)
    .map((row) => row.available_classes);

/** The caller's charges as 'Mis Cargos' lists them, newest first: amount and status. */
async function chargesOf(who: PersonaKey) {
  signInAs(who);
  const { data } = await api.GET('/invoices');
  return data!.invoices.map((invoice) => `${invoice.total_payment} ${invoice.status}`);
}

/** sincreditos subscribes to the monthly membership (a 7-day free trial) with PayPal's button. */
async function subscribe(): Promise<number> {
  signInAs('sincreditos');
  const plan = await api.POST('/checkout/paypal', { body: { class_package_id: PACKAGE.subscription } });
  const { data } = await api.POST('/checkout/capture', {
    body: {
      subscriptionID: 'I-RENEWS',
      plan_id: plan.data!.plan_id!,
      class_package_id: PACKAGE.subscription,
    },
  });
  return data!.purchase_id;
}

const moveClock = (days: number) => setMockClockOffset(days * DAY_MS);

/** sincreditos saves a test card and subscribes with it (nothing is charged during the trial). */
async function subscribeWithSavedCard(token_id: string, discountCode?: string) {
  signInAs('sincreditos');
  const saved = await api.POST('/metodosPago', {
    body: { token_id, card_type: 'visa', last_digits: '0341', saveCard: true },
  });
  const payment_source_id = saved.data!.metodo_pago.payment_source_id;
  const { data } = await api.POST('/checkout/attempt', {
    body: {
      class_package_id: PACKAGE.subscription,
      payment_method: 'saved_card',
      payment_source_id,
      ...(discountCode ? { discountCode } : {}),
    },
  });
  expect(data?.status).toBe('active');
  return { purchase_id: data!.purchase_id!, payment_source_id };
}

const statusOf = (purchase_id: number) => db.purchases.findFirst((q) => q.where({ purchase_id }))?.status;
const mailsTo = (customer_id: number) =>
  db.sentMails.findMany((q) => q.where({ customer_id })).map((mail) => mail.subject);

describe('renewals in mock mode', () => {
  it('charges the period due once the clock passes it: one charge, its credits, the next date ahead', async () => {
    const purchase_id = await subscribe();
    expect(await chargesOf('sincreditos')).toEqual(['0 completed']);
    expect(creditsOf(sincreditos)).toEqual([12]);

    moveClock(31);
    // The trial's end and the first month both fell due: only the latest is charged (decision 082).
    expect(await chargesOf('sincreditos')).toEqual(['1599 completed', '0 completed']);
    expect(creditsOf(sincreditos)).toEqual([12, 12]);
    const shown = (await api.GET('/purchases/{id}', { params: { path: { id: purchase_id } } })).data!;
    expect(nextChargeDate(shown.purchase, mockNow())!.getTime()).toBeGreaterThan(mockNow().getTime());

    // The same requests again, and several at once: the period is charged once.
    await Promise.all([api.GET('/invoices'), api.GET('/purchases'), api.GET('/customer')]);
    expect(await chargesOf('sincreditos')).toEqual(['1599 completed', '0 completed']);
    expect(creditsOf(sincreditos)).toEqual([12, 12]);
    const keys = db.invoices
      .findMany((q) => q.where({ purchase_id }))
      .map((invoice) => invoice.provider_invoice_id ?? null);
    expect(keys).toEqual([null, `purchase-${purchase_id}-charge-2`]);
  });

  it('charges each period as it falls due: the trial’s end, then the month', async () => {
    await subscribe();
    moveClock(8);
    expect(await chargesOf('sincreditos')).toEqual(['1599 completed', '0 completed']);
    moveClock(20);
    expect(await chargesOf('sincreditos')).toHaveLength(2);
    moveClock(32);
    expect(await chargesOf('sincreditos')).toEqual(['1599 completed', '1599 completed', '0 completed']);
    expect(creditsOf(sincreditos)).toEqual([12, 12, 12]);
  });

  const withoutTrial = () =>
    db.classPackages.update((q) => q.where({ class_package_id: PACKAGE.subscription }), {
      data(record) {
        record.free_trial_length = null;
      },
    });

  it('renews a subscription without a trial: its start paid the first period, the next one grants', async () => {
    await withoutTrial();
    await subscribe();
    expect(await chargesOf('sincreditos')).toEqual(['1599 completed']);
    moveClock(31);
    expect(await chargesOf('sincreditos')).toEqual(['1599 completed', '1599 completed']);
    expect(creditsOf(sincreditos)).toEqual([12, 12]);
  });

  it('never charges a cancelled subscription', async () => {
    const purchase_id = await subscribe();
    const cancelled = await api.POST('/purchases/cancel/{id}', {
      params: { path: { id: purchase_id } },
      body: { reason: 'Me mudo de ciudad' },
    });
    expect(cancelled.response.status).toBe(200);
    moveClock(62);
    expect(await chargesOf('sincreditos')).toEqual(['0 completed']);
    expect(creditsOf(sincreditos)).toEqual([12]);
  });

  it('finds the seeded periods charged, and renews a seeded subscription when its next one falls due', async () => {
    const seeded = await chargesOf('suscrita');
    expect(seeded).toHaveLength(4);
    moveClock(31);
    expect(await chargesOf('suscrita')).toEqual(['1599 completed', ...seeded]);
  });

  it('renews a subscription on the saved card it was bought with', async () => {
    await subscribeWithSavedCard('tok_visa');
    moveClock(31);
    expect(await chargesOf('sincreditos')).toEqual(['1599 completed', '0 completed']);
    expect(creditsOf(sincreditos)).toEqual([12, 12]);
  });

  it('tries a refused saved card again a day later, then ends the subscription (decision 085)', async () => {
    const { purchase_id } = await subscribeWithSavedCard('tok_chargeCustomerFail');
    expect(await chargesOf('sincreditos')).toEqual(['0 completed']);

    moveClock(8);
    expect(await chargesOf('sincreditos')).toEqual(['1599 failed', '0 completed']);
    expect(statusOf(purchase_id)).toBe('active');
    expect(mailsTo(sincreditos)).toEqual(['Cobro rechazado: Membresía mensual']);
    // Not before a day has passed.
    moveClock(8.5);
    expect(await chargesOf('sincreditos')).toHaveLength(2);

    moveClock(9.1);
    expect(await chargesOf('sincreditos')).toHaveLength(3);
    moveClock(10.2);
    expect(await chargesOf('sincreditos')).toEqual([
      '1599 failed',
      '1599 failed',
      '1599 failed',
      '0 completed',
    ]);
    expect(statusOf(purchase_id)).toBe('cancelled');
    expect(mailsTo(sincreditos)).toEqual([
      'Cobro rechazado: Membresía mensual',
      'Cobro rechazado: Membresía mensual',
      'Suscripción terminada: Membresía mensual',
    ]);

    moveClock(45);
    expect(await chargesOf('sincreditos')).toHaveLength(4);
    expect(creditsOf(sincreditos)).toEqual([12]);
  });

  it('refuses the charge of a subscription whose saved card was deleted', async () => {
    const { payment_source_id } = await subscribeWithSavedCard('tok_visa');
    await api.DELETE('/metodosPago/{id}', { params: { path: { id: payment_source_id } } });
    moveClock(8);
    expect(await chargesOf('sincreditos')).toEqual(['1599 failed', '0 completed']);
    expect(creditsOf(sincreditos)).toEqual([12]);
  });

  it('charges the later periods of a first-invoice-only code at the package’s own price (decision 076)', async () => {
    await withoutTrial();
    await subscribeWithSavedCard('tok_visa', 'PRIMERMES');
    expect(await chargesOf('sincreditos')).toEqual(['799.5 completed']);
    moveClock(31);
    expect(await chargesOf('sincreditos')).toEqual(['1599 completed', '799.5 completed']);
    expect(creditsOf(sincreditos)).toEqual([12, 12]);
  });
});
