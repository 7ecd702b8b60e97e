import { decideSettlement } from '#src/domain/commerce/settlement';
import { trialDays } from '#src/domain/commerce/subscription-billing';
import { subscriptionPrices } from '#src/domain/commerce/subscription-price';
import { priceInCents, toCents } from '#src/domain/discount';
import { mockNow } from '#mocks/clock';
import { db, nextId, type PurchaseRecord } from '#mocks/db';
import { spendDiscount } from './discount-codes';
import { grantPackage } from './grant-package';
import type { Quote } from './purchase-rules';

/** Seeded subscriptions are sub_mock_0006 and so on. */
export function subscriptionIdFor(purchase_id: number): string {
  return `sub_mock_${String(purchase_id).padStart(4, '0')}`;
}

/**
 * Records a purchase before it is paid: 'pending' (cash, a card still to confirm, a payment-button
 * order) or 'failed' (a declined charge, kept for the customer's history). A pending purchase
 * already spends its discount code, as it holds the price.
 */
export async function openPurchase(
  customer_id: number,
  quote: Quote,
  options: { status: 'pending' | 'failed'; payment_method_id?: number | null | undefined },
): Promise<PurchaseRecord> {
  const { pkg } = quote;
  const now = mockNow().toISOString();
  // A code for the first invoice only leaves the later periods at the package's own price.
  const renewal = pkg.is_subscription
    ? subscriptionPrices(priceInCents(pkg), quote.discount).renewalCents
    : null;
  const purchase = await db.purchases.create({
    purchase_id: nextId(db.purchases.all(), 'purchase_id'),
    customer_id,
    class_package_id: pkg.class_package_id,
    title: pkg.title,
    amount: pkg.price,
    total_payment: quote.total,
    createdAt: now,
    updatedAt: now,
    cancelledAt: null,
    status: options.status,
    class_amount: pkg.class_amount,
    payment_method_id: options.payment_method_id ?? null,
    subscription_id: null,
    subscription_interval: pkg.is_subscription ? (pkg.subscription_interval ?? 1) : null,
    subscription_period: pkg.is_subscription ? (pkg.subscription_period ?? 'month') : null,
    free_trial_length: pkg.is_subscription ? (pkg.free_trial_length ?? null) : null,
    expiration_days: pkg.expiration_days ?? null,
    renewal_payment_cents: renewal === toCents(quote.total) ? null : renewal,
  });
  if (options.status !== 'failed' && quote.discount) await spendDiscount(quote.discount.discount_id);
  return purchase;
}

/**
 * Marks a purchase paid and gives what it bought. A subscription becomes 'active' with its id and
 * a first invoice (0 during a free trial); one paid with a saved card keeps it, to renew on it.
 * Completing twice changes nothing.
 */
export async function completePurchase(
  purchase_id: number,
  paidWith: { payment_source_id?: number | undefined } = {},
): Promise<PurchaseRecord | undefined> {
  const current = db.purchases.findFirst((q) => q.where({ purchase_id }));
  if (!current) return current;
  const pkg = db.classPackages.findFirst((q) => q.where({ class_package_id: current.class_package_id! }));
  const isSubscription = pkg?.is_subscription ?? false;
  const paidCents = toCents(current.total_payment);
  const settlement = decideSettlement(
    { status: current.status, total_payment_cents: paidCents },
    { is_subscription: isSubscription },
    { outcome: 'paid', paidCents },
  );
  if (!settlement.change) return current;
  const now = mockNow().toISOString();
  const purchase = await db.purchases.update((q) => q.where({ purchase_id }), {
    data(record) {
      record.status = settlement.status;
      record.updatedAt = now;
      if (isSubscription) record.subscription_id = subscriptionIdFor(purchase_id);
      if (isSubscription && paidWith.payment_source_id !== undefined) {
        record.payment_source_id = paidWith.payment_source_id;
      }
    },
  });
  if (!purchase || !pkg) return purchase;
  await grantPackage(purchase, pkg);
  if (isSubscription) {
    const inTrial = trialDays(pkg) > 0;
    await db.invoices.create({
      invoice_id: nextId(db.invoices.all(), 'invoice_id'),
      purchase_id,
      total_payment: inTrial ? 0 : purchase.total_payment,
      createdAt: now,
      status: 'completed',
    });
  }
  return purchase;
}

/** A declined card: the purchase stays in the history as failed and grants nothing. */
export async function failPurchase(purchase_id: number): Promise<PurchaseRecord | undefined> {
  return db.purchases.update((q) => q.where({ purchase_id }), {
    data(record) {
      const settlement = decideSettlement({ ...record, total_payment_cents: 0 }, {}, { outcome: 'failed' });
      if (!settlement.change) return;
      record.status = settlement.status;
      record.updatedAt = mockNow().toISOString();
    },
  });
}
