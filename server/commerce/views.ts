import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { components } from '#src/api/schema.gen';
import type { Database } from '#server/db/client';
import type { discounts } from '#server/db/schema';
import { classPackages, customers, invoices, paymentMethods, purchases } from '#server/db/schema';

type S = components['schemas'];
export type PackageRow = typeof classPackages.$inferSelect;
export type PurchaseRow = typeof purchases.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type DiscountRow = typeof discounts.$inferSelect;

/** Stored cents → the contract's pesos. */
export const pesos = (cents: number) => cents / 100;

/** A package as the customer sees it: pesos, without the studio's home and online flags. */
export function packageView(row: PackageRow): S['ClassPackage'] {
  const {
    price_cents,
    sale_price_cents,
    on_home: _onHome,
    online: _online,
    class_package_types,
    ...fields
  } = row;
  return {
    ...fields,
    price: pesos(price_cents),
    sale_price: sale_price_cents === null ? null : pesos(sale_price_cents),
    class_package_types: class_package_types as S['ClassPackage']['class_package_types'],
  };
}

/** The contract's amount: cents off, or a percent (the column keeps hundredths of either). */
export function discountTerms(row: DiscountRow) {
  return { ...row, amount: row.amount_hundredths / 100 };
}

/** Who may use a code and how often is the studio's business, not the customer's. */
export function discountView(row: DiscountRow): S['Discount'] {
  return {
    discount_id: row.discount_id,
    discountCode: row.discountCode,
    amount: row.amount_hundredths / 100,
    is_percent: row.is_percent,
    first_invoice_only: row.first_invoice_only,
  };
}

const byId = <T, K>(rows: T[], key: (row: T) => K) => new Map(rows.map((row) => [key(row), row]));
const ids = (values: Array<number | null>) => [...new Set(values.filter((id): id is number => id !== null))];

/** Purchases with their package, the buyer's email and the payment method's instructions. */
export async function purchaseViews(db: Database, rows: PurchaseRow[]): Promise<S['Purchase'][]> {
  if (rows.length === 0) return [];
  const packageIds = ids(rows.map((row) => row.class_package_id));
  const methodIds = ids(rows.map((row) => row.payment_method_id));
  const packages = byId(
    packageIds.length
      ? await db.select().from(classPackages).where(inArray(classPackages.class_package_id, packageIds))
      : [],
    (row) => row.class_package_id,
  );
  const methods = byId(
    methodIds.length
      ? await db.select().from(paymentMethods).where(inArray(paymentMethods.payment_method_id, methodIds))
      : [],
    (row) => row.payment_method_id,
  );
  const buyers = byId(
    await db
      .select({ customer_id: customers.customer_id, email: customers.email })
      .from(customers)
      .where(inArray(customers.customer_id, ids(rows.map((row) => row.customer_id)))),
    (row) => row.customer_id,
  );
  return rows.map((row) => {
    const {
      amount_cents,
      total_payment_cents,
      // What later periods charge is the billing's business (decision 076), not the contract's.
      renewal_payment_cents: _renewal,
      discount_id: _code,
      provider: _provider,
      provider_payment_id: _paidWith,
      payment_source_id: _savedCard,
      ...fields
    } = row;
    const pkg = row.class_package_id === null ? undefined : packages.get(row.class_package_id);
    const method = row.payment_method_id === null ? undefined : methods.get(row.payment_method_id);
    const buyer = buyers.get(row.customer_id);
    return {
      ...fields,
      class_package_id: row.class_package_id ?? undefined,
      amount: amount_cents === null ? null : pesos(amount_cents),
      total_payment: pesos(total_payment_cents),
      ...(pkg ? { class_package: packageView(pkg) } : {}),
      ...(buyer ? { customer: { email: buyer.email } } : {}),
      payment_method: method ? { name: method.name, instructions: method.instructions } : null,
    };
  });
}

/** Invoices with their purchase and its package. */
export async function invoiceViews(
  db: Database,
  rows: InvoiceRow[],
  purchasesOf: PurchaseRow[],
): Promise<S['Invoice'][]> {
  const views = byId(await purchaseViews(db, purchasesOf), (view) => view.purchase_id);
  return rows.map((row) => {
    const purchase = views.get(row.purchase_id);
    return {
      invoice_id: row.invoice_id,
      purchase_id: row.purchase_id,
      total_payment: pesos(row.total_payment_cents),
      createdAt: row.createdAt,
      status: row.status,
      ...(purchase?.class_package ? { class_package: purchase.class_package } : {}),
      ...(purchase ? { purchase } : {}),
    };
  });
}

/** The invoices of these purchases (a customer's), in the given order, with their purchase and package. */
export async function invoicesOf(db: Database, mine: PurchaseRow[], order: SQL[]): Promise<S['Invoice'][]> {
  if (mine.length === 0) return [];
  const rows = await db
    .select()
    .from(invoices)
    .where(
      inArray(
        invoices.purchase_id,
        mine.map((purchase) => purchase.purchase_id),
      ),
    )
    .orderBy(...order);
  const billed = new Set(rows.map((row) => row.purchase_id));
  return invoiceViews(
    db,
    rows,
    mine.filter((purchase) => billed.has(purchase.purchase_id)),
  );
}

/** GET /customer's purchases and invoices, newest id first, as the mocks list them there. */
export async function customerCommerce(db: Database, customer_id: number) {
  const mine = await db
    .select()
    .from(purchases)
    .where(eq(purchases.customer_id, customer_id))
    .orderBy(desc(purchases.purchase_id));
  return {
    purchases: await purchaseViews(db, mine),
    invoices: await invoicesOf(db, mine, [desc(invoices.invoice_id)]),
  };
}
