import { decideRenewalRefusal, type RenewalAttempt } from '#src/domain/commerce/renewal-attempts';
import { renewalRefusedMail, subscriptionEndedUnpaidMail } from '#src/domain/mail/subscription-renewal';
import { timezoneOffset } from '#mocks/booking/settings';
import { db, type PurchaseRecord } from '#mocks/db';
import { recordMockMail } from '#mocks/mail/outbox';
import { ownPaymentSource, savedCardOutcome } from './card-charges';

/**
 * Whether charging a subscription's period is refused. One bought with a saved card is charged on
 * it (the test cards' outcomes, mocks/commerce/card-outcomes.ts), and refused once the card was
 * deleted, as on the server; the fake Stripe and PayPal keep no card to refuse, so theirs are paid.
 */
export function renewalRefused(purchase: PurchaseRecord): boolean {
  const { customer_id, payment_source_id } = purchase;
  if (typeof payment_source_id !== 'number' || customer_id === undefined) return false;
  if (!ownPaymentSource(customer_id, payment_source_id)) return true;
  return savedCardOutcome(customer_id, payment_source_id) !== null;
}

/**
 * A refused try, stored failed, followed up as the server does (server/commerce/renewal-refusal.ts,
 * decision 085): the shared rule says whether it is tried again or ends the subscription; the
 * customer gets the mail either way.
 */
export async function followRefusal(
  purchase: PurchaseRecord,
  refused: { cents: number; claimedAt: string },
  attempts: readonly RenewalAttempt[],
  now: Date,
): Promise<void> {
  const next = decideRenewalRefusal(purchase, attempts, { createdAt: refused.claimedAt });
  if (next.kind === 'none') return;
  if (next.kind === 'end') {
    await db.purchases.update((q) => q.where({ purchase_id: purchase.purchase_id }), {
      data(record) {
        record.status = next.status;
        record.cancelledAt = now.toISOString();
        record.updatedAt = now.toISOString();
      },
    });
  }
  const customer = db.customers.findFirst((q) => q.where({ customer_id: purchase.customer_id ?? 0 }));
  if (!customer?.email) return;
  const facts = { customerName: customer.name, title: purchase.title ?? 'Membresía', cents: refused.cents };
  const mail =
    next.kind === 'end'
      ? subscriptionEndedUnpaidMail(facts, next.attempts)
      : renewalRefusedMail(facts, { at: next.retryAt, offsetHours: timezoneOffset() });
  await recordMockMail({
    customer_id: customer.customer_id,
    to: customer.email,
    ...mail,
    createdAt: now.toISOString(),
  });
}
