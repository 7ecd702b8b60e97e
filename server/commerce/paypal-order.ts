import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client';
import { apiError } from '#server/http/api-error';
import { PaypalFailed, PaypalRefused, type PaypalPayments } from '#server/providers/paypal';
import { COMMERCE_MESSAGES } from '#src/domain/commerce/messages';
import { checkoutStrings } from '#src/i18n/es/checkout';
import { storeAnswer } from './idempotency';
import { releaseFailedPurchase } from './release-purchase';
import { recordProviderPayment } from './store-purchase';
import { settlePurchase } from './settle-purchase';
import type { PurchaseRow } from './views';

/** One purchase, one PayPal order: a retry (ours, the app's, PayPal's SDK) gets the same one back. */
const requestIdOf = (purchase: PurchaseRow, step: 'order' | 'capture') =>
  `purchase-${purchase.purchase_id}-paypal-${step}`;

/** PayPal's error as a log line: its status or issue and its debug id, never a credential. */
export function logPaypal(log: FastifyBaseLogger, error: unknown, fields: object, message: string) {
  const paypal =
    error instanceof PaypalRefused
      ? { issue: error.issue, debug_id: error.debugId }
      : error instanceof PaypalFailed
        ? { status: error.status, debug_id: error.debugId }
        : { error: (error as Error).message };
  log.warn({ ...fields, paypal }, message);
}

/**
 * The order's half after the purchase's transaction committed (decision 057): PayPal makes the
 * order for the purchase's total, and a second short transaction stores its id on the purchase
 * and the answer under the key. PayPal failing releases the purchase, as Stripe failing does.
 */
export async function startPaypalOrder(
  db: Database,
  paypal: PaypalPayments,
  purchase: PurchaseRow,
  retry: { key: string | undefined; now: Date; log: FastifyBaseLogger },
): Promise<{ orderID: string }> {
  const { key, now, log } = retry;
  let orderID: string;
  try {
    orderID = await paypal.createOrder({
      purchase_id: purchase.purchase_id,
      title: purchase.title ?? `#00${purchase.purchase_id}`,
      totalCents: purchase.total_payment_cents,
      requestId: requestIdOf(purchase, 'order'),
    });
  } catch (error) {
    logPaypal(log, error, { purchase_id: purchase.purchase_id }, 'PayPal no creó la orden');
    await releaseFailedPurchase(db, purchase, key, now);
    throw apiError(502, COMMERCE_MESSAGES.providerFailed);
  }
  const answer = { orderID };
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await recordProviderPayment(tx, purchase.purchase_id, orderID);
    if (key) await storeAnswer(tx, purchase.customer_id, key, answer);
  });
  return answer;
}

/** PayPal's refusals the customer can act on, as the contract's card errors (402). */
function refusalAnswer(issue: string) {
  if (issue === 'INSTRUMENT_DECLINED') {
    return apiError(402, checkoutStrings.checkout.errors.declined, {
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
  }
  return apiError(402, COMMERCE_MESSAGES.providerFailed, { code: 'processing_error' });
}

/**
 * Captures an approved order. Completed: in one transaction the purchase is settled by the shared
 * rule (the same path as PayPal's and Stripe's events; the row lock makes a second capture or a
 * racing event grant nothing more). Declined or not approved: the purchase is released and the
 * customer told. PayPal unreachable: the purchase stays pending (PayPal may have captured; its
 * event or a retry, under the same PayPal-Request-Id, settles it).
 */
export async function capturePaypalOrder(
  db: Database,
  paypal: PaypalPayments,
  purchase: PurchaseRow,
  { now, log }: { now: Date; log: FastifyBaseLogger },
): Promise<{ purchase_id: number }> {
  const answer = { purchase_id: purchase.purchase_id };
  if (purchase.status !== 'pending') return answer;
  let capture;
  try {
    capture = await paypal.captureOrder(purchase.provider_payment_id ?? '', requestIdOf(purchase, 'capture'));
  } catch (error) {
    logPaypal(log, error, { purchase_id: purchase.purchase_id }, 'PayPal no capturó la orden');
    if (!(error instanceof PaypalRefused)) throw apiError(502, COMMERCE_MESSAGES.providerFailed);
    await releaseFailedPurchase(db, purchase, undefined, now);
    throw refusalAnswer(error.issue);
  }
  if (capture.status === 'DECLINED' || capture.status === 'FAILED') {
    await releaseFailedPurchase(db, purchase, undefined, now);
    throw refusalAnswer('INSTRUMENT_DECLINED');
  }
  if (capture.status !== 'COMPLETED') return answer;
  await db.transaction(async (transaction) => {
    const settled = await settlePurchase(
      transaction as unknown as Database,
      purchase.purchase_id,
      { outcome: 'paid', paidCents: capture.paidCents },
      now,
    );
    if (settled && !settled.settlement.change && settled.settlement.reason === 'amount') {
      log.warn({ purchase_id: purchase.purchase_id }, 'PayPal cobró otro monto: la compra queda pendiente');
    }
  });
  return answer;
}
