import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { personas, type PersonaKey } from '#mocks/personas';
import { availableClasses, purchases, savedCards } from '#server/db/schema';
import { PACKAGE } from '#mocks/seed/commerce';
import { COMMERCE_MESSAGES } from '#src/domain/commerce/messages';
import { startFakeConekta } from './support/fake-conekta';
import { behaviourBackends, bearer } from './support/harness';
import { useServerWithFake } from './support/provider-server';

/*
 * Saved cards with Conekta's official SDK pointed at a fake of its API: the token attached to the
 * customer's Conekta customer (made with the first card), only Conekta's source id stored, its
 * refusals as the contract's 402, a failed delete with the spec's text.
 */
describe.each(behaviourBackends())('saved cards with Conekta on %s', (backend) => {
  const env = useServerWithFake(backend, startFakeConekta, (fake) => ({ conekta: fake.settings }));
  const customer_id = personas.sincreditos.customer_id;

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
    who: PersonaKey = 'sincreditos',
  ) =>
    env.server.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(who),
      ...(payload ? { payload } : {}),
    });
  const save = (token_id: string, card_type: string, last_digits: string) =>
    call('POST', '/metodosPago', { token_id, card_type, last_digits, saveCard: true });
  const stored = () =>
    env.server.store.db.select().from(savedCards).where(eq(savedCards.customer_id, customer_id));

  it("lists the seed's cards in both views", async () => {
    const metodos = await call('GET', '/metodosPago', undefined, 'suscrita');
    const listed = metodos.json().metodos_pago as Array<Record<string, unknown>>;
    expect(
      listed.map((card) => [card.payment_source_id, card.conekta_payment_source_id, card.last_digits]),
    ).toEqual([
      [1, 'src_mock_visa_4242', '4242'],
      [2, 'src_mock_mc_4444', '4444'],
    ]);
    expect(listed.map((card) => card.card_type)).toEqual(['visa', 'mastercard']);
    const sources = await call('GET', '/payment_sources', undefined, 'suscrita');
    expect(sources.json().payment_sources[0]).toMatchObject({
      payment_source_id: 1,
      source_id: 'src_mock_visa_4242',
    });
    expect((await call('GET', '/metodosPago')).json()).toEqual({ metodos_pago: [] });
  });

  it("attaches the token to the customer's Conekta customer, made once, and stores its source id", async () => {
    const first = await save('tok_test_mastercard_4444', 'mastercard', '4444');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      metodo_pago: {
        payment_source_id: expect.any(Number),
        conekta_payment_source_id: 'src_fake_2',
        card_type: 'mastercard',
        last_digits: '4444',
      },
    });
    expect(env.fake.requests.map((request) => [request.method, request.path])).toEqual([
      ['POST', '/customers'],
      ['POST', '/customers/cus_fake_1/payment_sources'],
    ]);
    expect(env.fake.requests[0]!.headers.authorization).toBe('Bearer key_fake_private');
    expect(env.fake.requests[0]!.json).toMatchObject({
      email: personas.sincreditos.email,
      metadata: { customer_id: String(customer_id) },
    });
    expect(env.fake.requests[1]!.json).toEqual({ type: 'card', token_id: 'tok_test_mastercard_4444' });

    const second = await call('POST', '/payment_sources', { token_id: 'tok_test_visa_4242' });
    expect(second.json().payment_source).toMatchObject({
      source_id: 'src_fake_3',
      card_type: 'visa',
      last_digits: '4242',
    });
    expect(env.fake.requests.map((request) => request.path).slice(2)).toEqual([
      '/customers/cus_fake_1/payment_sources',
    ]);
    expect((await stored()).map((row) => row.conekta_payment_source_id)).toEqual([
      'src_fake_2',
      'src_fake_3',
    ]);
  });

  it('answers a card Conekta refuses with the 402 the app maps to its message, storing nothing', async () => {
    env.fake.failNext(402, 'conekta.errors.processing.bank.insufficient_funds');
    const refused = await save('tok_test_visa_4242', 'visa', '4242');
    expect([refused.statusCode, refused.json()]).toEqual([
      402,
      {
        message: 'Lo sentimos. Tu tarjeta ha sido rechazada por fondos insuficientes.',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
      },
    ]);
    expect(await stored()).toEqual([]);
  });

  it('deletes a card at Conekta, then here; a failed delete keeps it and says so', async () => {
    const { metodo_pago } = (await save('tok_test_visa_4242', 'visa', '4242')).json();
    env.fake.failNext(500, 'conekta.errors.api.system.general_failure');
    const failed = await call('DELETE', `/metodosPago/${metodo_pago.payment_source_id}`);
    expect([failed.statusCode, failed.json()]).toEqual([
      502,
      { message: COMMERCE_MESSAGES.cardDeleteFailed },
    ]);
    expect(await stored()).toHaveLength(1);

    const notMine = await call('DELETE', `/metodosPago/${metodo_pago.payment_source_id}`, undefined, 'ana');
    expect(notMine.statusCode).toBe(404);

    const deleted = await call('DELETE', `/metodosPago/${metodo_pago.payment_source_id}`);
    expect([deleted.statusCode, deleted.json()]).toEqual([
      200,
      { message: 'Metodo de Pago eliminado con éxito.' },
    ]);
    expect(env.fake.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/customers/cus_fake_1/payment_sources/${metodo_pago.conekta_payment_source_id}`,
    });
    expect(await stored()).toEqual([]);
  });

  const attemptSaved = (payment_source_id: number | undefined, headers: Record<string, string> = {}) =>
    env.server.app.inject({
      method: 'POST',
      url: '/api/checkout/attempt',
      headers: { ...bearer('sincreditos'), ...headers },
      payload: { payment_method: 'saved_card', class_package_id: PACKAGE.ten, payment_source_id },
    });
  const purchaseRow = async (purchase_id: number) =>
    (await env.server.store.db.select().from(purchases).where(eq(purchases.purchase_id, purchase_id)))[0];
  const creditsOf = (purchase_id: number) =>
    env.server.store.db.select().from(availableClasses).where(eq(availableClasses.purchase_id, purchase_id));

  it('charges a saved card now: a Conekta order for the total in cents, the purchase completed and granted', async () => {
    const { metodo_pago } = (await save('tok_test_visa_4242', 'visa', '4242')).json();
    const answer = await attemptSaved(metodo_pago.payment_source_id, { 'idempotency-key': 'saved-1' });
    expect(answer.statusCode).toBe(200);
    const { purchase_id } = answer.json();
    expect(answer.json()).toEqual({ purchase_id: expect.any(Number), status: 'completed' });
    const order = env.fake.requests.at(-1)!;
    expect([order.method, order.path, order.headers['idempotency-key']]).toEqual([
      'POST',
      '/orders',
      `purchase-${purchase_id}`,
    ]);
    expect(order.json).toEqual({
      currency: 'MXN',
      customer_info: { customer_id: 'cus_fake_1' },
      line_items: [{ name: '10 clases', unit_price: 135000, quantity: 1 }],
      charges: [{ payment_method: { type: 'card', payment_source_id: 'src_fake_2' } }],
      metadata: { purchase_id: String(purchase_id) },
    });
    expect(await purchaseRow(purchase_id)).toMatchObject({
      status: 'completed',
      provider: 'conekta',
      provider_payment_id: 'ord_fake_3',
    });
    expect(await creditsOf(purchase_id)).toEqual([expect.objectContaining({ available_classes: 10 })]);

    const again = await attemptSaved(metodo_pago.payment_source_id, { 'idempotency-key': 'saved-1' });
    expect(again.json()).toEqual(answer.json());
    expect(env.fake.requests.filter((request) => request.path === '/orders')).toHaveLength(1);
  });

  it('a declined saved card answers 402 with its code, leaving the purchase failed and nothing granted', async () => {
    const { metodo_pago } = (await save('tok_test_visa_4242', 'visa', '4242')).json();
    env.fake.failNext(402, 'conekta.errors.processing.bank.declined');
    const refused = await attemptSaved(metodo_pago.payment_source_id);
    expect([refused.statusCode, refused.json()]).toEqual([
      402,
      {
        message: 'Tu tarjeta fue rechazada por tu banco. Comunícate con tu banco para saber más.',
        code: 'card_declined',
        decline_code: 'generic_decline',
      },
    ]);
    const rows = await env.server.store.db
      .select()
      .from(purchases)
      .where(eq(purchases.customer_id, customer_id));
    const failed = rows.find((row) => row.provider === 'conekta');
    expect(failed?.status).toBe('failed');
    expect(await creditsOf(failed!.purchase_id)).toEqual([]);
  });

  it('a declined saved card is answered again for its key, with no second order', async () => {
    const { metodo_pago } = (await save('tok_test_visa_4242', 'visa', '4242')).json();
    env.fake.failNext(402, 'conekta.errors.processing.bank.insufficient_funds');
    const refused = await attemptSaved(metodo_pago.payment_source_id, { 'idempotency-key': 'saved-2' });
    expect([refused.statusCode, refused.json().decline_code]).toEqual([402, 'insufficient_funds']);
    const again = await attemptSaved(metodo_pago.payment_source_id, { 'idempotency-key': 'saved-2' });
    expect([again.statusCode, again.json()]).toEqual([402, refused.json()]);
    expect(env.fake.requests.filter((request) => request.path === '/orders')).toHaveLength(1);
  });

  it('POST /checkout charges a saved card and answers the Conekta order as its payment', async () => {
    const { metodo_pago } = (await save('tok_test_visa_4242', 'visa', '4242')).json();
    const answer = await call('POST', '/checkout', {
      class_package_id: PACKAGE.ten,
      customer_id,
      payment_source_id: metodo_pago.payment_source_id,
    });
    expect(answer.statusCode).toBe(200);
    const { purchase_id, payment_id } = answer.json();
    expect(payment_id).toBe('ord_fake_3');
    expect(await purchaseRow(purchase_id)).toMatchObject({ status: 'completed', provider: 'conekta' });
    expect(await creditsOf(purchase_id)).toEqual([expect.objectContaining({ available_classes: 10 })]);
  });

  it("refuses a saved-card checkout without a card (400) or with someone else's (404)", async () => {
    const missing = await attemptSaved(undefined);
    expect([missing.statusCode, missing.json().message]).toEqual([
      400,
      'No has seleccionado un método de pago.',
    ]);
    const theirs = await attemptSaved(1);
    expect([theirs.statusCode, theirs.json().message]).toEqual([404, COMMERCE_MESSAGES.savedCardNotYours]);
    expect(env.fake.requests).toEqual([]);
  });
});
