import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { discounts, purchases } from '#server/db/schema';
import { releaseKey } from './idempotency';
import type { PurchaseRow } from './views';

/**
 * A provider refused or failed a purchase nothing was charged for: it stays in the history as
 * failed (so it holds no place and counts toward no limit), its code's use goes back, and its
 * Idempotency-Key is released so the app's retry is checked afresh, as a refused attempt is.
 */
export async function releaseFailedPurchase(
  db: Database,
  purchase: PurchaseRow,
  key: string | undefined,
  now: Date,
) {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const failed = await tx
      .update(purchases)
      .set({ status: 'failed', updatedAt: now.toISOString() })
      .where(and(eq(purchases.purchase_id, purchase.purchase_id), eq(purchases.status, 'pending')))
      .returning({ discount_id: purchases.discount_id });
    const discount_id = failed[0]?.discount_id;
    if (discount_id) {
      await tx
        .update(discounts)
        .set({ uses: sql`${discounts.uses} - 1` })
        .where(eq(discounts.discount_id, discount_id));
    }
    if (key) await releaseKey(tx, purchase.customer_id, key);
  });
}
