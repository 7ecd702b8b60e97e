import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { components } from '#src/api/schema.gen';
import type { Database } from '#server/db/client';
import { conektaCustomers, savedCards } from '#server/db/schema';
import { apiError } from '#server/http/api-error';
import { COMMERCE_MESSAGES } from '#src/domain/commerce/messages';
import type { SavedCardProcessor } from '#server/providers/conekta';
import { storeAnswer } from './idempotency';
import { releaseFailedPurchase } from './release-purchase';
import { recordProviderPayment } from './store-purchase';
import { settlePurchase } from './settle-purchase';
import type { PurchaseRow } from './views';

type AttemptResponse = components['schemas']['CheckoutAttemptResponse'];

export interface SavedCardSource {
  conekta_customer_id: string | null;
  conekta_payment_source_id: string;
}

/** The caller's saved card to charge: 400 when none was chosen, 404 when it is not theirs. */
export async function savedCardSourceOf(
  tx: Database,
  customer_id: number,
  payment_source_id: number | undefined,
): Promise<SavedCardSource> {
  if (payment_source_id === undefined) throw apiError(400, COMMERCE_MESSAGES.noPaymentMethod);
  const [card] = await tx
    .select({
      conekta_payment_source_id: savedCards.conekta_payment_source_id,
      conekta_customer_id: conektaCustomers.conekta_customer_id,
    })
    .from(savedCards)
    .leftJoin(conektaCustomers, eq(conektaCustomers.customer_id, savedCards.customer_id))
    .where(and(eq(savedCards.customer_id, customer_id), eq(savedCards.payment_source_id, payment_source_id)));
  if (!card) throw apiError(404, COMMERCE_MESSAGES.savedCardNotYours);
  return card;
}

/**
 * A saved card is charged on the spot, after the purchase's transaction committed (decision 057):
 * Conekta's paid order completes the purchase and grants it in a second transaction, the answer
 * stored under the key with it; a refusal or a failure releases the purchase (release-purchase.ts)
 * and is thrown for the caller to answer (a CardRefused is the contract's 402).
 */
export async function chargeSavedCard(
  db: Database,
  processor: SavedCardProcessor,
  purchase: PurchaseRow,
  source: SavedCardSource,
  retry: { key: string | undefined; now: Date; log: FastifyBaseLogger },
): Promise<AttemptResponse> {
  const { key, now } = retry;
  let order: string;
  try {
    // A card saved without a Conekta customer behind it (the seed's) cannot be charged.
    if (!source.conekta_customer_id) throw new Error('saved card without a Conekta customer');
    order = await processor.charge({
      conektaCustomerId: source.conekta_customer_id,
      sourceId: source.conekta_payment_source_id,
      purchase_id: purchase.purchase_id,
      title: purchase.title ?? `#00${purchase.purchase_id}`,
      totalCents: purchase.total_payment_cents,
    });
  } catch (error) {
    await releaseFailedPurchase(db, purchase, key, now);
    throw error;
  }
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await recordProviderPayment(tx, purchase.purchase_id, order);
    const settled = await settlePurchase(
      tx,
      purchase.purchase_id,
      { outcome: 'paid', paidCents: purchase.total_payment_cents },
      now,
    );
    const answer = { purchase_id: purchase.purchase_id, status: settled?.purchase.status ?? purchase.status };
    if (key) await storeAnswer(tx, purchase.customer_id, key, answer);
    return answer;
  });
}
