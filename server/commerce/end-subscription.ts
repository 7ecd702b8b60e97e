import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { purchases } from '#server/db/schema';

/**
 * A subscription its provider ended (the customer there, our own cancel, payments that failed
 * until the provider gave up): its purchase becomes cancelled and keeps what it granted. Run in
 * a transaction; the row is locked, so a webhook and the reconciling job at once end it once.
 * Answers whether this call ended it.
 */
export async function endSubscription(
  tx: Database,
  where: { provider: 'stripe' | 'paypal'; subscription_id: string },
  now: Date,
): Promise<number | undefined> {
  const [purchase] = await tx
    .select({ purchase_id: purchases.purchase_id, status: purchases.status })
    .from(purchases)
    .where(and(eq(purchases.provider, where.provider), eq(purchases.subscription_id, where.subscription_id)))
    .for('update');
  if (!purchase || purchase.status !== 'active') return undefined;
  await tx
    .update(purchases)
    .set({ status: 'cancelled', cancelledAt: now.toISOString(), updatedAt: now.toISOString() })
    .where(eq(purchases.purchase_id, purchase.purchase_id));
  return purchase.purchase_id;
}
