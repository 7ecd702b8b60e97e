import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { classPackages, purchases } from '#server/db/schema';
import { decideSettlement, type ProviderOutcome } from '#src/domain/commerce/settlement';
import { grantPurchase } from './store-purchase';

/**
 * Applies the provider's word to a purchase inside the caller's transaction: the purchase row is
 * locked, the shared rule decides, a paid one is granted (the customer row locked in turn). Answers
 * the row before and after and what the grant changed, for a staff write's audit entry.
 */
export async function settlePurchase(tx: Database, purchase_id: number, word: ProviderOutcome, now: Date) {
  const [purchase] = await tx
    .select()
    .from(purchases)
    .where(eq(purchases.purchase_id, purchase_id))
    .for('update');
  if (!purchase) return undefined;
  const [pkg] =
    purchase.class_package_id === null
      ? []
      : await tx
          .select()
          .from(classPackages)
          .where(eq(classPackages.class_package_id, purchase.class_package_id));
  const settlement = decideSettlement(purchase, pkg ?? {}, word);
  if (!settlement.change) return { before: purchase, purchase, settlement, granted: {} };
  const [settled] = await tx
    .update(purchases)
    .set({ status: settlement.status, updatedAt: now.toISOString() })
    .where(eq(purchases.purchase_id, purchase_id))
    .returning();
  const granted = settlement.grant && pkg ? await grantPurchase(tx, settled!, pkg, now) : {};
  return { before: purchase, purchase: settled!, settlement, granted };
}
