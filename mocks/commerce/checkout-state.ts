import type { CardDecline } from './card-outcomes';
import { settle } from './card-charges';

/**
 * Embedded card payments: /checkout/attempt leaves the purchase pending and hands out a client
 * secret; the fake Stripe.js (same browser, same database) confirms it with
 * {@link completeCardPayment}. The purchase id travels inside the secret, so nothing here has to
 * survive a page reload.
 */
let issued = 0;

export function clientSecretFor(purchase_id: number): string {
  issued += 1;
  return `pi_mock_${purchase_id}_secret_${issued}`;
}

export function purchaseIdOfClientSecret(clientSecret: string): number | undefined {
  const match = /^pi_mock_(\d+)_secret_\d+$/.exec(clientSecret);
  return match ? Number(match[1]) : undefined;
}

/**
 * Confirms (outcome null: the charge went through) or declines the card payment behind a client
 * secret. Answers the purchase afterwards, or undefined for a secret the mocks never issued; a
 * purchase that is no longer pending is left as it is.
 */
export async function completeCardPayment(clientSecret: string, outcome: CardDecline | null) {
  const purchase_id = purchaseIdOfClientSecret(clientSecret);
  if (purchase_id === undefined) return undefined;
  const purchase = await settle(purchase_id, outcome);
  return purchase ? { purchase_id: purchase.purchase_id, status: purchase.status } : undefined;
}
