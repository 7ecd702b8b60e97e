// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { PACKAGE } from '#mocks/seed/commerce';
import { signInAs, signOut } from '#tests/support/sign-in';

const save = (token_id: string, card_type = 'visa', last_digits = '4242') =>
  api.POST('/metodosPago', { body: { token_id, card_type, last_digits, saveCard: true } });

describe('saved cards', () => {
  it("lists the caller's cards without whose they are", async () => {
    signInAs('suscrita');
    const { data } = await api.GET('/metodosPago');
    expect(data?.metodos_pago.map((card) => card.last_digits)).toEqual(['4242', '4444']);
    expect(data?.metodos_pago[0]).not.toHaveProperty('customer_id');
    signInAs('ana');
    expect((await api.GET('/metodosPago')).data?.metodos_pago).toEqual([]);
  });

  it('saves a card, shows it in both lists, and deletes it from both', async () => {
    signInAs('ana');
    const { data } = await save('tok_mastercard', 'mastercard', '4444');
    const id = data!.metodo_pago.payment_source_id;
    expect(data?.metodo_pago).toMatchObject({ card_type: 'mastercard', last_digits: '4444' });
    expect((await api.GET('/payment_sources')).data?.payment_sources.map((s) => s.payment_source_id)).toEqual(
      [id],
    );
    const removed = await api.DELETE('/metodosPago/{id}', { params: { path: { id } } });
    expect(removed.data?.message).toBe('Metodo de Pago eliminado con éxito.');
    expect((await api.GET('/metodosPago')).data?.metodos_pago).toEqual([]);
    expect((await api.GET('/payment_sources')).data?.payment_sources).toEqual([]);
  });

  it('refuses a declined card with the checkout’s 402', async () => {
    signInAs('ana');
    const { error, response } = await save('tok_chargeDeclinedStolenCard');
    expect(response.status).toBe(402);
    expect(error).toMatchObject({ code: 'card_declined', decline_code: 'stolen_card' });
    expect((await api.GET('/metodosPago')).data?.metodos_pago).toEqual([]);
  });

  it('saves a card that only fails when charged, as Stripe does', async () => {
    signInAs('ana');
    const { data } = await save('tok_chargeCustomerFail');
    const charged = await api.POST('/checkout/attempt', {
      body: {
        class_package_id: PACKAGE.single,
        payment_method: 'saved_card',
        payment_source_id: data!.metodo_pago.payment_source_id,
      },
    });
    expect(charged.response.status).toBe(402);
    expect(charged.error?.decline_code).toBe('generic_decline');
    const latest = (await api.GET('/purchases')).data?.purchases[0];
    expect(latest).toMatchObject({ class_package_id: PACKAGE.single, status: 'failed' });
  });

  it('deletes only the caller’s cards', async () => {
    signInAs('ana');
    const response = (await api.DELETE('/metodosPago/{id}', { params: { path: { id: 1 } } })).response;
    expect(response.status).toBe(404);
    signInAs('suscrita');
    expect((await api.GET('/metodosPago')).data?.metodos_pago).toHaveLength(2);
  });

  it('saves and deletes through /payment_sources too', async () => {
    signInAs('suscrita');
    const created = await api.POST('/payment_sources', { body: { token_id: 'tok_amex' } });
    const source = created.data!.payment_source;
    expect(source).toMatchObject({ payment_source_id: 3, card_type: 'amex', last_digits: '0005' });
    expect((await api.GET('/metodosPago')).data?.metodos_pago).toHaveLength(3);
    const removed = await api.DELETE('/payment_sources/{id}', { params: { path: { id: 3 } } });
    expect(removed.response.status).toBe(200);
    expect((await api.GET('/payment_sources')).data?.payment_sources).toHaveLength(2);
    const again = await api.DELETE('/payment_sources/{id}', { params: { path: { id: 3 } } });
    expect(again.response.status).toBe(404);
  });

  it('needs a signed-in customer', async () => {
    signOut();
    expect((await api.GET('/metodosPago')).response.status).toBe(401);
    expect((await save('tok_visa')).response.status).toBe(401);
    expect((await api.GET('/payment_sources')).response.status).toBe(401);
  });
});
