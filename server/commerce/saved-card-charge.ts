import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { components } from '#src/api/schema.gen';
import type { Database } from '#server/db/client';
import { conektaCustomers, savedCards } from '#server/db/schema';
import { apiError } from '#server/http/api-error';
import { COMMERCE_MESSAGES } from '#src/domain/commerce/messages';
import type { SavedCardProcessor } from '#server/providers/conekta';
import { firstChargeCents } from '#src/domain/commerce/subscription-billing';
import { cardChargeOf, isSubscriptionPurchase } from './card-checkout';
import { chargeOnTheSpot } from './charge-on-the-spot';
import { savedCardSubscriptionId, startSavedCardSubscription } from './saved-card-subscription';
import type { PurchaseRow } from './views';

type AttemptResponse = components['schemas']['CheckoutAttemptResponse'];

export interface SavedCardSource {
  /** The studio's saved card (saved_cards), kept by a subscription it renews (decision 082). */
  payment_source_id: number;
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
      payment_source_id: savedCards.payment_source_id,
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
 * A saved card charged now through Conekta (charge-on-the-spot.ts); by default the attempt's
 * answer. A subscription package starts a subscription the studio's server renews on that card
 * (decision 082, saved-card-subscription.ts): its first invoice is this charge, or none during a
 * free trial (nothing is charged now; the renewals job charges when the trial ends).
 */
export function chargeSavedCard<A extends Record<string, unknown> = AttemptResponse>(
  db: Database,
  processor: SavedCardProcessor,
  purchase: PurchaseRow,
  source: SavedCardSource,
  retry: { key: string | undefined; now: Date; log: FastifyBaseLogger },
  answerOf: (paid: { payment_id: string; status: string }) => A = ({ status }) =>
    ({ purchase_id: purchase.purchase_id, status }) as unknown as A,
): Promise<A> {
  const conektaCustomerOf = () => {
    // A card saved without a Conekta customer behind it (the seed's) cannot be charged.
    if (!source.conekta_customer_id) throw new Error('saved card without a Conekta customer');
    return source.conekta_customer_id;
  };
  const charge = async () => {
    const conektaCustomerId = conektaCustomerOf();
    const { purchase_id, title, totalCents } = cardChargeOf(purchase);
    return processor.charge({
      conektaCustomerId,
      sourceId: source.conekta_payment_source_id,
      purchase_id,
      title,
      totalCents,
    });
  };
  if (!isSubscriptionPurchase(purchase)) return chargeOnTheSpot(db, purchase, charge, answerOf, retry);
  const paidCents = firstChargeCents(purchase);
  const subscription_id = savedCardSubscriptionId(purchase.purchase_id);
  return chargeOnTheSpot(
    db,
    purchase,
    // A free trial charges nothing now (its card must still be chargeable later): the subscription
    // is its payment.
    paidCents === 0
      ? async () => {
          conektaCustomerOf();
          return subscription_id;
        }
      : charge,
    answerOf,
    retry,
    {
      paidCents,
      started: (tx, payment_id) =>
        startSavedCardSubscription(
          tx,
          purchase.purchase_id,
          { payment_source_id: source.payment_source_id, paidCents, order_id: paidCents ? payment_id : null },
          retry.now,
        ),
    },
  );
}
