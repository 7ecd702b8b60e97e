import { asc, eq } from 'drizzle-orm';
import type { components } from '#src/api/schema.gen';
import { claimKey, idempotencyKeyOf, storeAnswer } from '#server/commerce/idempotency';
import { purchaseFacts } from '#server/commerce/purchase-facts';
import { grantPurchase, openPurchase } from '#server/commerce/store-purchase';
import {
  awaitsProvider,
  chargeCardToken,
  checkoutModeOf,
  startCardPayment,
  type StripeCheckoutMode,
} from '#server/commerce/card-checkout';
import type { PurchaseRow } from '#server/commerce/views';
import type { Database } from '#server/db/client';
import { appConfig, paymentMethods, purchases } from '#server/db/schema';
import { stripeOf } from '#server/providers/stripe';
import { cardFailure } from '#server/providers/card-refused';
import { conektaOf } from '#server/providers/conekta';
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
type CheckoutInput = components['schemas']['CheckoutInput'];
type CheckoutResponse = components['schemas']['CheckoutResponse'];
type AttemptResponse = components['schemas']['CheckoutAttemptResponse'];

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

    /**
     * POST /checkout: a card token (Stripe) or a saved card (Conekta) charged on the spot, in the
     * attempt's shape: the key and the shared checks in one transaction with a pending purchase,
     * then the charge, then the purchase completed and granted (charge-on-the-spot.ts). A
     * subscription package starts its subscription there (card-checkout.ts, saved-card-charge.ts).
     */
    async checkout(request) {
      const { customer } = requireCustomer(request);
      const input = partsOf(request).body as unknown as CheckoutInput;
      if (input.customer_id !== customer.customer_id)
        throw apiError(403, COMMERCE_MESSAGES.notForSomeoneElse);
      const token = input.token_id?.trim();
      if (!token && input.payment_source_id === undefined) {
        throw apiError(400, COMMERCE_MESSAGES.noPaymentMethod);
      }
      const cards = stripe();
      const processor = conekta();
      if (token ? !cards : !processor) {
        request.log.warn('Pago con tarjeta sin las llaves de su proveedor: la compra no se abre');
        throw apiError(502, COMMERCE_MESSAGES.providerFailed);
      }
      const key = idempotencyKeyOf(request, input);
      const customer_id = customer.customer_id;
      const now = clock.now();
      const opened = await db.transaction(
        async (transaction): Promise<{ answer: Record<string, unknown> } | { purchase: PurchaseRow }> => {
          const tx = transaction as unknown as Database;
          if (key) {
            const claim = await claimKey(tx, customer_id, key);
            if ('replay' in claim) {
              const replayed = await purchaseOf(tx, claim.replay.purchase_id);
              // The first request is still with the processor: charge again, under the same key.
              return awaitsProvider(replayed, claim.replay)
                ? { purchase: replayed! }
                : { answer: claim.replay };
            }
          }
          const quote = orRefused(decidePurchase(await purchaseFacts(tx, customer_id, input)));
          if (!token) await savedCardSourceOf(tx, customer_id, input.payment_source_id);
          const [method] =
            input.payment_method_id === undefined
              ? []
              : await tx
                  .select({ id: paymentMethods.payment_method_id })
                  .from(paymentMethods)
                  .where(eq(paymentMethods.payment_method_id, input.payment_method_id));
          const purchase = await openPurchase(tx, customer_id, quote, {
            status: 'pending',
            provider: token ? 'stripe' : 'conekta',
            payment_method_id: method?.id ?? null,
            now,
          });
          if (key)
            await storeAnswer(tx, customer_id, key, { purchase_id: purchase.purchase_id, status: 'pending' });
          return { purchase };
        },
      );
      if ('answer' in opened) return opened.answer;
      const { purchase } = opened;
      const retry = { key, now, log: request.log };
      const answerOf = ({ payment_id }: { payment_id: string }): CheckoutResponse => ({
        payment_id,
        purchase_id: purchase.purchase_id,
      });
      const charged = token
        ? chargeCardToken(db, cards!, purchase, token, answerOf, retry)
        : chargeSavedCard(
            db,
            processor!,
            purchase,
            await savedCardSourceOf(db, customer_id, input.payment_source_id),
            retry,
            answerOf,
          );
      return charged.catch((error: unknown) => {
        throw cardFailure(error, request.log, COMMERCE_MESSAGES.providerFailed, token ? 'stripe' : 'conekta');
      });
    },

    async checkoutAttempt(request) {
      const { customer } = requireCustomer(request);
      const input = partsOf(request).body as unknown as AttemptInput;
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
        } else if (input.payment_method === 'paypal') {
          // As the mocks: a pending purchase; the payment button goes on with /checkout/paypal.
          const purchase = await openPurchase(tx, customer_id, quote, { status: 'pending', now });
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
          throw cardFailure(error, request.log, COMMERCE_MESSAGES.providerFailed, 'conekta');
        });
      }
      return startCardPayment(db, cards!, opened.card, opened.mode, retry);
    },
  };
};
