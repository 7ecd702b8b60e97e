import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { endSubscription } from '#server/commerce/end-subscription';
import type { Database } from '#server/db/client';
import { purchases } from '#server/db/schema';
import type { PaypalPayments } from '#server/providers/paypal';
import type { CardPayments } from '#server/providers/stripe';

/** The providers that bill subscriptions, each made on first use; absent when not configured. */
export interface SubscriptionProviders {
  stripe: () => CardPayments | undefined;
  paypal: () => PaypalPayments | undefined;
}

/** PayPal's statuses of a subscription that bills no more. */
const PAYPAL_ENDED = new Set(['CANCELLED', 'EXPIRED']);

/**
 * The subscriptions the studio counts as active, checked against their provider (issue 32): a
 * webhook can be lost (the server down, a misconfigured endpoint), and a subscription the provider
 * ended must not stay active here. Each one the provider says has ended is ended as its webhook
 * would have (end-subscription.ts). A provider that does not answer is tried on the next run; the
 * others go on. Providers without settings are skipped.
 */
export async function reconcileSubscriptions(
  db: Database,
  now: Date,
  providers: SubscriptionProviders,
): Promise<{ ended: number[]; unanswered: number[] }> {
  const active = await db
    .select({
      purchase_id: purchases.purchase_id,
      provider: purchases.provider,
      subscription_id: purchases.subscription_id,
    })
    .from(purchases)
    .where(
      and(
        eq(purchases.status, 'active'),
        isNotNull(purchases.subscription_id),
        inArray(purchases.provider, ['stripe', 'paypal']),
      ),
    )
    .orderBy(asc(purchases.purchase_id));
  const ended: number[] = [];
  const unanswered: number[] = [];
  for (const row of active) {
    const provider = row.provider as 'stripe' | 'paypal';
    const subscription_id = row.subscription_id!;
    let over: boolean | undefined;
    try {
      over = await providerSays(providers, provider, subscription_id);
    } catch {
      unanswered.push(row.purchase_id);
      continue;
    }
    if (!over) continue;
    const purchase_id = await db.transaction((tx) =>
      endSubscription(tx as unknown as Database, { provider, subscription_id }, now),
    );
    if (purchase_id !== undefined) ended.push(purchase_id);
  }
  return { ended, unanswered };
}

/** Whether the provider has ended it; undefined when that provider is not configured. */
async function providerSays(
  providers: SubscriptionProviders,
  provider: 'stripe' | 'paypal',
  subscription_id: string,
): Promise<boolean | undefined> {
  if (provider === 'stripe') return providers.stripe()?.subscriptionEnded(subscription_id);
  const paypal = providers.paypal();
  return paypal && PAYPAL_ENDED.has((await paypal.subscription(subscription_id)).status);
}
