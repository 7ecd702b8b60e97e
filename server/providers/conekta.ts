import { Configuration, CustomersApi, OrdersApi, PaymentMethodsApi } from 'conekta';
import type { ConektaSettings, ServerConfig } from '#server/config';
import { CardRefused } from './card-refused';

/** Conekta's 402 detail codes (conekta.errors.processing.…) read as Stripe-style card errors. */
function refusalOf(detailCode: string): CardRefused {
  if (detailCode.includes('insufficient_funds')) return CardRefused.of('card_declined', 'insufficient_funds');
  if (/stolen|lost/.test(detailCode)) return CardRefused.of('card_declined', 'lost_card');
  if (/suspicious|fraud/.test(detailCode)) return CardRefused.of('card_declined', 'fraudulent');
  if (detailCode.includes('expired')) return CardRefused.of('expired_card');
  if (detailCode.includes('cvc')) return CardRefused.of('incorrect_cvc');
  return CardRefused.of('card_declined', 'generic_decline');
}

/** A card refusal stays a CardRefused; anything else (network, keys, 5xx) is thrown as it came. */
function rethrow(error: unknown): never {
  // The SDK's HTTP client (axios) throws its answer as error.response.
  const answer = (error as { response?: { status?: number; data?: { details?: Array<{ code?: string }> } } })
    .response;
  if (answer?.status === 402) throw refusalOf(answer.data?.details?.[0]?.code ?? '');
  throw error;
}

export interface SavedCardProcessor {
  /** The customer's Conekta customer, made now when they have none. */
  createCustomer(person: {
    name: string;
    email: string;
    phone: string | null;
    customer_id: number;
  }): Promise<string>;
  attachCard(
    conektaCustomerId: string,
    token: string,
  ): Promise<{ id: string; brand?: string; last4?: string }>;
  detachCard(conektaCustomerId: string, sourceId: string): Promise<void>;
  /**
   * Charges a saved card now; the order id, or a thrown CardRefused. The order is made under
   * `idempotencyKey` (by default `purchase-<id>`, the purchase's own charge): the same key again is
   * the same order, never a second charge (a subscription's period has its own, decision 082).
   */
  charge(order: {
    conektaCustomerId: string;
    sourceId: string;
    purchase_id: number;
    title: string;
    totalCents: number;
    idempotencyKey?: string;
  }): Promise<string>;
}

export function conektaProcessor(settings: ConektaSettings): SavedCardProcessor {
  const configuration = new Configuration({
    accessToken: settings.privateKey,
    ...(settings.apiUrl ? { basePath: settings.apiUrl } : {}),
  });
  const customers = new CustomersApi(configuration);
  const methods = new PaymentMethodsApi(configuration);
  const orders = new OrdersApi(configuration);
  return {
    async createCustomer({ name, email, phone, customer_id }) {
      const { data } = await customers
        .createCustomer(
          { name, email, phone: phone ?? '', metadata: { customer_id: String(customer_id) } },
          'es',
        )
        .catch(rethrow);
      return data.id;
    },
    async attachCard(conektaCustomerId, token) {
      const { data } = await methods
        .createCustomerPaymentMethods(conektaCustomerId, { type: 'card', token_id: token }, 'es')
        .catch(rethrow);
      const card = data as { id: string; brand?: string; last4?: string };
      return { id: card.id, brand: card.brand, last4: card.last4 };
    },
    async detachCard(conektaCustomerId, sourceId) {
      await methods.deleteCustomerPaymentMethods(conektaCustomerId, sourceId, 'es').catch(rethrow);
    },
    async charge({ conektaCustomerId, sourceId, purchase_id, title, totalCents, idempotencyKey }) {
      const { data } = await orders
        .createOrder(
          {
            currency: 'MXN',
            customer_info: { customer_id: conektaCustomerId },
            line_items: [{ name: title, unit_price: totalCents, quantity: 1 }],
            charges: [{ payment_method: { type: 'card', payment_source_id: sourceId } }],
            metadata: { purchase_id: String(purchase_id) },
          },
          'es',
          undefined,
          // Conekta honours an Idempotency-Key: a retried charge of one purchase is one order.
          { headers: { 'Idempotency-Key': idempotencyKey ?? `purchase-${purchase_id}` } },
        )
        .catch(rethrow);
      return data.id ?? '';
    },
  };
}

/** The studio's Conekta, made on first use: service factories only close over their context. */
export function conektaOf(config: ServerConfig): () => SavedCardProcessor | undefined {
  let made: SavedCardProcessor | undefined;
  return () => (made ??= config.conekta ? conektaProcessor(config.conekta) : undefined);
}
