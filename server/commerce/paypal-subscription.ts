import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client';
import { classPackages, paypalPlans, purchases } from '#server/db/schema';
import { apiError, orRefused } from '#server/http/api-error';
import { PaypalFailed, type PaypalPayments } from '#server/providers/paypal';
import { COMMERCE_MESSAGES } from '#src/domain/commerce/messages';
import { decideSubscriptionPlan } from '#src/domain/commerce/paypal-capture';
import { decidePurchase, type Quote } from '#src/domain/commerce/purchase-decision';
import { firstInvoiceOffCents, trialDays } from '#src/domain/commerce/subscription-billing';
import { subscriptionPrices } from '#src/domain/commerce/subscription-price';
import { claimKey, storeAnswer } from './idempotency';
import { logPaypal } from './paypal-order';
import { purchaseFacts } from './purchase-facts';
import { settlePurchase } from './settle-purchase';
import { openPurchase } from './store-purchase';
import { recordFirstInvoice } from './subscription-charge';
import { discountTerms, type DiscountRow, type PackageRow } from './views';

/**
 * The PayPal plan a subscription package is sold on at this quote's prices (decision 066): made at
 * PayPal the first time (a product and a plan, under a PayPal-Request-Id named by what it bills,
 * so two first buyers at once get one plan) and kept in paypal_plans. A code for the first invoice
 * only makes a plan whose first cycle is at the discounted price (decision 076).
 */
export async function planFor(
  db: Database,
  paypal: PaypalPayments,
  quote: Quote<PackageRow, DiscountRow>,
  log: FastifyBaseLogger,
): Promise<string> {
  const { pkg, discount } = quote;
  const interval = pkg.subscription_interval ?? 1;
  const period = pkg.subscription_period ?? 'month';
  const trialDays = pkg.free_trial_length ?? 0;
  const prices = subscriptionPrices(pkg, discount ? discountTerms(discount) : null);
  const totalCents = prices.renewalCents;
  const off = firstInvoiceOffCents({
    total_payment_cents: prices.firstPeriodCents,
    renewal_payment_cents: prices.renewalCents,
    free_trial_length: pkg.free_trial_length,
  });
  const firstPeriodCents = off > 0 ? totalCents - off : undefined;
  const first = firstPeriodCents === undefined ? '' : `${firstPeriodCents}-then-`;
  const plan_key = `package-${pkg.class_package_id}-${first}${totalCents}-${interval}-${period}-${trialDays}`;
  const [known] = await db.select().from(paypalPlans).where(eq(paypalPlans.plan_key, plan_key));
  if (known) return known.plan_id;
  let plan_id: string;
  try {
    plan_id = await paypal.createPlan({
      title: pkg.title ?? `Paquete ${pkg.class_package_id}`,
      totalCents,
      firstPeriodCents,
      interval,
      period,
      trialDays,
      requestId: plan_key,
    });
  } catch (error) {
    logPaypal(log, error, { class_package_id: pkg.class_package_id }, 'PayPal no creó el plan');
    throw apiError(502, COMMERCE_MESSAGES.providerFailed);
  }
  await db
    .insert(paypalPlans)
    .values({ plan_key, plan_id, class_package_id: pkg.class_package_id })
    .onConflictDoNothing();
  return plan_id;
}

/**
 * The button's approval of a subscription: PayPal must hold it ACTIVE on the plan the server made
 * for this package; then one transaction opens the purchase (the shared checks again, the package
 * row locked), stores the subscription on it and settles it paid through settle-purchase. The
 * subscription id is the key: the button reporting one approval twice makes one purchase.
 */
export async function captureSubscription(
  db: Database,
  paypal: PaypalPayments,
  input: { class_package_id: number; subscriptionID: string; plan_id?: string; discountCode?: string | null },
  { customer_id, now, log }: { customer_id: number; now: Date; log: FastifyBaseLogger },
): Promise<{ purchase_id: number }> {
  const [pkg] = await db
    .select()
    .from(classPackages)
    .where(eq(classPackages.class_package_id, input.class_package_id));
  if (!pkg) throw apiError(404, COMMERCE_MESSAGES.packageNotFound);
  let subscription;
  try {
    subscription = await paypal.subscription(input.subscriptionID);
  } catch (error) {
    logPaypal(log, error, { subscription: input.subscriptionID }, 'PayPal no mostró la suscripción');
    if (error instanceof PaypalFailed && error.status === 404) {
      throw apiError(404, COMMERCE_MESSAGES.paymentNotFound);
    }
    throw apiError(502, COMMERCE_MESSAGES.providerFailed);
  }
  const [plan] = await db
    .select()
    .from(paypalPlans)
    .where(
      and(
        eq(paypalPlans.plan_id, subscription.plan_id),
        eq(paypalPlans.class_package_id, pkg.class_package_id),
      ),
    );
  orRefused(decideSubscriptionPlan(pkg, input.plan_id, plan?.plan_id));
  if (subscription.status !== 'ACTIVE') {
    throw apiError(402, COMMERCE_MESSAGES.providerFailed, { code: 'processing_error' });
  }
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const key = `paypal:${input.subscriptionID}`;
    const claim = await claimKey(tx, customer_id, key);
    if ('replay' in claim) return claim.replay as { purchase_id: number };
    const [taken] = await tx
      .select({ purchase_id: purchases.purchase_id })
      .from(purchases)
      .where(and(eq(purchases.provider, 'paypal'), eq(purchases.subscription_id, input.subscriptionID)));
    if (taken) throw apiError(404, COMMERCE_MESSAGES.paymentNotFound);
    const quote = orRefused(decidePurchase(await purchaseFacts(tx, customer_id, input)));
    const opened = await openPurchase(tx, customer_id, quote, { status: 'pending', provider: 'paypal', now });
    await tx
      .update(purchases)
      .set({ subscription_id: input.subscriptionID, provider_payment_id: input.subscriptionID })
      .where(eq(purchases.purchase_id, opened.purchase_id));
    // PayPal bills the plan's price, which is this quote's: the approval is the payment's word.
    await settlePurchase(
      tx,
      opened.purchase_id,
      { outcome: 'paid', paidCents: opened.total_payment_cents },
      now,
    );
    // A free trial's start is the subscription's first charge, of 0 (as the mocks record it); without
    // a trial, PayPal's first sale (PAYMENT.SALE.COMPLETED) is (subscription-charge.ts).
    if (trialDays(opened) > 0) {
      await recordFirstInvoice(tx, opened.purchase_id, { provider_invoice_id: null, cents: 0 }, now);
    }
    const answer = { purchase_id: opened.purchase_id };
    await storeAnswer(tx, customer_id, key, answer);
    return answer;
  });
}
