import type { components } from '#src/api/schema.gen';
import { requireCustomer } from '#mocks/auth';
import { db, nextId } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError } from '#mocks/http-errors';
import { declineError, sourceIdFor } from '#mocks/commerce/card-charges';
import { attachOutcome, testCardByToken } from '#mocks/commerce/card-outcomes';
import { COMMERCE_MESSAGES as MSG } from '#src/domain/commerce/messages';
import { savedCardView } from '#mocks/views/commerce';

type S = components['schemas'];

/**
 * /metodosPago and /payment_sources are two views of the same cards (the seed writes both with
 * the same payment_source_id): saving through either writes both, deleting removes both.
 */
async function saveCard(customer_id: number, input: Partial<S['PaymentSourceInput']>) {
  const token = input.token_id?.trim();
  if (!token) throw apiError(400, MSG.cardMissing);
  const decline = attachOutcome(token);
  if (decline) throw declineError(decline);
  const known = testCardByToken(token);
  const payment_source_id = Math.max(
    nextId(db.savedCards.all(), 'payment_source_id'),
    nextId(db.paymentSources.all(), 'payment_source_id'),
  );
  const card = {
    payment_source_id,
    conekta_payment_source_id: sourceIdFor(payment_source_id, token),
    card_type: input.card_type || known?.brand || 'visa',
    last_digits: input.last_digits || known?.number.slice(-4) || '4242',
  };
  const saved = await db.savedCards.create({ ...card, customer_id });
  const source = await db.paymentSources.create({
    ...card,
    customer_id,
    source_id: card.conekta_payment_source_id,
  });
  return { saved, source };
}

function deleteCard(customer_id: number, payment_source_id: number): void {
  const source = db.paymentSources.findFirst((q) => q.where({ customer_id, payment_source_id }));
  const saved = db.savedCards.findFirst((q) => q.where({ customer_id, payment_source_id }));
  if (!source && !saved) throw apiError(404, MSG.savedCardNotFound);
  if (source) db.paymentSources.delete(source);
  if (saved) db.savedCards.delete(saved);
}

export const savedCardHandlers = [
  http.get('/metodosPago', ({ request, response }) => {
    const { customer } = requireCustomer(request);
    const metodos_pago = db.savedCards
      .findMany((q) => q.where({ customer_id: customer.customer_id }), {
        orderBy: { payment_source_id: 'asc' },
      })
      .map(savedCardView);
    return response(200).json({ metodos_pago });
  }),

  http.post('/metodosPago', async ({ request, response }) => {
    const { customer } = requireCustomer(request);
    const { saved } = await saveCard(customer.customer_id, await request.json());
    return response(200).json({ metodo_pago: savedCardView(saved) });
  }),

  http.delete('/metodosPago/{id}', ({ request, params, response }) => {
    const { customer } = requireCustomer(request);
    deleteCard(customer.customer_id, Number(params.id));
    return response(200).json({ message: MSG.cardDeleted });
  }),

  http.get('/payment_sources', ({ request, response }) => {
    const { customer } = requireCustomer(request);
    const payment_sources = db.paymentSources.findMany(
      (q) => q.where({ customer_id: customer.customer_id }),
      {
        orderBy: { payment_source_id: 'asc' },
      },
    );
    return response(200).json({ payment_sources });
  }),

  http.post('/payment_sources', async ({ request, response }) => {
    const { customer } = requireCustomer(request);
    const { source } = await saveCard(customer.customer_id, await request.json());
    return response(200).json({ payment_source: source });
  }),

  http.delete('/payment_sources/{id}', ({ request, params, response }) => {
    const { customer } = requireCustomer(request);
    deleteCard(customer.customer_id, Number(params.id));
    return response(200).json({ message: MSG.cardDeleted });
  }),
];
