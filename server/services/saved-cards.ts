import { and, asc, eq } from 'drizzle-orm';
import type { components } from '#src/api/schema.gen';
import type { Database } from '#server/db/client';
import { conektaCustomers, savedCards } from '#server/db/schema';
import type { customers } from '#server/db/schema';
import { apiError } from '#server/http/api-error';
import { requireCustomer } from '#server/identity/caller';
import { cardFailure } from '#server/providers/card-refused';
import { conektaOf, type SavedCardProcessor } from '#server/providers/conekta';
import { savedCardType } from '#src/domain/card-brand';
import { COMMERCE_MESSAGES } from '#src/domain/commerce/messages';
import { partsOf, type ServiceFactory } from './context';

type S = components['schemas'];
type CardRow = typeof savedCards.$inferSelect;
type CustomerRow = typeof customers.$inferSelect;

const savedCardView = ({ customer_id: _owner, ...card }: CardRow): S['SavedCard'] => card;
const paymentSourceView = (card: CardRow): S['PaymentSource'] => ({
  ...card,
  source_id: card.conekta_payment_source_id,
});

async function conektaCustomerOf(db: Database, processor: SavedCardProcessor, customer: CustomerRow) {
  const [known] = await db
    .select()
    .from(conektaCustomers)
    .where(eq(conektaCustomers.customer_id, customer.customer_id));
  if (known) return known.conekta_customer_id;
  const conekta_customer_id = await processor.createCustomer({
    name: [customer.name, customer.last_name].filter(Boolean).join(' '),
    email: customer.email,
    phone: customer.phone,
    customer_id: customer.customer_id,
  });
  // Two first cards saved at once: the second customer made is left unused at Conekta.
  await db
    .insert(conektaCustomers)
    .values({ customer_id: customer.customer_id, conekta_customer_id })
    .onConflictDoNothing();
  const [stored] = await db
    .select()
    .from(conektaCustomers)
    .where(eq(conektaCustomers.customer_id, customer.customer_id));
  return stored!.conekta_customer_id;
}

/**
 * Saved cards (/metodosPago and /payment_sources, two views of one table): the tokenizer's token is
 * attached to the customer's Conekta customer, and only Conekta's source id is stored.
 */
export const savedCardService: ServiceFactory = ({ db, config }) => {
  const conekta = conektaOf(config);

  async function mine(customer_id: number) {
    return db
      .select()
      .from(savedCards)
      .where(eq(savedCards.customer_id, customer_id))
      .orderBy(asc(savedCards.payment_source_id));
  }

  async function save(request: Parameters<ReturnType<ServiceFactory>[string]>[0]) {
    const { customer } = requireCustomer(request);
    const input = partsOf(request).body as Partial<S['PaymentSourceInput']>;
    const token = input.token_id?.trim();
    if (!token) throw apiError(400, COMMERCE_MESSAGES.cardMissing);
    const processor = conekta();
    if (!processor) throw apiError(502, COMMERCE_MESSAGES.providerFailed);
    try {
      const owner = await conektaCustomerOf(db, processor, customer);
      const card = await processor.attachCard(owner, token);
      const [row] = await db
        .insert(savedCards)
        .values({
          customer_id: customer.customer_id,
          conekta_payment_source_id: card.id,
          card_type: input.card_type || savedCardType(card.brand),
          last_digits: input.last_digits || card.last4 || '',
        })
        .returning();
      return row!;
    } catch (error) {
      throw cardFailure(error, request.log, COMMERCE_MESSAGES.providerFailed, 'conekta');
    }
  }

  async function remove(request: Parameters<ReturnType<ServiceFactory>[string]>[0]) {
    const { customer } = requireCustomer(request);
    const payment_source_id = Number(partsOf(request).params.id);
    const [card] = await db
      .select()
      .from(savedCards)
      .where(
        and(
          eq(savedCards.customer_id, customer.customer_id),
          eq(savedCards.payment_source_id, payment_source_id),
        ),
      );
    if (!card) throw apiError(404, COMMERCE_MESSAGES.savedCardNotFound);
    const [owner] = await db
      .select()
      .from(conektaCustomers)
      .where(eq(conektaCustomers.customer_id, customer.customer_id));
    const processor = conekta();
    // A card with no Conekta customer behind it (the seed's) has nothing to detach there.
    if (owner) {
      if (!processor) throw apiError(502, COMMERCE_MESSAGES.cardDeleteFailed);
      try {
        await processor.detachCard(owner.conekta_customer_id, card.conekta_payment_source_id);
      } catch (error) {
        throw cardFailure(error, request.log, COMMERCE_MESSAGES.cardDeleteFailed, 'conekta');
      }
    }
    await db.delete(savedCards).where(eq(savedCards.payment_source_id, payment_source_id));
    return { message: COMMERCE_MESSAGES.cardDeleted };
  }

  return {
    async listSavedCards(request) {
      const { customer } = requireCustomer(request);
      return { metodos_pago: (await mine(customer.customer_id)).map(savedCardView) };
    },
    async saveCard(request) {
      return { metodo_pago: savedCardView(await save(request)) };
    },
    deleteSavedCard: remove,
    async listPaymentSources(request) {
      const { customer } = requireCustomer(request);
      return { payment_sources: (await mine(customer.customer_id)).map(paymentSourceView) };
    },
    async createPaymentSource(request) {
      return { payment_source: paymentSourceView(await save(request)) };
    },
    deletePaymentSource: remove,
  };
};
