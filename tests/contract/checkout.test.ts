// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { mockNow } from '#mocks/clock';
import { completeCardPayment } from '#mocks/commerce/checkout-state';
import { chargeOutcome } from '#mocks/commerce/card-outcomes';
import { db } from '#mocks/db';
import { personas } from '#mocks/personas';
import { seeded } from '#mocks/seed';
import { PACKAGE } from '#mocks/seed/commerce';
import { signInAs, signInWithExpiredToken, signOut } from '#tests/support/sign-in';

const sincreditos = personas.sincreditos.customer_id;
/** Credits rows that purchases gave (the seed gives sincreditos an empty row of its own). */
const creditsOf = (customer_id: number) =>
  db.availableClasses.findMany((q) => q.where({ customer_id })).filter((row) => row.purchase_id !== null);
const purchase = (purchase_id: number) => db.purchases.findFirst((q) => q.where({ purchase_id }));
const purchasesOf = (customer_id: number) => db.purchases.findMany((q) => q.where({ customer_id }));

async function setConfig(key: string, value: string) {
  await db.appConfig.update((q) => q.where({ key }), {
    data(entry) {
      entry.value = value;
    },
  });
}

describe('POST /checkout/attempt', () => {
  it('leaves a cash purchase pending with its payment method, granting nothing yet', async () => {
    signInAs('sincreditos');
    const { data } = await api.POST('/checkout/attempt', {
      body: { class_package_id: PACKAGE.five, payment_method: 'cash', payment_method_id: 2 },
    });
    expect(data?.status).toBe('pending');
    const shown = await api.GET('/purchases/{id}', { params: { path: { id: data!.purchase_id! } } });
    expect(shown.data?.purchase).toMatchObject({
      status: 'pending',
      total_payment: 750,
      payment_method_id: 2,
    });
    expect(shown.data?.purchase.payment_method?.name).toBe('Transferencia');
    expect(creditsOf(sincreditos)).toEqual([]);
  });

  it('gives a free package at once: completed, with its credit', async () => {
    signInAs('sincreditos');
    const { data } = await api.POST('/checkout/attempt', {
      body: { class_package_id: PACKAGE.freeWelcome, payment_method: 'free' },
    });
    expect(data?.status).toBe('completed');
    const credits = (await api.GET('/customer/available_classes')).data?.available_classes;
    expect(credits?.map((row) => row.available_classes)).toEqual([1]);
    expect(creditsOf(sincreditos)[0]).toMatchObject({ purchase_id: data?.purchase_id, class_types: null });
    const paid = await api.POST('/checkout/attempt', {
      body: { class_package_id: PACKAGE.single, payment_method: 'free' },
    });
    expect(paid.response.status).toBe(400);
  });

  it('charges a saved card at once and grants the credits', async () => {
    signInAs('suscrita');
    const before = creditsOf(personas.suscrita.customer_id).length;
    const { data } = await api.POST('/checkout/attempt', {
      body: { class_package_id: PACKAGE.ten, payment_method: 'saved_card', payment_source_id: 1 },
    });
    expect(data?.status).toBe('completed');
    const rows = creditsOf(personas.suscrita.customer_id);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ available_classes: 10, purchase_id: data?.purchase_id });
    signInAs('ana');
    const notHers = await api.POST('/checkout/attempt', {
      body: { class_package_id: PACKAGE.ten, payment_method: 'saved_card', payment_source_id: 1 },
    });
    expect(notHers.response.status).toBe(404);
  });

  it('leaves an embedded card payment pending until the card is confirmed', async () => {
    signInAs('sincreditos');
    const { data } = await api.POST('/checkout/attempt', {
      body: { class_package_id: PACKAGE.five, payment_method: 'card' },
    });
    expect(data?.clientSecret).toBe(
      `pi_mock_${data?.purchase_id}_secret_${/_(\d+)$/.exec(data!.clientSecret!)![1]}`,
    );
    expect(purchase(data!.purchase_id!)?.status).toBe('pending');
    expect(await completeCardPayment(data!.clientSecret!, null)).toEqual({
      purchase_id: data?.purchase_id,
      status: 'completed',
    });
    expect(creditsOf(sincreditos).map((row) => row.available_classes)).toEqual([5]);

    const second = await api.POST('/checkout/attempt', {
      body: { class_package_id: PACKAGE.single, payment_method: 'card' },
    });
    await completeCardPayment(second.data!.clientSecret!, chargeOutcome('tok_chargeDeclined'));
    expect(purchase(second.data!.purchase_id!)?.status).toBe('failed');
    expect(creditsOf(sincreditos)).toHaveLength(1);
  });

  it('sends the browser to the hosted payment page in session mode, the purchase pending', async () => {
    await setConfig('stripe_checkout_mode', 'session');
    signInAs('sincreditos');
    const { data } = await api.POST('/checkout/attempt', {
      body: { class_package_id: PACKAGE.single, payment_method: 'card' },
    });
    expect(data?.session?.url).toBe(`/__mock/stripe-checkout/${data?.purchase_id}`);
    expect(data?.status).toBe('pending');
    expect(purchase(data!.purchase_id!)?.status).toBe('pending');
    expect(creditsOf(sincreditos)).toEqual([]);
  });

  it('asks for a payment method', async () => {
    signInAs('ana');
    const { error, response } = await api.POST('/checkout/attempt', {
      body: { class_package_id: PACKAGE.five } as never,
    });
    expect(response.status).toBe(400);
    expect(error?.message).toBe('No has seleccionado un método de pago.');
  });

  it('refuses a second trial class: 409 with the limit message', async () => {
    signInAs('sincreditos');
    const body = { class_package_id: PACKAGE.trial, payment_method: 'cash' as const };
    expect((await api.POST('/checkout/attempt', { body })).response.status).toBe(200);
    const again = await api.POST('/checkout/attempt', { body });
    expect(again.response.status).toBe(409);
    expect(again.error?.message).toBe('Lo sentimos, ya has alcanzado el límite de compras de este paquete.');
  });

  it('says a special event is sold out once its places are taken', async () => {
    await db.singleClasses.update((q) => q.where({ single_class_id: seeded!.packageBound }), {
      data(single) {
        single.capacity = 1;
      },
    });
    const body = { class_package_id: PACKAGE.specialEvent, payment_method: 'cash' as const };
    signInAs('ana');
    expect((await api.POST('/checkout/attempt', { body })).response.status).toBe(200);
    signInAs('sincreditos');
    const full = await api.POST('/checkout/attempt', { body });
    expect(full.response.status).toBe(412);
    expect(full.error?.message).toBe('Este paquete se ha agotado.');
  });

  it('charges the discounted price and spends a use of the code', async () => {
    signInAs('sincreditos');
    const { data } = await api.POST('/checkout/attempt', {
      body: { class_package_id: PACKAGE.five, payment_method: 'cash', discountCode: 'bienvenida10' },
    });
    expect(purchase(data!.purchase_id!)?.total_payment).toBe(675);
    expect(db.discounts.findFirst((q) => q.where({ discount_id: 1 }))?.uses).toBe(4);
    const exhausted = await api.POST('/checkout/attempt', {
      body: { class_package_id: PACKAGE.single, payment_method: 'cash', discountCode: 'AGOTADO' },
    });
    expect(exhausted.response.status).toBe(412);
    expect(exhausted.error?.message).toBe('Lo sentimos. No puedes usar este descuento');
  });

  it('answers a retried attempt with the first answer, buying once', async () => {
    signInAs('sincreditos');
    const send = () =>
      api.POST('/checkout/attempt', {
        params: { header: { 'Idempotency-Key': 'intento-1' } },
        body: { class_package_id: PACKAGE.single, payment_method: 'cash' },
      });
    const first = await send();
    const second = await send();
    expect(second.data).toEqual(first.data);
    expect(purchasesOf(sincreditos)).toHaveLength(1);
  });

  it('needs a signed-in customer, and ends an expired session', async () => {
    signOut();
    const body = { class_package_id: PACKAGE.single, payment_method: 'cash' as const };
    expect((await api.POST('/checkout/attempt', { body })).response.status).toBe(401);
    signInWithExpiredToken('ana');
    const expired = await api.POST('/checkout/attempt', { body });
    expect(expired.response.status).toBe(401);
    expect(expired.error?.code).toBe('auth/id-token-expired');
  });
});

