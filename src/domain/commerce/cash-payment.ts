/*
 * A purchase paid in cash (commerce §4: cash leaves it pending with the payment method's
 * instructions; the back-office marks it paid). The desk's word is one more payment confirmation:
 * decideSettlement, the rule a provider's webhook, a free offer and a PayPal capture go through,
 * turns it into the purchase's status and its grant, so a cash purchase activates exactly as a
 * card one does.
 */
import { allow, refuse, type Decision } from '#src/domain/booking/refusal';
import { COMMERCE_MESSAGES } from './messages';
import type { ProviderOutcome } from './settlement';

export interface CashPurchaseLike {
  status: string;
  payment_method_id?: number | null | undefined;
  /** Who takes the money (the server's 'stripe', 'conekta', 'paypal'); none for cash. */
  provider?: string | null | undefined;
}

/**
 * Waiting for its cash: pending, naming the studio's payment method (the checkout's cash and
 * transfer choices always send one) and no card or payment-button provider.
 */
export function isPendingCash(purchase: CashPurchaseLike): boolean {
  return (
    purchase.status === 'pending' &&
    purchase.payment_method_id !== null &&
    purchase.payment_method_id !== undefined &&
    (purchase.provider ?? null) === null
  );
}

/**
 * Staff mark a pending cash purchase paid: the word settles it as a payment of exactly its total.
 * Unknown is 404; any other purchase (already paid, cancelled, revoked, failed, a card's) 409, so
 * marking twice grants nothing the second time.
 */
export function decideCashPayment<P extends CashPurchaseLike & { total_payment_cents: number }>(
  purchase: P | null | undefined,
): Decision<{ purchase: P; word: ProviderOutcome }> {
  if (!purchase) return refuse(404, COMMERCE_MESSAGES.purchaseNotFound);
  if (!isPendingCash(purchase)) return refuse(409, COMMERCE_MESSAGES.notPendingCash);
  return allow({ purchase, word: { outcome: 'paid', paidCents: purchase.total_payment_cents } });
}
