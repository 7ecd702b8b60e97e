import { eq } from 'drizzle-orm';
import { bookingSettings } from '#server/booking/facts';
import type { Database } from '#server/db/client';
import { customers, purchases } from '#server/db/schema';
import { recordMail } from '#server/mail/outbox';
import { decideRenewalRefusal, type RenewalAttempt } from '#src/domain/commerce/renewal-attempts';
import {
  renewalRefusedEventKey,
  renewalRefusedMail,
  subscriptionEndedUnpaidEventKey,
  subscriptionEndedUnpaidMail,
} from '#src/domain/mail/subscription-renewal';
import type { PurchaseRow } from './views';

/**
 * A refused try at a saved card's subscription charge, followed up in the transaction that stored
 * it failed, the purchase row locked (decision 085): the shared rule (decideRenewalRefusal) says
 * whether it is tried again or was the last try. The customer is told either way by a mail in the
 * outbox, once per event; after the last try the subscription ends as the rule says, keeping what
 * it granted (its credits run to their expiry, as a cancelled one's), and is never charged again.
 */
export async function followRefusal(
  tx: Database,
  purchase: PurchaseRow,
  refused: { charge: number; attempt: number; cents: number; claimedAt: string },
  attempts: readonly RenewalAttempt[],
  now: Date,
): Promise<void> {
  const next = decideRenewalRefusal(purchase, attempts, { createdAt: refused.claimedAt });
  if (next.kind === 'none') return;
  if (next.kind === 'end') {
    await tx
      .update(purchases)
      .set({ status: next.status, cancelledAt: now.toISOString(), updatedAt: now.toISOString() })
      .where(eq(purchases.purchase_id, purchase.purchase_id));
  }
  const [customer] = await tx
    .select({ name: customers.name, email: customers.email })
    .from(customers)
    .where(eq(customers.customer_id, purchase.customer_id));
  if (!customer?.email) return;
  const facts = { customerName: customer.name, title: purchase.title ?? 'Membresía', cents: refused.cents };
  const mail =
    next.kind === 'end'
      ? {
          ...subscriptionEndedUnpaidMail(facts, next.attempts),
          event_key: subscriptionEndedUnpaidEventKey(purchase.purchase_id),
        }
      : {
          ...renewalRefusedMail(facts, {
            at: next.retryAt,
            offsetHours: (await bookingSettings(tx)).timezoneOffsetHours,
          }),
          event_key: renewalRefusedEventKey(purchase.purchase_id, refused.charge, refused.attempt),
        };
  await recordMail(tx, { customer_id: purchase.customer_id, to: customer.email, ...mail }, now);
}
