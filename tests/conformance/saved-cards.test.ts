import { describe, expect, it } from 'vitest';
import { COMMERCE_MESSAGES } from '#src/domain/commerce/messages';
import { targets, useTarget } from './support/targets';

/**
 * Métodos de pago (customer-booking §3, commerce §7): the seed's cards, a card saved from the
 * tokenizer's token and deleted again, on the mocks (fake tokenizer) and the server (Conekta's
 * SDK against a local fake of its API), with the same answers.
 */
const OPERATIONS = ['listSavedCards', 'saveCard', 'deleteSavedCard', 'listPaymentSources'];

describe.each(targets(OPERATIONS))('saved cards on $name', (shell) => {
  const target = useTarget(shell);
  const cardsOf = async (persona: 'suscrita' | 'sincreditos') =>
    (await target.api(persona).GET('/metodosPago')).data?.metodos_pago.map((card) => [
      card.card_type,
      card.last_digits,
    ]);

  it("lists a customer's saved cards in both views", async () => {
    expect(await cardsOf('suscrita')).toEqual([
      ['visa', '4242'],
      ['mastercard', '4444'],
    ]);
    const { data } = await target.api('suscrita').GET('/payment_sources');
    expect(data?.payment_sources.map((source) => [source.payment_source_id, source.source_id])).toEqual([
      [1, 'src_mock_visa_4242'],
      [2, 'src_mock_mc_4444'],
    ]);
    expect(await cardsOf('sincreditos')).toEqual([]);
  });

  it('saves a card from its token, then deletes it with the spec text', async () => {
    const saved = await target.api('sincreditos').POST('/metodosPago', {
      body: { token_id: 'tok_mastercard', card_type: 'mastercard', last_digits: '4444', saveCard: true },
    });
    expect(saved.response.status).toBe(200);
    expect(saved.data?.metodo_pago).toMatchObject({ card_type: 'mastercard', last_digits: '4444' });
    expect(await cardsOf('sincreditos')).toEqual([['mastercard', '4444']]);

    const id = saved.data!.metodo_pago.payment_source_id;
    const theirs = await target.api('ana').DELETE('/metodosPago/{id}', { params: { path: { id } } });
    expect(theirs.response.status).toBe(404);
    const deleted = await target.api('sincreditos').DELETE('/metodosPago/{id}', { params: { path: { id } } });
    expect(deleted.data).toEqual({ message: COMMERCE_MESSAGES.cardDeleted });
    expect(await cardsOf('sincreditos')).toEqual([]);
  });
});
