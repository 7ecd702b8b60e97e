import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { cardChargeOf } from '#server/commerce/card-checkout';
import { claimRenewal, recordRenewal } from '#server/commerce/saved-card-subscription';
import type { Database } from '#server/db/client';
import { purchases } from '#server/db/schema';
import { CardRefused } from '#server/providers/card-refused';
import type { SavedCardProcessor } from '#server/providers/conekta';

/**
 * The subscriptions bought with a saved card, renewed by the studio's server (decision 082): each
 * active one whose charge is due is claimed (a pending invoice under the try's key, the purchase
 * row locked), then charged through Conekta outside any transaction (decision 057) under that key,
 * then recorded: paid grants the next period; refused is a failed invoice and a mail, tried again
 * a day later until the last try ends the subscription (decision 085); no answer is tried on the
 * next run under the same key. A cancelled one is not active, so it is never charged again.
 * Without Conekta's key nothing is charged.
 */
export async function renewSavedCardSubscriptions(
  db: Database,
  now: Date,
  processorOf: () => SavedCardProcessor | undefined,
): Promise<{ charged: number[]; refused: number[]; unanswered: number[] }> {
  const summary = { charged: [] as number[], refused: [] as number[], unanswered: [] as number[] };
  const processor = processorOf();
  if (!processor) return summary;
  const running = await db
    .select({ purchase_id: purchases.purchase_id })
    .from(purchases)
    .where(
      and(
        eq(purchases.provider, 'conekta'),
        eq(purchases.status, 'active'),
        isNotNull(purchases.subscription_id),
      ),
    )
    .orderBy(asc(purchases.purchase_id));
  for (const { purchase_id } of running) {
    const claim = await claimRenewal(db, purchase_id, now);
    if (!claim) continue;
    const { card } = claim;
    // The card was deleted (or has no Conekta customer): the period's charge fails, as a refusal.
    if (!card?.conekta_customer_id) {
      await recordRenewal(db, claim, { refused: true }, now);
      summary.refused.push(purchase_id);
      continue;
    }
    try {
      await processor.charge({
        conektaCustomerId: card.conekta_customer_id,
        sourceId: card.conekta_payment_source_id,
        purchase_id,
        title: cardChargeOf(claim.purchase).title,
        totalCents: claim.cents,
        idempotencyKey: claim.key,
      });
    } catch (error) {
      const refused = error instanceof CardRefused;
      await recordRenewal(db, claim, refused ? { refused: true } : { unanswered: true }, now);
      (refused ? summary.refused : summary.unanswered).push(purchase_id);
      continue;
    }
    await recordRenewal(db, claim, { paid: true }, now);
    summary.charged.push(purchase_id);
  }
  return summary;
}
