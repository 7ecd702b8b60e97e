import { db, type PurchaseRecord } from '#mocks/db';
import { toCents } from '#src/domain/discount';
import { chargeSales, type ChargeRecord } from '#src/domain/admin/reports/sales';
import { trialDays } from '#src/domain/commerce/subscription-billing';

export interface SaleCharge extends ChargeRecord {
  createdAt: string;
  purchase: PurchaseRecord;
}

/**
 * The subscriptions' charges that are sales of their own (chargeSales, the shared rule) charged
 * from `start` (inclusive) to `end` (exclusive), each with its purchase: the sales report's and
 * the day's page's, as the server's SQL picks them.
 */
export function saleChargesBetween(start: string, end: string): SaleCharge[] {
  const charges = db.invoices.all().flatMap((invoice) => {
    const purchase = db.purchases.findFirst((q) => q.where({ purchase_id: invoice.purchase_id ?? 0 }));
    if (!purchase) return [];
    return [
      {
        invoice_id: invoice.invoice_id,
        purchase_id: purchase.purchase_id,
        status: invoice.status,
        total_cents: toCents(invoice.total_payment),
        trial: trialDays(purchase) > 0,
        createdAt: invoice.createdAt,
        purchase,
      },
    ];
  });
  return chargeSales(charges).filter((charge) => charge.createdAt >= start && charge.createdAt < end);
}
