import { startsWithFreeTrial } from '#src/domain/commerce/subscription-billing';
import { db, type PurchaseRecord } from '#mocks/db';
import { apiError } from '#mocks/http-errors';
import { chargeOutcome, type CardDecline } from './card-outcomes';
import { completePurchase, failPurchase, openPurchase } from './purchase-records';
import type { Quote } from './purchase-rules';

export function declineBody(decline: CardDecline) {
  return {
    message: decline.message,
    code: decline.code,
    ...(decline.decline_code ? { decline_code: decline.decline_code } : {}),
  };
}

export function declineError(decline: CardDecline): Response {
  const { message, ...extra } = declineBody(decline);
  return apiError(402, message, extra);
}

/** Saved cards remember the test token they were made from in their processor id. */
export function sourceIdFor(payment_source_id: number, token: string): string {
  return `src_mock_${payment_source_id}_${token}`;
}

function tokenOfSource(sourceId: string | null | undefined): string | undefined {
  return /^src_mock_\d+_(tok_\w+)$/.exec(sourceId ?? '')?.[1];
}

/** The caller's saved card, or undefined when the id is not one of theirs. */
export function ownPaymentSource(customer_id: number, payment_source_id: number) {
  return db.paymentSources.findFirst((q) => q.where({ customer_id, payment_source_id }));
}

export function savedCardOutcome(customer_id: number, payment_source_id: number): CardDecline | null {
  const source = ownPaymentSource(customer_id, payment_source_id);
  const token = tokenOfSource(source?.source_id) ?? tokenOfSource(source?.conekta_payment_source_id);
  return token ? chargeOutcome(token) : null;
}

/**
 * What charging a saved card now does: a subscription starting with a free trial charges nothing
 * yet (the card is asked when the trial ends, as the server's renewals do: decision 082).
 */
export function savedCardChargeOutcome(
  customer_id: number,
  payment_source_id: number,
  pkg: Parameters<typeof startsWithFreeTrial>[0],
): CardDecline | null {
  return startsWithFreeTrial(pkg) ? null : savedCardOutcome(customer_id, payment_source_id);
}

/**
 * A charge made on the spot (a card token, a saved card): a declined card leaves a failed
 * purchase and a 402 answer; a good one a completed, granted purchase (a subscription renewing on
 * the saved card it was paid with).
 */
export async function chargeNow<T>(
  customer_id: number,
  quote: Quote,
  decline: CardDecline | null,
  answer: (purchase: PurchaseRecord) => T,
  paidWith: { payment_method_id?: number | null | undefined; payment_source_id?: number | undefined } = {},
): Promise<{ status: number; body: unknown }> {
  const { payment_method_id } = paidWith;
  if (decline) {
    await openPurchase(customer_id, quote, { status: 'failed', payment_method_id });
    return { status: 402, body: declineBody(decline) };
  }
  const opened = await openPurchase(customer_id, quote, { status: 'pending', payment_method_id });
  const purchase =
    (await completePurchase(opened.purchase_id, { payment_source_id: paidWith.payment_source_id })) ?? opened;
  return { status: 200, body: answer(purchase) };
}

/** Settles a pending purchase with a charge outcome: completed and granted, or failed. */
export async function settle(purchase_id: number, decline: CardDecline | null) {
  return decline ? failPurchase(purchase_id) : completePurchase(purchase_id);
}
