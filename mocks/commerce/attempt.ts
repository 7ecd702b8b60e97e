import type { components } from '#src/api/schema.gen';
import {
  cashCheckoutEnabled,
  decideCashMethod,
  decideFreeOffer,
} from '#src/domain/commerce/purchase-decision';
import { startsWithFreeTrial } from '#src/domain/commerce/subscription-billing';
import { toCents } from '#src/domain/discount';
import { configValue } from '#mocks/config-values';
import { db } from '#mocks/db';
import { apiError, orRefused } from '#mocks/http-errors';
import { chargeNow, ownPaymentSource, savedCardChargeOutcome } from './card-charges';
import { clientSecretFor } from './checkout-state';
import type { Answer } from './idempotency';
import { COMMERCE_MESSAGES as MSG } from '#src/domain/commerce/messages';
import { completePurchase, openPurchase } from './purchase-records';
import type { Quote } from './purchase-rules';

type AttemptInput = components['schemas']['CheckoutAttemptInput'];
type AttemptResponse = components['schemas']['CheckoutAttemptResponse'];

const METHODS = new Set<string>(['card', 'saved_card', 'cash', 'paypal', 'free']);

export function isPaymentMethod(value: unknown): value is AttemptInput['payment_method'] {
  return typeof value === 'string' && METHODS.has(value);
}

const ok = (body: AttemptResponse): Answer => ({ status: 200, body });

/** Session mode's hosted payment page; in mock mode an in-app page routed only in mock builds. */
export function hostedCheckoutUrl(purchase_id: number): string {
  return `/__mock/stripe-checkout/${purchase_id}`;
}

/** One /checkout/attempt after the shared checks passed: what each payment choice does. */
export async function attemptPurchase(
  customer_id: number,
  input: AttemptInput,
  quote: Quote,
): Promise<Answer> {
  switch (input.payment_method) {
    case 'free': {
      orRefused(decideFreeOffer(quote.pkg, toCents(quote.total)));
      const purchase = await openPurchase(customer_id, quote, { status: 'pending' });
      const done = await completePurchase(purchase.purchase_id);
      return ok({ purchase_id: purchase.purchase_id, status: done?.status ?? purchase.status });
    }
    case 'cash': {
      if (!cashCheckoutEnabled(configValue('cash_checkout_enabled'))) throw apiError(400, MSG.cashDisabled);
      const { payment_method_id } = orRefused(
        decideCashMethod(input.payment_method_id, db.paymentMethods.all()),
      );
      const purchase = await openPurchase(customer_id, quote, { status: 'pending', payment_method_id });
      return ok({ purchase_id: purchase.purchase_id, status: purchase.status });
    }
    case 'card': {
      const purchase = await openPurchase(customer_id, quote, { status: 'pending' });
      if (configValue('stripe_checkout_mode') === 'session') {
        // Paid (or abandoned) on the provider's hosted page: in mock mode an in-app stand-in
        // (mocks/payments/hosted-checkout-route.tsx) that settles the purchase and returns.
        return ok({
          purchase_id: purchase.purchase_id,
          status: purchase.status,
          session: { url: hostedCheckoutUrl(purchase.purchase_id) },
        });
      }
      return ok({
        purchase_id: purchase.purchase_id,
        status: purchase.status,
        // A free trial charges nothing now: Stripe hands out its SetupIntent's secret instead.
        clientSecret: clientSecretFor(
          purchase.purchase_id,
          startsWithFreeTrial(quote.pkg) ? 'setup' : 'payment',
        ),
      });
    }
    case 'saved_card': {
      const sourceId = input.payment_source_id;
      if (sourceId === undefined) throw apiError(400, MSG.noPaymentMethod);
      if (!ownPaymentSource(customer_id, sourceId)) throw apiError(404, MSG.savedCardNotYours);
      return chargeNow(
        customer_id,
        quote,
        savedCardChargeOutcome(customer_id, sourceId, quote.pkg),
        (purchase) => ({ purchase_id: purchase.purchase_id, status: purchase.status }),
        { payment_source_id: sourceId },
      );
    }
    case 'paypal': {
      // The payment button then calls /checkout/paypal and /checkout/capture.
      const purchase = await openPurchase(customer_id, quote, { status: 'pending' });
      return ok({ purchase_id: purchase.purchase_id, status: purchase.status });
    }
  }
}
