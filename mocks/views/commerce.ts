import type { components } from '#src/api/schema.gen';
import {
  db,
  type ClassPackageRecord,
  type DiscountRecord,
  type InvoiceRecord,
  type PurchaseRecord,
  type SavedCardRecord,
} from '#mocks/db';

type S = components['schemas'];

/** A package as the contract shows it: on_home and online are the studio's bookkeeping. */
export function packageView(record: ClassPackageRecord): S['ClassPackage'] {
  const { on_home: _onHome, online: _online, ...classPackage } = record;
  return classPackage;
}

function packageById(class_package_id: number | undefined): S['ClassPackage'] | undefined {
  if (class_package_id === undefined) return undefined;
  const record = db.classPackages.findFirst((q) => q.where({ class_package_id }));
  return record ? packageView(record) : undefined;
}

/** A purchase as the contract shows it: the card it renews on and at what price are the studio's. */
export function purchaseView({
  payment_source_id: _card,
  renewal_payment_cents: _renewal,
  ...record
}: PurchaseRecord): S['Purchase'] {
  const classPackage = packageById(record.class_package_id);
  const method =
    typeof record.payment_method_id === 'number'
      ? db.paymentMethods.findFirst((q) => q.where({ payment_method_id: record.payment_method_id! }))
      : undefined;
  const customer =
    typeof record.customer_id === 'number'
      ? db.customers.findFirst((q) => q.where({ customer_id: record.customer_id! }))
      : undefined;
  return {
    ...record,
    ...(classPackage ? { class_package: classPackage } : {}),
    ...(customer ? { customer: { email: customer.email } } : {}),
    payment_method: method ? { name: method.name, instructions: method.instructions ?? null } : null,
  };
}

/** An invoice as the contract shows it: its renewal's name is the studio's bookkeeping. */
export function invoiceView({ provider_invoice_id: _name, ...record }: InvoiceRecord): S['Invoice'] {
  const purchase = db.purchases.findFirst((q) => q.where({ purchase_id: record.purchase_id }));
  const classPackage = packageById(purchase?.class_package_id);
  return {
    ...record,
    ...(classPackage ? { class_package: classPackage } : {}),
    ...(purchase ? { purchase: purchaseView(purchase) } : {}),
  };
}

/** Who may use a code and how often is the studio's business, not the customer's. */
export function discountView(record: DiscountRecord): S['Discount'] {
  return {
    discount_id: record.discount_id,
    discountCode: record.discountCode,
    amount: record.amount,
    is_percent: record.is_percent,
    first_invoice_only: record.first_invoice_only ?? false,
  };
}

export function savedCardView(record: SavedCardRecord): S['SavedCard'] {
  const { customer_id: _owner, ...card } = record;
  return card;
}
