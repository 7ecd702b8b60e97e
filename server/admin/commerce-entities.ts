import { getTableColumns, sql } from 'drizzle-orm';
import type { components } from '#src/api/schema.gen';
import {
  decideDiscountInput,
  decidePackageInput,
  decidePaymentMethodInput,
} from '#src/domain/admin/commerce-input';
import { ADMIN_MESSAGES } from '#src/domain/admin/messages';
import { COMMERCE_MESSAGES } from '#src/domain/commerce/messages';
import { allow } from '#src/domain/booking/refusal';
import { discountView, packageView, type DiscountRow, type PackageRow } from '#server/commerce/views';
import type { Database } from '#server/db/client';
import { classPackages, discounts, paymentMethods } from '#server/db/schema';
import { entity } from './crud';

type S = components['schemas'];
type Row = Record<string, unknown>;

/** Pesos from a form → integer cents (decision 057); null stays null. */
const cents = (pesos: number | null) => (pesos === null ? null : Math.round(pesos * 100));

/** The columns a package form fills: the fields it sent (an absent one keeps its value), money in cents. */
function packageValues(input: S['ClassPackageInput'], title: string): Row {
  const { price, sale_price, ...fields } = input as S['ClassPackageInput'] & Row;
  const values: Row = {};
  for (const key of Object.keys(getTableColumns(classPackages))) {
    if (key in fields && fields[key] !== undefined) values[key] = fields[key];
  }
  delete values.class_package_id;
  delete values.on_home; // the home flag has calls of its own
  values.title = title;
  values.price_cents = cents(price);
  if (sale_price !== undefined) values.sale_price_cents = cents(sale_price);
  return values;
}

function packageDecision(input: S['ClassPackageInput']) {
  const decision = decidePackageInput(input);
  return decision.ok ? allow({ values: packageValues(input, decision.title) }) : decision;
}

/** The admin list keeps the home and online flags the customer lists leave out. */
export const adminPackageView = (row: PackageRow) => ({
  ...packageView(row),
  on_home: row.on_home,
  online: row.online,
});

export const packageEntity = entity<PackageRow>({
  table: classPackages,
  id: classPackages.class_package_id,
  idKey: 'class_package_id',
  scaled: { price_cents: { field: 'price', per: 100 }, sale_price_cents: { field: 'sale_price', per: 100 } },
  listKey: 'class_packages',
  notFound: COMMERCE_MESSAGES.packageNotFound,
  deleted: 'Package deleted.',
  view: packageView,
  decide: (input) => packageDecision(input as S['ClassPackageInput']),
});

/** The discount whose code is this one in any case: the rule's fact, read in the save's transaction. */
async function sameCode(tx: Database, code: unknown) {
  const [row] = await tx
    .select({ discount_id: discounts.discount_id })
    .from(discounts)
    .where(sql`lower(${discounts.discountCode}) = lower(${String(code ?? '').trim()})`);
  return row;
}

export const discountEntity = entity<DiscountRow>({
  table: discounts,
  id: discounts.discount_id,
  idKey: 'discount_id',
  scaled: { amount_hundredths: { field: 'amount', per: 100 } },
  listKey: 'descuentos',
  notFound: COMMERCE_MESSAGES.discountNotFound,
  deleted: 'Discount deleted.',
  view: discountView,
  conflicts: { discounts_code_unique: ADMIN_MESSAGES.discountCodeTaken },
  // A new code is good for any package, without limit: the admin screens do not show those.
  async decide(body, _fresh, tx, current) {
    const input = body as S['DiscountInput'];
    const facts = { sameCode: await sameCode(tx, input.discountCode), discount_id: current?.discount_id };
    const decision = decideDiscountInput(input, facts);
    if (!decision.ok) return decision;
    const values: Row = {
      discountCode: decision.discountCode,
      amount_hundredths: Math.round(input.amount * 100),
      is_percent: input.is_percent,
    };
    if (input.first_invoice_only !== undefined) values.first_invoice_only = input.first_invoice_only;
    return allow({ values });
  },
});

export const paymentMethodEntity = entity({
  table: paymentMethods,
  id: paymentMethods.payment_method_id,
  idKey: 'payment_method_id',
  listKey: 'payment_methods',
  notFound: ADMIN_MESSAGES.paymentMethodNotFound,
  deleted: 'payment_method deleted.',
  html: ['instructions'],
  decide: (input, fresh) => decidePaymentMethodInput(input as S['PaymentMethodInput'], fresh),
});
