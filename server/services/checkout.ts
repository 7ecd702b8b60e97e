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

/** Saved card and PayPal need their providers (issue 30's second part). */
const NOT_YET = new Set<AttemptInput['payment_method']>(['saved_card', 'paypal']);

type Opened = { answer: Record<string, unknown> } | { card: PurchaseRow; mode: StripeCheckoutMode };

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
 * POST /checkout/attempt for cash and a free offer, in one transaction: the idempotency key,
 * then the package row locked while the shared checks (src/domain/commerce) count its limit and
 * places, then the purchase. Nothing here waits on the network.
 */
export const checkoutService: ServiceFactory = ({ db, clock, config }) => {
  const stripe = stripeOf(config);
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
      if (input.payment_method === 'card' && !cards) {
        request.log.warn('Pago con tarjeta sin STRIPE_SECRET_KEY: la compra no se abre');
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
            return awaitsProvider(replayed, claim.replay)
              ? { card: replayed!, mode: checkoutModeOf(await configValue(tx, 'stripe_checkout_mode')) }
              : { answer: claim.replay };
          }
        }
        const quote = orRefused(decidePurchase(await purchaseFacts(tx, customer_id, input)));
        let answer: AttemptResponse;
        if (input.payment_method === 'card') {
          const purchase = await openPurchase(tx, customer_id, quote, {
            status: 'pending',
            provider: 'stripe',
            now,
          });
          // A retry meanwhile finds the purchase without the provider's part and asks for it again.
          if (key)
            await storeAnswer(tx, customer_id, key, { purchase_id: purchase.purchase_id, status: 'pending' });
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
      return startCardPayment(db, cards!, opened.card, opened.mode, { key, now, log: request.log });
    },
  };
};
