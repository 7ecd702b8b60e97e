import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { discounts, purchases } from '#server/db/schema';
import { releaseKey, storeAnswer, type RefusedAnswer } from './idempotency';
import type { PurchaseRow } from './views';

/**
 * A provider refused or failed a purchase nothing was charged for: it stays in the history as
 * failed (so it holds no place and counts toward no limit) and its code's use goes back. A card
 * refusal stays under its Idempotency-Key (a retry with the key answers it again, charging
 * nothing, as the mocks do); after any other failure the key is released and a retry is checked
 * afresh.
 */
export async function releaseFailedPurchase(
  db: Database,
  purchase: PurchaseRow,
  key: string | undefined,
  now: Date,
  refusal?: RefusedAnswer,
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
    if (key && refusal) {
      await storeAnswer(tx, purchase.customer_id, key, refusal as unknown as Record<string, unknown>);
    } else if (key) {
      await releaseKey(tx, purchase.customer_id, key);
    }
  });
}
