import { renewedPackage } from '#src/domain/commerce/grant';
import { decideRenewalStep } from '#src/domain/commerce/renewal-attempts';
import { renewalAttemptsOf, renewalKey } from '#src/domain/commerce/renewal-keys';
import {
  decideSubscriptionCharge,
  paidChargeCount,
  renewalCents,
} from '#src/domain/commerce/subscription-billing';
import { toCents } from '#src/domain/discount';
import { lastDueCharge } from '#src/domain/subscription';
import { db, nextId, type InvoiceRecord, type PurchaseRecord } from '#mocks/db';
import { grantPackage } from './grant-package';
import { followRefusal, renewalRefused } from './renewal-refusal';

/*
 * The renewals that Stripe, PayPal and the server's saved-card job make, made by the mocks over
 * their own store (decision 089) with the server's rules: the charge due is the latest of the
 * schedule the customer is shown (lastDueCharge), named as the server names it (renewalKey), taken
 * when the shared rule says so (decideRenewalStep) and recorded as the charge rule decides
 * (decideSubscriptionCharge): a paid one grants the period that was bought (renewedPackage), a
 * refused one (a saved card's) is tried again a day later, then ends the subscription (085).
 */

const billedOf = (purchase: PurchaseRecord) => ({
  status: purchase.status,
  total_payment_cents: toCents(purchase.total_payment),
  free_trial_length: purchase.free_trial_length,
  renewal_payment_cents: purchase.renewal_payment_cents,
});

function invoicesOf(purchase_id: number): InvoiceRecord[] {
  return db.invoices.findMany((q) => q.where({ purchase_id }));
}

const attemptsOf = (purchase_id: number, invoices: readonly InvoiceRecord[]) =>
  renewalAttemptsOf(
    purchase_id,
    invoices.map((invoice) => ({ ...invoice, key: invoice.provider_invoice_id })),
  );

/** One running subscription: its due period charged once, granted when paid. Whether it charged now. */
async function renewIfDue(purchase: PurchaseRecord, now: Date): Promise<boolean> {
  const due = lastDueCharge(purchase, now);
  if (!due) return false;
  const { purchase_id } = purchase;
  const invoices = invoicesOf(purchase_id);
  // The mocks charge in one step and never leave a claim pending, so there is nothing to retake.
  const step = decideRenewalStep(attemptsOf(purchase_id, invoices), due.charge, now);
  if (step.step !== 'take') return false;
  const billed = billedOf(purchase);
  const cents = renewalCents(billed);
  const refused = renewalRefused(purchase);
  const decision = decideSubscriptionCharge(
    billed,
    refused ? { outcome: 'failed', dueCents: cents } : { outcome: 'paid', paidCents: cents },
    {
      paidCharges: paidChargeCount(
        invoices.map((invoice) => ({ status: invoice.status, cents: toCents(invoice.total_payment) })),
      ),
    },
  );
  if (!decision.record) return false;
  await db.invoices.create({
    invoice_id: nextId(db.invoices.all(), 'invoice_id'),
    purchase_id,
    total_payment: decision.cents / 100,
    createdAt: now.toISOString(),
    status: decision.status,
    provider_invoice_id: renewalKey(purchase_id, due.charge, step.attempt),
  });
  if (refused) {
    const tries = attemptsOf(purchase_id, invoicesOf(purchase_id));
    await followRefusal(purchase, { cents, claimedAt: now.toISOString() }, tries, now);
  }
  const pkg = db.classPackages.findFirst((q) =>
    q.where({ class_package_id: purchase.class_package_id ?? 0 }),
  );
  if (decision.grant && pkg) await grantPackage(purchase, renewedPackage(pkg, purchase));
  return true;
}

/**
 * Every running subscription whose period fell due by `now` charged and granted once (periods
 * missed meanwhile are not charged back, as on the server); a cancelled one is never charged.
 * Answers the purchases it charged.
 */
export async function renewDueSubscriptions(now: Date): Promise<number[]> {
  // Runs before every request: a plain scan of the records is fifty times cheaper than a query.
  const running = db.purchases
    .all()
    .filter((purchase) => purchase.status === 'active' && purchase.subscription_id);
  const renewed: number[] = [];
  for (const purchase of running) {
    if (await renewIfDue(purchase, now)) renewed.push(purchase.purchase_id);
  }
  return renewed;
}
