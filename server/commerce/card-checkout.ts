import type { FastifyBaseLogger } from 'fastify';
import type { components } from '#src/api/schema.gen';
import type { Database } from '#server/db/client';
import { apiError } from '#server/http/api-error';
import type {
  CardCharge,
  CardPayments,
  SubscriptionCharge,
  SubscriptionPaid,
} from '#server/providers/stripe';
import {
  firstChargeCents,
  firstInvoiceOffCents,
  renewalCents,
  trialDays,
} from '#src/domain/commerce/subscription-billing';
import { COMMERCE_MESSAGES } from '#src/domain/commerce/messages';
import { startCardSubscription, subscribeCardToken } from './card-subscription';
import { chargeOnTheSpot } from './charge-on-the-spot';
import { storeAnswer } from './idempotency';
import { releaseFailedPurchase } from './release-purchase';
import { recordProviderPayment, recordSubscription } from './store-purchase';
import { recordFirstInvoice } from './subscription-charge';
import type { PurchaseRow } from './views';

type AttemptResponse = components['schemas']['CheckoutAttemptResponse'];

export type StripeCheckoutMode = 'embedded' | 'session';

/** The studio's `stripe_checkout_mode`: the hosted page only when it says 'session'. */
export const checkoutModeOf = (setting: string | null | undefined): StripeCheckoutMode =>
  setting?.trim() === 'session' ? 'session' : 'embedded';

/** What a processor is asked to charge for a purchase: its total in cents, under its order number. */
export function cardChargeOf(purchase: PurchaseRow): CardCharge {
  return {
    purchase_id: purchase.purchase_id,
    customer_id: purchase.customer_id,
    class_package_id: purchase.class_package_id ?? 0,
    title: purchase.title ?? `#00${purchase.purchase_id}`,
    totalCents: purchase.total_payment_cents,
  };
}

/** A purchase opened for a subscription package: it carries the rhythm it was sold at. */
export const isSubscriptionPurchase = (purchase: PurchaseRow) => purchase.subscription_period !== null;

/**
 * What Stripe bills for a subscription purchase: its renewal price every interval periods, after
 * its trial, less what a code for the first invoice only takes off that one.
 */
export function subscriptionChargeOf(purchase: PurchaseRow): SubscriptionCharge {
  return {
    ...cardChargeOf(purchase),
    interval: purchase.subscription_interval ?? 1,
    period: purchase.subscription_period ?? 'month',
    trialDays: trialDays(purchase),
    renewalCents: renewalCents(purchase),
    firstInvoiceOffCents: firstInvoiceOffCents(purchase),
  };
}

/** A pending card purchase whose answer still lacks the provider's part (a retry mid-call). */
export function awaitsProvider(purchase: PurchaseRow | undefined, answer: Record<string, unknown>) {
  return (
    purchase?.provider != null &&
    purchase.status === 'pending' &&
    answer.clientSecret === undefined &&
    answer.session === undefined
  );
}

/**
 * The attempt's second half, after the purchase's transaction committed (decision 057: no provider
 * call inside it): ask Stripe for a PaymentIntent or a Checkout Session, then store what it gave in
 * a second short transaction. Stripe failing leaves the purchase failed (its place, limit and code
 * use freed) and the key released, so a retry is checked afresh.
 */
export async function startCardPayment(
  db: Database,
  payments: CardPayments,
  purchase: PurchaseRow,
  mode: StripeCheckoutMode,
  retry: { key: string | undefined; now: Date; log: FastifyBaseLogger },
): Promise<AttemptResponse> {
  const { key, now, log } = retry;
  let started;
  try {
    // A subscription package is billed by a Stripe Subscription, renewed by Stripe (decision 076).
    started = isSubscriptionPurchase(purchase)
      ? await startCardSubscription(db, payments, subscriptionChargeOf(purchase), mode)
      : await payments.start(cardChargeOf(purchase), mode);
  } catch (error) {
    // The SDK's error names the request and Stripe's reason; never the key.
    const reason = error as { type?: string; code?: string; statusCode?: number; requestId?: string };
    log.warn(
      {
        purchase_id: purchase.purchase_id,
        stripe: {
          type: reason.type,
          code: reason.code,
          status: reason.statusCode,
          request: reason.requestId,
        },
      },
      'Stripe no aceptó el pago con tarjeta',
    );
    await releaseFailedPurchase(db, purchase, key, now);
    throw apiError(502, COMMERCE_MESSAGES.providerFailed);
  }
  const answer: AttemptResponse = {
    purchase_id: purchase.purchase_id,
    status: 'pending',
    ...(started.mode === 'embedded'
      ? { clientSecret: started.clientSecret }
      : { session: { url: started.url } }),
  };
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await recordProviderPayment(tx, purchase.purchase_id, started.id);
    // An embedded subscription is known at once; a session's when its first invoice is paid.
    if (isSubscriptionPurchase(purchase) && started.mode === 'embedded')
      await recordSubscription(tx, purchase.purchase_id, started.id);
    if (key) await storeAnswer(tx, purchase.customer_id, key, answer);
  });
  return answer;
}

/**
 * POST /checkout's card token, after the purchase's transaction: a one-off package is a
 * PaymentIntent confirmed now; a subscription package a Stripe Subscription whose first invoice
 * is paid now (0 during a free trial), renewed by Stripe as the attempt's (decision 076). Its
 * payment id is the subscription's; the settling transaction stores the subscription and its
 * first invoice, so that invoice's `invoice.paid` event, arriving later, changes nothing.
 */
export function chargeCardToken<A extends Record<string, unknown>>(
  db: Database,
  payments: CardPayments,
  purchase: PurchaseRow,
  token: string,
  answerOf: (paid: { payment_id: string; status: string }) => A,
  retry: { key: string | undefined; now: Date; log: FastifyBaseLogger },
): Promise<A> {
  if (!isSubscriptionPurchase(purchase)) {
    return chargeOnTheSpot(
      db,
      purchase,
      () => payments.charge(cardChargeOf(purchase), token),
      answerOf,
      retry,
    );
  }
  let paid: SubscriptionPaid | undefined;
  const subscribe = async () => {
    paid = await subscribeCardToken(db, payments, subscriptionChargeOf(purchase), token);
    return paid.id;
  };
  return chargeOnTheSpot(db, purchase, subscribe, answerOf, retry, () => {
    // Stripe's word on what the first invoice took; without an invoice, what it was to take.
    const invoice = paid?.invoice ?? { id: null, paidCents: firstChargeCents(purchase) };
    return {
      paidCents: invoice.paidCents,
      started: async (tx, subscription_id) => {
        await recordSubscription(tx, purchase.purchase_id, subscription_id);
        await recordFirstInvoice(
          tx,
          purchase.purchase_id,
          { provider_invoice_id: invoice.id, cents: invoice.paidCents },
          retry.now,
        );
      },
    };
  });
}
