import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { availableClasses, customers, discounts, purchases } from '#server/db/schema';
import { decideGrant } from '#src/domain/commerce/grant';
import type { Quote } from '#src/domain/commerce/purchase-decision';
import { subscriptionPrices } from '#src/domain/commerce/subscription-price';
import { discountTerms, type DiscountRow, type PackageRow, type PurchaseRow } from './views';

/**
 * Records a purchase as the quote priced it; one made with a code spends one of the code's uses
 * (its row is locked by purchaseFacts). A pending purchase spends it too: it holds the price.
 */
export async function openPurchase(
  tx: Database,
  customer_id: number,
  quote: Quote<PackageRow, DiscountRow>,
  fields: {
    status: string;
    payment_method_id?: number | null;
    provider?: 'stripe' | 'conekta' | 'paypal';
    now: Date;
  },
): Promise<PurchaseRow> {
  const { pkg, discount } = quote;
  const now = fields.now.toISOString();
  // A code for the first invoice only leaves the later periods at the package's own price.
  const renewal = pkg.is_subscription
    ? subscriptionPrices(pkg, discount ? discountTerms(discount) : null).renewalCents
    : null;
  const [purchase] = await tx
    .insert(purchases)
    .values({
      customer_id,
      class_package_id: pkg.class_package_id,
      discount_id: discount?.discount_id ?? null,
      title: pkg.title,
      amount_cents: pkg.price_cents,
      total_payment_cents: quote.totalCents,
      renewal_payment_cents: renewal === quote.totalCents ? null : renewal,
      status: fields.status,
      class_amount: pkg.class_amount,
      payment_method_id: fields.payment_method_id ?? null,
      provider: fields.provider ?? null,
      subscription_interval: pkg.is_subscription ? (pkg.subscription_interval ?? 1) : null,
      subscription_period: pkg.is_subscription ? (pkg.subscription_period ?? 'month') : null,
      free_trial_length: pkg.is_subscription ? pkg.free_trial_length : null,
      expiration_days: pkg.expiration_days,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (discount) {
    await tx
      .update(discounts)
      .set({ uses: sql`${discounts.uses} + 1` })
      .where(eq(discounts.discount_id, discount.discount_id));
  }
  return purchase!;
}

/** The provider's object that pays for a purchase: a PaymentIntent, a Conekta order, a PayPal order. */
export async function recordProviderPayment(tx: Database, purchase_id: number, provider_payment_id: string) {
  await tx.update(purchases).set({ provider_payment_id }).where(eq(purchases.purchase_id, purchase_id));
}

/** The provider's subscription that bills a purchase (a Stripe sub_…, a PayPal I-…). */
export async function recordSubscription(tx: Database, purchase_id: number, subscription_id: string) {
  await tx.update(purchases).set({ subscription_id }).where(eq(purchases.purchase_id, purchase_id));
}

/**
 * Stores what a paid purchase gives (src/domain/commerce/grant.ts decides), the customer row
 * locked; answers the rows it changed, for a staff write's audit entry.
 */
export async function grantPurchase(tx: Database, purchase: PurchaseRow, pkg: PackageRow, now: Date) {
  const [customer] = await tx
    .select()
    .from(customers)
    .where(eq(customers.customer_id, purchase.customer_id))
    .for('update');
  const grant = decideGrant(pkg, now, customer ?? {});
  if (grant.kind === 'membership') {
    const [after] = await tx
      .update(customers)
      .set({ has_unlimited: true, unlimited_membership_expiration: grant.unlimited_membership_expiration })
      .where(eq(customers.customer_id, purchase.customer_id))
      .returning();
    return { customer: { before: customer, after } };
  }
  if (grant.kind === 'credits') {
    const [credits] = await tx
      .insert(availableClasses)
      .values({
        ...grant.row,
        customer_id: purchase.customer_id,
        purchase_id: purchase.purchase_id,
        createdAt: now.toISOString(),
      })
      .returning();
    return { credits };
  }
  return {};
}
