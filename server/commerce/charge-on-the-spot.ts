import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client';
import { CardRefused } from '#server/providers/card-refused';
import { storeAnswer } from './idempotency';
import { releaseFailedPurchase } from './release-purchase';
import { settlePurchase } from './settle-purchase';
import { recordProviderPayment } from './store-purchase';
import type { PurchaseRow } from './views';

/** A subscription's first invoice paid on the spot: what it took, and how its subscription starts. */
export interface FirstInvoice {
  paidCents: number;
  started: (tx: Database, payment_id: string) => Promise<void>;
}

/**
 * A pending purchase charged on the spot (a saved card with Conekta, a card token with Stripe),
 * after its transaction committed (decision 057: no provider call inside one). The processor's
 * payment id completes and grants it in a second transaction, the answer stored under the key
 * with it. A refusal or a failure releases the purchase (release-purchase.ts) and is thrown for
 * the caller to answer (a CardRefused is the contract's 402, and stays the key's answer).
 * `firstInvoice`: the payment is a subscription's first invoice (0 in a free trial), and
 * `started` stores the running subscription in the same transaction once it is active; a function
 * when only the processor's answer tells what it took (it is called after `pay`).
 */
export async function chargeOnTheSpot<A extends Record<string, unknown>>(
  db: Database,
  purchase: PurchaseRow,
  pay: () => Promise<string>,
  answerOf: (paid: { payment_id: string; status: string }) => A,
  retry: { key: string | undefined; now: Date; log: FastifyBaseLogger },
  firstInvoice?: FirstInvoice | (() => FirstInvoice),
): Promise<A> {
  const { key, now } = retry;
  let payment_id: string;
  try {
    payment_id = await pay();
  } catch (error) {
    const refusal = error instanceof CardRefused ? { refused: error.answer } : undefined;
    await releaseFailedPurchase(db, purchase, key, now, refusal);
    throw error;
  }
  const first = typeof firstInvoice === 'function' ? firstInvoice() : firstInvoice;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await recordProviderPayment(tx, purchase.purchase_id, payment_id);
    const settled = await settlePurchase(
      tx,
      purchase.purchase_id,
      first
        ? { outcome: 'paid', paidCents: first.paidCents, firstInvoice: true }
        : { outcome: 'paid', paidCents: purchase.total_payment_cents },
      now,
    );
    if (first && settled?.settlement.change && settled.purchase.status === 'active') {
      await first.started(tx, payment_id);
    }
    const answer = answerOf({ payment_id, status: settled?.purchase.status ?? purchase.status });
    if (key) await storeAnswer(tx, purchase.customer_id, key, answer);
    return answer;
  });
}
