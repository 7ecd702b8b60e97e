import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { conektaCustomers, invoices, purchases, savedCards } from '#server/db/schema';
import { decideRenewalStep, type RenewalAttempt } from '#src/domain/commerce/renewal-attempts';
import { renewalAttemptsOf as attemptsNamedIn, renewalKey } from '#src/domain/commerce/renewal-keys';
import { decideSubscriptionCharge, renewalCents } from '#src/domain/commerce/subscription-billing';
import { lastDueCharge } from '#src/domain/subscription';
import { followRefusal } from './renewal-refusal';
import { grantNextPeriod, paidChargesOf, recordFirstInvoice } from './subscription-charge';
import type { PurchaseRow } from './views';

/*
 * A subscription bought with a saved card is billed by the studio's server itself (decision 082):
 * Conekta charges the card once per period when the renewals job asks (server/jobs/
 * saved-card-renewals.ts), on the schedule the customer is shown (src/domain/subscription.ts).
 */

/** Its subscription id, as the mocks name theirs (sub_mock_0006): the purchase's, padded. */
export const savedCardSubscriptionId = (purchase_id: number) =>
  `sub_conekta_${String(purchase_id).padStart(4, '0')}`;

/** Every try at a renewal of this purchase so far, read from its invoices' names (renewalKey). */
export async function renewalAttemptsOf(tx: Database, purchase_id: number): Promise<RenewalAttempt[]> {
  const rows = await tx
    .select({
      key: invoices.provider_invoice_id,
      status: invoices.status,
      createdAt: invoices.createdAt,
    })
    .from(invoices)
    .where(eq(invoices.purchase_id, purchase_id));
  return attemptsNamedIn(purchase_id, rows);
}

/**
 * The checkout's charge (or a free trial's start) settled the purchase active: it runs as a
 * subscription on the saved card it was paid with, its first invoice that charge (0 in a trial).
 */
export async function startSavedCardSubscription(
  tx: Database,
  purchase_id: number,
  started: { payment_source_id: number; paidCents: number; order_id: string | null },
  now: Date,
) {
  await tx
    .update(purchases)
    .set({
      subscription_id: savedCardSubscriptionId(purchase_id),
      payment_source_id: started.payment_source_id,
    })
    .where(eq(purchases.purchase_id, purchase_id));
  await recordFirstInvoice(
    tx,
    purchase_id,
    { provider_invoice_id: started.order_id, cents: started.paidCents },
    now,
  );
}

/** A try at a period's charge claimed by this run: what to ask Conekta for, and with which card. */
export interface RenewalClaim {
  purchase: PurchaseRow;
  /** The period's charge and the try at it (renewalKey). */
  charge: number;
  attempt: number;
  key: string;
  cents: number;
  /** The saved card and its Conekta customer; undefined when the card was deleted. */
  card: { conekta_customer_id: string | null; conekta_payment_source_id: string } | undefined;
}

/**
 * In one transaction, the purchase row locked: a try at the charge due by now (lastDueCharge)
 * claimed by a pending invoice under its key, as the shared rule says (decideRenewalStep: the
 * first try, a refused one's next try a day later, a stale claim again). Two runs at the same
 * instant wait on the lock: the second finds the claim and leaves it. Undefined when nothing is to
 * be charged (not due yet, cancelled, taken, or a retry not due yet).
 */
export async function claimRenewal(
  db: Database,
  purchase_id: number,
  now: Date,
): Promise<RenewalClaim | undefined> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [purchase] = await tx
      .select()
      .from(purchases)
      .where(eq(purchases.purchase_id, purchase_id))
      .for('update');
    if (!purchase || purchase.provider !== 'conekta' || !purchase.subscription_id) return undefined;
    const due = lastDueCharge(purchase, now);
    if (!due) return undefined;
    const step = decideRenewalStep(await renewalAttemptsOf(tx, purchase_id), due.charge, now);
    if (step.step === 'leave') return undefined;
    const key = renewalKey(purchase_id, due.charge, step.attempt);
    const cents = renewalCents(purchase);
    if (step.step === 'retake') {
      await tx
        .update(invoices)
        .set({ createdAt: now.toISOString() })
        .where(
          and(
            eq(invoices.purchase_id, purchase_id),
            eq(invoices.provider_invoice_id, key),
            eq(invoices.status, 'pending'),
          ),
        );
    } else {
      const claimed = await tx
        .insert(invoices)
        .values({
          purchase_id,
          total_payment_cents: cents,
          status: 'pending',
          provider_invoice_id: key,
          createdAt: now.toISOString(),
        })
        .onConflictDoNothing()
        .returning({ invoice_id: invoices.invoice_id });
      if (claimed.length === 0) return undefined;
    }
    const [card] =
      purchase.payment_source_id === null
        ? []
        : await tx
            .select({
              conekta_customer_id: conektaCustomers.conekta_customer_id,
              conekta_payment_source_id: savedCards.conekta_payment_source_id,
            })
            .from(savedCards)
            .leftJoin(conektaCustomers, eq(conektaCustomers.customer_id, savedCards.customer_id))
            .where(eq(savedCards.payment_source_id, purchase.payment_source_id));
    return { purchase, charge: due.charge, attempt: step.attempt, key, cents, card };
  });
}

/**
 * What Conekta said about a claimed try, stored in one transaction: paid completes its invoice
 * and grants the next period by the shared rule (decideSubscriptionCharge); refused (or no card to
 * charge) fails it, granting nothing (the studio's day lists it), and follows it up (a mail, and
 * after the last try the subscription ended: followRefusal); unanswered removes the claim, so the
 * next run asks again under the same key. Answers whether the claim was still there to settle.
 */
export async function recordRenewal(
  db: Database,
  claim: RenewalClaim,
  outcome: { paid: true } | { refused: true } | { unanswered: true },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const { purchase_id } = claim.purchase;
    const [purchase] = await tx
      .select()
      .from(purchases)
      .where(eq(purchases.purchase_id, purchase_id))
      .for('update');
    const pending = and(
      eq(invoices.purchase_id, purchase_id),
      eq(invoices.provider_invoice_id, claim.key),
      eq(invoices.status, 'pending'),
    );
    if ('unanswered' in outcome) {
      return (await tx.delete(invoices).where(pending).returning()).length > 0;
    }
    const charge =
      'paid' in outcome
        ? ({ outcome: 'paid', paidCents: claim.cents } as const)
        : ({ outcome: 'failed', dueCents: claim.cents } as const);
    const decision = decideSubscriptionCharge(purchase ?? claim.purchase, charge, {
      paidCharges: await paidChargesOf(tx, purchase_id),
    });
    // Cancelled while Conekta was charging: the money taken is still recorded, granting nothing.
    const recorded = await tx
      .update(invoices)
      .set({
        status: 'paid' in outcome ? 'completed' : 'failed',
        total_payment_cents: decision.record ? decision.cents : claim.cents,
      })
      .where(pending)
      .returning();
    if (recorded.length > 0 && decision.record && decision.grant && purchase) {
      await grantNextPeriod(tx, purchase, now);
    }
    if (recorded.length > 0 && 'refused' in outcome && purchase) {
      const attempts = await renewalAttemptsOf(tx, purchase_id);
      await followRefusal(tx, purchase, { ...claim, claimedAt: recorded[0]!.createdAt }, attempts, now);
    }
    return recorded.length > 0;
  });
}
