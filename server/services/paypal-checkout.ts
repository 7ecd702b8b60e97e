import { and, eq } from 'drizzle-orm';
import type { components } from '#src/api/schema.gen';
import { claimKey, idempotencyKeyOf, releaseKey, storeAnswer } from '#server/commerce/idempotency';
import { capturePaypalOrder, startPaypalOrder } from '#server/commerce/paypal-order';
import { captureSubscription, planFor } from '#server/commerce/paypal-subscription';
import { purchaseFacts } from '#server/commerce/purchase-facts';
import { openPurchase } from '#server/commerce/store-purchase';
import type { DiscountRow, PackageRow, PurchaseRow } from '#server/commerce/views';
import type { Database } from '#server/db/client';
import { purchases } from '#server/db/schema';
import { apiError, orRefused } from '#server/http/api-error';
import { requireCustomer } from '#server/identity/caller';
import { paypalOf, type PaypalPayments } from '#server/providers/paypal';
import { COMMERCE_MESSAGES } from '#src/domain/commerce/messages';
import { decideOrderCapture } from '#src/domain/commerce/paypal-capture';
import { decidePurchase, type Quote } from '#src/domain/commerce/purchase-decision';
import { partsOf, type ServiceFactory } from './context';

type PaypalInput = components['schemas']['PaypalInput'];
type CaptureInput = components['schemas']['CaptureInput'];

/**
 * The payment button (decision 066): POST /checkout/paypal opens the purchase as a card attempt
 * does (the key, the package row locked while its limit and places are counted), then PayPal makes
 * the order the button approves; POST /checkout/capture captures it and settles the purchase. A
 * subscription package answers its PayPal plan instead, and its capture opens the purchase.
 */
export const paypalCheckoutService: ServiceFactory = ({ db, clock, config }) => {
  const paypal = paypalOf(config);
  const provider = (log: { warn(message: string): void }) => {
    const made = paypal();
    if (made) return made;
    log.warn('Pago con PayPal sin sus llaves: la compra no se abre');
    throw apiError(502, COMMERCE_MESSAGES.providerFailed);
  };

  return {
    async checkoutPaypal(request) {
      const { customer } = requireCustomer(request);
      const input = partsOf(request).body as unknown as PaypalInput;
      let button!: PaypalPayments;
      const key = idempotencyKeyOf(request, {});
      const customer_id = customer.customer_id;
      const now = clock.now();
      const opened = await db.transaction(
        async (
          transaction,
        ): Promise<
          | { answer: Record<string, unknown> }
          | { order: PurchaseRow }
          | { plan: Quote<PackageRow, DiscountRow> }
        > => {
          const tx = transaction as unknown as Database;
          if (key) {
            const claim = await claimKey(tx, customer_id, key);
            if ('replay' in claim) {
              const { purchase_id } = claim.replay;
              const [first] =
                typeof purchase_id === 'number'
                  ? await tx.select().from(purchases).where(eq(purchases.purchase_id, purchase_id))
                  : [];
              // The first request is still with PayPal: ask again, under the same PayPal-Request-Id.
              if (first?.status !== 'pending') return { answer: claim.replay };
              button = provider(request.log);
              return { order: first };
            }
          }
          const quote = orRefused(decidePurchase(await purchaseFacts(tx, customer_id, input)));
          // Refusals first; then, before anything is stored, whether PayPal can be asked at all.
          button = provider(request.log);
          // A subscription's purchase is opened when PayPal says it is running (the capture).
          if (quote.pkg.is_subscription) return { plan: quote };
          const purchase = await openPurchase(tx, customer_id, quote, {
            status: 'pending',
            provider: 'paypal',
            now,
          });
          if (key) await storeAnswer(tx, customer_id, key, { purchase_id: purchase.purchase_id });
          return { order: purchase };
        },
      );
      if ('answer' in opened) return opened.answer;
      if ('plan' in opened) {
        const answer = {
          plan_id: await planFor(db, button, opened.plan, request.log).catch(async (error: unknown) => {
            if (key) await releaseKey(db, customer_id, key);
            throw error;
          }),
        };
        if (key) await storeAnswer(db, customer_id, key, answer);
        return answer;
      }
      return startPaypalOrder(db, button, opened.order, { key, now, log: request.log });
    },

    async checkoutCapture(request) {
      const { customer } = requireCustomer(request);
      const input = partsOf(request).body as unknown as CaptureInput;
      if (!input.orderID && !input.subscriptionID) throw apiError(400, COMMERCE_MESSAGES.noPaymentMethod);
      if (!input.orderID) {
        return captureSubscription(
          db,
          provider(request.log),
          { ...input, subscriptionID: input.subscriptionID! },
          { customer_id: customer.customer_id, now: clock.now(), log: request.log },
        );
      }
      const [found] = await db
        .select()
        .from(purchases)
        .where(and(eq(purchases.provider, 'paypal'), eq(purchases.provider_payment_id, input.orderID)));
      const { purchase } = orRefused(decideOrderCapture(found, customer.customer_id));
      return capturePaypalOrder(db, provider(request.log), purchase, { now: clock.now(), log: request.log });
    },
  };
};
