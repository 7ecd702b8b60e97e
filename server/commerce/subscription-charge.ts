import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { classPackages, invoices, purchases } from '#server/db/schema';
import { renewedPackage } from '#src/domain/commerce/grant';
import {
  decideSubscriptionCharge,
  paidChargeCount,
  type ChargeDecision,
  type SubscriptionCharge,
} from '#src/domain/commerce/subscription-billing';
import { grantPurchase } from './store-purchase';
import type { PurchaseRow } from './views';

/** One charge of a provider's subscription: the provider's invoice (or sale) id and what it did. */
export interface ProviderCharge {
  provider: 'stripe' | 'paypal';
  subscription_id: string;
  provider_invoice_id: string;
  charge: SubscriptionCharge;
}

/**
 * A running subscription's charge, Stripe's invoice or PayPal's sale alike (decision 076), in the
 * caller's transaction (the event's, provider-events.ts): the purchase row locked, the shared rule
 * decides, the charge is stored as an invoice row (the customer's "Mis Cargos", the studio day's
 * failed charges) and a paid renewal grants the next period's credits with their expiry. The
 * provider's invoice id is recorded once per outcome, so the same charge told again under
 * another event id changes nothing.
 */
export async function recordSubscriptionCharge(
  tx: Database,
  told: ProviderCharge,
  now: Date,
): Promise<ChargeDecision & { purchase_id?: number }> {
  const [purchase] = await tx
    .select()
    .from(purchases)
    .where(and(eq(purchases.provider, told.provider), eq(purchases.subscription_id, told.subscription_id)))
    .for('update');
  if (!purchase) return { record: false };
  const status = told.charge.outcome === 'paid' ? 'completed' : 'failed';
  const [known] = await tx
    .select({ invoice_id: invoices.invoice_id })
    .from(invoices)
    .where(and(eq(invoices.provider_invoice_id, told.provider_invoice_id), eq(invoices.status, status)));
  if (known) return { record: false };
  const decision = decideSubscriptionCharge(purchase, told.charge, {
    paidCharges: await paidChargesOf(tx, purchase.purchase_id),
  });
  if (!decision.record) return decision;
  await tx.insert(invoices).values({
    purchase_id: purchase.purchase_id,
    total_payment_cents: decision.cents,
    status: decision.status,
    provider_invoice_id: told.provider_invoice_id,
    createdAt: now.toISOString(),
  });
  if (decision.grant) await grantNextPeriod(tx, purchase, now);
  return { ...decision, purchase_id: purchase.purchase_id };
}

/** How many charges of a subscription took money (a free trial's 0 is none), for the shared rule. */
export async function paidChargesOf(tx: Database, purchase_id: number): Promise<number> {
  const charges = await tx
    .select({ status: invoices.status, cents: invoices.total_payment_cents })
    .from(invoices)
    .where(eq(invoices.purchase_id, purchase_id));
  return paidChargeCount(charges);
}

/** A paid renewal's next period: what was bought (renewedPackage), even if the package changed. */
export async function grantNextPeriod(tx: Database, purchase: PurchaseRow, now: Date) {
  if (purchase.class_package_id === null) return;
  const [pkg] = await tx
    .select()
    .from(classPackages)
    .where(eq(classPackages.class_package_id, purchase.class_package_id));
  if (!pkg) return;
  await grantPurchase(tx, purchase, renewedPackage(pkg, purchase), now);
}

/**
 * The first invoice of a subscription settled its purchase: the invoice is stored as its first
 * charge (0 during a free trial), once per provider invoice, in the settling transaction.
 */
export async function recordFirstInvoice(
  tx: Database,
  purchase_id: number,
  invoice: { provider_invoice_id: string | null; cents: number },
  now: Date,
) {
  await tx
    .insert(invoices)
    .values({
      purchase_id,
      total_payment_cents: invoice.cents,
      status: 'completed',
      provider_invoice_id: invoice.provider_invoice_id,
      createdAt: now.toISOString(),
    })
    .onConflictDoNothing();
}
