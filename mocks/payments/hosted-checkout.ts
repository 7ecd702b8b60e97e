import { db } from '#mocks/db';
import type { CardDecline } from '#mocks/commerce/card-outcomes';
import { failPurchase, completePurchase } from '#mocks/commerce/purchase-records';
import { declineForNumber } from './card-tokens';
import { persistMockDb } from './persist';

/**
 * What Stripe's hosted page does with the purchase behind a session: show it, charge a card
 * (a decline leaves it pending, so another card can be tried, as on Stripe's page), or give up
 * on it when the customer cancels (as an expired session would), so it holds no place or limit.
 */
export const HOSTED_PAY_LATENCY_MS = 300;

export interface HostedPurchase {
  purchase_id: number;
  class_package_id: number | null;
  title: string;
  total: number;
  pending: boolean;
}

export function hostedPurchase(purchase_id: number): HostedPurchase | null {
  const purchase = db.purchases.findFirst((q) => q.where({ purchase_id }));
  if (!purchase) return null;
  return {
    purchase_id,
    class_package_id: purchase.class_package_id ?? null,
    title: purchase.title ?? '',
    total: purchase.total_payment ?? purchase.amount ?? 0,
    pending: purchase.status === 'pending',
  };
}

/** Charges the typed card: null when paid (the purchase completed), else the decline. */
export async function payHosted(purchase_id: number, cardNumber: string): Promise<CardDecline | null> {
  await new Promise((resolve) => setTimeout(resolve, HOSTED_PAY_LATENCY_MS));
  const decline = declineForNumber(cardNumber);
  if (decline) return decline;
  await completePurchase(purchase_id);
  persistMockDb();
  return null;
}

export async function cancelHosted(purchase_id: number): Promise<void> {
  await failPurchase(purchase_id);
  persistMockDb();
}
