import type { CardDecline } from './card-outcomes';
import { settle } from './card-charges';

/**
 * Embedded card payments: /checkout/attempt leaves the purchase pending and hands out a client
 * secret; the fake Stripe.js (same browser, same database) confirms it with
 * {@link completeCardPayment}. The purchase id travels inside the secret, so nothing here has to
 * survive a page reload. As with Stripe, a subscription starting a free trial charges nothing
 * yet: its secret is a SetupIntent's (`seti_…`, confirmed with confirmCardSetup, which saves the
 * card for the first charge, decision 076); any other a PaymentIntent's (`pi_…`).
 */
export type CardIntent = 'payment' | 'setup';

const PREFIX: Record<CardIntent, string> = { payment: 'pi_mock', setup: 'seti_mock' };
let issued = 0;

export function clientSecretFor(purchase_id: number, intent: CardIntent = 'payment'): string {
  issued += 1;
  return `${PREFIX[intent]}_${purchase_id}_secret_${issued}`;
}

/** The purchase behind a secret of this kind of intent (a SetupIntent's is no PaymentIntent's). */
export function purchaseIdOfClientSecret(clientSecret: string, intent: CardIntent = 'payment') {
  const match = new RegExp(`^${PREFIX[intent]}_(\\d+)_secret_\\d+$`).exec(clientSecret);
  return match ? Number(match[1]) : undefined;
}

/**
 * Confirms (outcome null: the card went through) or declines the card payment or set-up behind a
 * client secret. Answers the purchase afterwards, or undefined for a secret the mocks never issued
 * for this kind of intent; a purchase that is no longer pending is left as it is.
 */
export async function completeCardPayment(
  clientSecret: string,
  outcome: CardDecline | null,
  intent: CardIntent = 'payment',
) {
  const purchase_id = purchaseIdOfClientSecret(clientSecret, intent);
  if (purchase_id === undefined) return undefined;
  const purchase = await settle(purchase_id, outcome);
  return purchase ? { purchase_id: purchase.purchase_id, status: purchase.status } : undefined;
}