describe('POST /checkout', () => {
  const charge = (token_id: string, class_package_id: number = PACKAGE.single) =>
    api.POST('/checkout', { body: { class_package_id, customer_id: sincreditos, token_id } });

  it('charges a good test card and grants the package', async () => {
    signInAs('sincreditos');
    const { data } = await charge('tok_visa', PACKAGE.unlimited);
    expect(data?.payment_id).toBe(`ch_mock_${data?.purchase_id}`);
    expect(purchase(data!.purchase_id)?.status).toBe('completed');
    const customer = db.customers.findFirst((q) => q.where({ customer_id: sincreditos }))!;
    expect(customer.has_unlimited).toBe(true);
    const days = (Date.parse(customer.unlimited_membership_expiration!) - mockNow().getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
  });

  it.each([
    ['tok_chargeDeclined', 'card_declined', 'generic_decline'],
    ['tok_chargeDeclinedInsufficientFunds', 'card_declined', 'insufficient_funds'],
    ['tok_chargeDeclinedLostCard', 'card_declined', 'lost_card'],
    ['tok_chargeDeclinedStolenCard', 'card_declined', 'stolen_card'],
    ['tok_chargeDeclinedFraudulent', 'card_declined', 'fraudulent'],
    ['tok_chargeCustomerFail', 'card_declined', 'generic_decline'],
    ['tok_chargeDeclinedExpiredCard', 'expired_card', undefined],
    ['tok_chargeDeclinedIncorrectCvc', 'incorrect_cvc', undefined],
    ['tok_chargeDeclinedProcessingError', 'processing_error', undefined],
  ])('declines %s with 402 %s / %s and records a failed purchase', async (token, code, declineCode) => {
    signInAs('sincreditos');
    const { error, response } = await charge(token);
    expect(response.status).toBe(402);
    expect(error?.code).toBe(code);
    expect(error?.decline_code).toBe(declineCode);
    expect(error?.message).toMatch(/tarjeta|CVV/);
    expect(purchasesOf(sincreditos).map((p) => p.status)).toEqual(['failed']);
    expect(creditsOf(sincreditos)).toEqual([]);
  });

  it('does not charge twice for the same idempotency key', async () => {
    signInAs('sincreditos');
    const body = { class_package_id: PACKAGE.single, customer_id: sincreditos, token_id: 'tok_visa' };
    const first = await api.POST('/checkout', { body: { ...body, idempotency_key: 'pago-1' } });
    const again = await api.POST('/checkout', { body: { ...body, idempotency_key: 'pago-1' } });
    expect(again.data).toEqual(first.data);
    expect(purchasesOf(sincreditos)).toHaveLength(1);
    expect(creditsOf(sincreditos)).toHaveLength(1);
  });

  it('gives the same 402 to a retried declined charge, recording one failed purchase', async () => {
    signInAs('sincreditos');
    const body = {
      class_package_id: PACKAGE.single,
      customer_id: sincreditos,
      token_id: 'tok_chargeDeclinedInsufficientFunds',
    };
    const params = { header: { 'Idempotency-Key': 'pago-rechazado' } };
    const first = await api.POST('/checkout', { params, body });
    const again = await api.POST('/checkout', { params, body });
    expect(again.response.status).toBe(402);
    expect(again.error).toEqual(first.error);
    expect(purchasesOf(sincreditos)).toHaveLength(1);
  });

  it('limits special-event credits to its class type, and gives online packages no credits', async () => {
    signInAs('sincreditos');
    await charge('tok_visa', PACKAGE.specialEvent);
    expect(creditsOf(sincreditos)).toEqual([
      expect.objectContaining({
        available_classes: 1,
        class_type_id: expect.any(Number),
        class_types: expect.any(String),
      }),
    ]);
    const online = await charge('tok_mastercard', PACKAGE.online);
    expect(purchase(online.data!.purchase_id)?.status).toBe('completed');
    expect(creditsOf(sincreditos)).toHaveLength(1);
  });

  it('only buys for the caller, and needs a card', async () => {
    signInAs('ana');
    const other = await charge('tok_visa');
    expect(other.response.status).toBe(403);
    expect(other.error?.message).toBe('No puedes comprar a nombre de otra persona.');
    signInAs('sincreditos');
    const noCard = await api.POST('/checkout', {
      body: { class_package_id: PACKAGE.single, customer_id: sincreditos },
    });
    expect(noCard.response.status).toBe(400);
    expect(noCard.error?.message).toBe('No has seleccionado un método de pago.');
  });
});

describe('payment button', () => {
  it('creates an order backed by a pending purchase, then captures it', async () => {
    signInAs('sincreditos');
    const order = await api.POST('/checkout/paypal', { body: { class_package_id: PACKAGE.five } });
    const orderID = order.data!.orderID!;
    const purchase_id = Number(orderID.replace('MOCK-ORDER-', ''));
    expect(purchase(purchase_id)?.status).toBe('pending');
    const captured = await api.POST('/checkout/capture', {
      body: { orderID, class_package_id: PACKAGE.five },
    });
    expect(captured.data).toEqual({ purchase_id });
    expect(purchase(purchase_id)?.status).toBe('completed');
    expect(creditsOf(sincreditos).map((row) => row.available_classes)).toEqual([5]);
    const unknown = await api.POST('/checkout/capture', {
      body: { orderID: 'MOCK-ORDER-999', class_package_id: PACKAGE.five },
    });
    expect(unknown.response.status).toBe(404);
  });

  it('subscribes through a plan: an active subscription with a first invoice of 0 during the trial', async () => {
    signInAs('sincreditos');
    const plan = await api.POST('/checkout/paypal', { body: { class_package_id: PACKAGE.subscription } });
    expect(plan.data).toEqual({ plan_id: `P-MOCK-${PACKAGE.subscription}` });
    const body = {
      subscriptionID: 'I-SUB123',
      plan_id: plan.data!.plan_id!,
      class_package_id: PACKAGE.subscription,
    };
    const { data } = await api.POST('/checkout/capture', { body });
    expect((await api.POST('/checkout/capture', { body })).data).toEqual(data);
    const shown = (await api.GET('/purchases/{id}', { params: { path: { id: data!.purchase_id } } })).data;
    expect(shown?.purchase).toMatchObject({
      status: 'active',
      subscription_id: `sub_mock_${String(data!.purchase_id).padStart(4, '0')}`,
      subscription_interval: 1,
      subscription_period: 'month',
      free_trial_length: 7,
    });
    const invoices = (await api.GET('/invoices')).data?.invoices;
    expect(invoices?.map((invoice) => invoice.total_payment)).toEqual([0]);
    expect(creditsOf(sincreditos).map((row) => row.available_classes)).toEqual([12]);
  });
});
