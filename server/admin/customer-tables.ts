import { availableClasses, customers, invoices, purchases, users } from '#server/db/schema';
import type { grantPurchase } from '#server/commerce/store-purchase';
import type { AuditedTable, AuditLog } from './audit';

/**
 * The customer records staff change by hand (give or revoke access, remove classes, credits
 * records), as the audit log names them. Money is kept in cents; the log shows the contract's pesos.
 */
export const customerTable: AuditedTable = {
  table: customers,
  id: customers.customer_id,
  idKey: 'customer_id',
  objectType: 'customer',
};

/** A sign-in account: a role change, or a coach's login given its coach back, logged by its uid. */
export const userTable: AuditedTable = { table: users, id: users.uid, idKey: 'uid', objectType: 'user' };

export const purchaseTable: AuditedTable = {
  table: purchases,
  id: purchases.purchase_id,
  idKey: 'purchase_id',
  objectType: 'purchase',
  scaled: {
    amount_cents: { field: 'amount', per: 100 },
    total_payment_cents: { field: 'total_payment', per: 100 },
  },
};

export const invoiceTable: AuditedTable = {
  table: invoices,
  id: invoices.invoice_id,
  idKey: 'invoice_id',
  objectType: 'invoice',
  scaled: { total_payment_cents: { field: 'total_payment', per: 100 } },
};

export const creditsTable: AuditedTable = {
  table: availableClasses,
  id: availableClasses.available_class_id,
  idKey: 'available_class_id',
  objectType: 'available_class',
};

/** What a purchase's grant changed (grantPurchase's answer) in a staff write's log. */
export function logGrant(log: AuditLog, granted: Awaited<ReturnType<typeof grantPurchase>>): void {
  if (granted.credits) log.change(creditsTable, undefined, granted.credits);
  if (granted.customer) log.change(customerTable, granted.customer.before, granted.customer.after);
}
