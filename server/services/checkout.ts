import { asc, eq } from 'drizzle-orm';
import type { components } from '#src/api/schema.gen';
import { claimKey, idempotencyKeyOf, storeAnswer } from '#server/commerce/idempotency';
import { purchaseFacts } from '#server/commerce/purchase-facts';
import { grantPurchase, openPurchase } from '#server/commerce/store-purchase';
import {
  awaitsProvider,
  checkoutModeOf,
  startCardPayment,
  type StripeCheckoutMode,
} from '#server/commerce/card-checkout';
import type { PurchaseRow } from '#server/commerce/views';
import type { Database } from '#server/db/client';
import { appConfig, paymentMethods, purchases } from '#server/db/schema';
import { stripeOf } from '#server/providers/stripe';
import { conektaFailure, conektaOf } from '#server/providers/conekta';
import { chargeSavedCard, savedCardSourceOf, type SavedCardSource } from '#server/commerce/saved-card-charge';
import { apiError, orRefused } from '#server/http/api-error';
import { requireCustomer } from '#server/identity/caller';
import { paidStatus } from '#src/domain/commerce/grant';
import { COMMERCE_MESSAGES } from '#src/domain/commerce/messages';
import {
  cashCheckoutEnabled,
  decideCashMethod,
  decideFreeOffer,
  decidePurchase,
} from '#src/domain/commerce/purchase-decision';
import { partsOf, type ServiceFactory } from './context';

type AttemptInput = components['schemas']['CheckoutAttemptInput'];
type AttemptResponse = components['schemas']['CheckoutAttemptResponse'];

/** PayPal needs its provider (issue 30's second part). */
const NOT_YET = new Set<AttemptInput['payment_method']>(['paypal']);

/** The transaction's outcome: an answer, or a pending purchase the provider is to be asked about. */
type Opened =
  | { answer: Record<string, unknown> }
  | { card: PurchaseRow; mode: StripeCheckoutMode }
  | { saved: PurchaseRow; source: SavedCardSource };

async function purchaseOf(tx: Database, purchase_id: unknown) {
  if (typeof purchase_id !== 'number') return undefined;
  const [row] = await tx.select().from(purchases).where(eq(purchases.purchase_id, purchase_id));
  return row;
}

async function configValue(tx: Database, key: string) {
  const [row] = await tx.select({ value: appConfig.value }).from(appConfig).where(eq(appConfig.key, key));
  return row?.value;
}

/**
 * POST /checkout/attempt, in one transaction: the idempotency key, then the package row locked
 * while the shared checks (src/domain/commerce) count its limit and places, then the purchase.
 * Nothing in it waits on the network: a card (Stripe) or a saved card (Conekta) is pending when
 * it commits, and its provider is asked afterwards (card-checkout.ts, saved-card-charge.ts).
 */
export const checkoutService: ServiceFactory = ({ db, clock, config }) => {
  const stripe = stripeOf(config);
  const conekta = conektaOf(config);
  return {
    /** The checkout's cash and transfer choices (and the card method's name), to anyone. */
    async listPaymentMethods() {
      return {
        payment_methods: await db
          .select()
          .from(paymentMethods)
          .orderBy(asc(paymentMethods.payment_method_id)),
      };
    },

    async checkoutAttempt(request) {
      const { customer } = requireCustomer(request);
      const input = partsOf(request).body as unknown as AttemptInput;
      if (NOT_YET.has(input.payment_method)) {
        throw apiError(501, 'Esta operación todavía no está disponible en el servidor.');
      }
      const cards = stripe();
      const processor = conekta();
      if (
        (input.payment_method === 'card' && !cards) ||
        (input.payment_method === 'saved_card' && !processor)
      ) {
        request.log.warn('Pago con tarjeta sin las llaves de su proveedor: la compra no se abre');
        throw apiError(502, COMMERCE_MESSAGES.providerFailed);
      }
      const key = idempotencyKeyOf(request, input);
      const customer_id = customer.customer_id;
      const now = clock.now();
      const opened = await db.transaction(async (transaction): Promise<Opened> => {
        const tx = transaction as unknown as Database;
        if (key) {
          const claim = await claimKey(tx, customer_id, key);
          if ('replay' in claim) {
            const replayed = await purchaseOf(tx, claim.replay.purchase_id);
            if (!awaitsProvider(replayed, claim.replay)) return { answer: claim.replay };
            // The first request is still with the provider: ask again, under the same provider key.
            return replayed!.provider === 'conekta'
              ? {
                  saved: replayed!,
                  source: await savedCardSourceOf(tx, customer_id, input.payment_source_id),
                }
              : { card: replayed!, mode: checkoutModeOf(await configValue(tx, 'stripe_checkout_mode')) };
          }
        }
        const quote = orRefused(decidePurchase(await purchaseFacts(tx, customer_id, input)));
        let answer: AttemptResponse;
        if (input.payment_method === 'card' || input.payment_method === 'saved_card') {
          const source =
            input.payment_method === 'saved_card'
              ? await savedCardSourceOf(tx, customer_id, input.payment_source_id)
              : undefined;
          const purchase = await openPurchase(tx, customer_id, quote, {
            status: 'pending',
            provider: source ? 'conekta' : 'stripe',
            now,
          });
          // A retry meanwhile finds the purchase without the provider's part and asks for it again.
          if (key)
            await storeAnswer(tx, customer_id, key, { purchase_id: purchase.purchase_id, status: 'pending' });
          if (source) return { saved: purchase, source };
          return { card: purchase, mode: checkoutModeOf(await configValue(tx, 'stripe_checkout_mode')) };
        }
        if (input.payment_method === 'free') {
          orRefused(decideFreeOffer(quote.pkg, quote.totalCents));
          const purchase = await openPurchase(tx, customer_id, quote, { status: paidStatus(quote.pkg), now });
          await grantPurchase(tx, purchase, quote.pkg, now);
          answer = { purchase_id: purchase.purchase_id, status: purchase.status };
        } else {
          if (!cashCheckoutEnabled(await configValue(tx, 'cash_checkout_enabled'))) {
            throw apiError(400, COMMERCE_MESSAGES.cashDisabled);
          }
          const { payment_method_id } = orRefused(
            decideCashMethod(input.payment_method_id, await tx.select().from(paymentMethods)),
          );
          const purchase = await openPurchase(tx, customer_id, quote, {
            status: 'pending',
            payment_method_id,
            now,
          });
          answer = { purchase_id: purchase.purchase_id, status: purchase.status };
        }
        if (key) await storeAnswer(tx, customer_id, key, answer);
        return { answer };
      });
      if ('answer' in opened) return opened.answer;
      const retry = { key, now, log: request.log };
      if ('saved' in opened) {
        return chargeSavedCard(db, processor!, opened.saved, opened.source, retry).catch((error: unknown) => {
          throw conektaFailure(error, request.log, COMMERCE_MESSAGES.providerFailed);
        });
      }
      return startCardPayment(db, cards!, opened.card, opened.mode, retry);
    },
  };
};
