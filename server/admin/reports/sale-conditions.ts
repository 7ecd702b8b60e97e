import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { invoices, purchases } from '#server/db/schema';
import { PAID_STATUSES } from '#src/domain/admin/reports/sales';

/*
 * What a sale is, in SQL, for the sales report and the day's page: the shared rules
 * isPurchaseSale and chargeSales (src/domain/admin/reports/sales.ts) said over the rows, so the
 * database picks and sums them.
 */

const beganWithTrial = sql`coalesce(${purchases.free_trial_length}, 0) > 0`;

/** A purchase paid when it was bought: not a subscription that began with a free trial. */
export const purchaseIsSale = and(
  inArray(purchases.status, [...PAID_STATUSES]),
  sql`not (${beganWithTrial})`,
);

/**
 * A subscription's charge that took money and is a sale of its own: after a free trial every
 * paid charge, otherwise those after the first paid one (the purchase itself). Its query joins
 * the charge's purchase.
 */
export const chargeIsSale = and(
  eq(invoices.status, 'completed'),
  gt(invoices.total_payment_cents, 0),
  or(
    beganWithTrial,
    sql`exists (select 1 from ${invoices} as earlier where earlier.purchase_id = ${invoices.purchase_id}
      and earlier.status = 'completed' and earlier.total_payment_cents > 0
      and earlier.invoice_id < ${invoices.invoice_id})`,
  ),
);
