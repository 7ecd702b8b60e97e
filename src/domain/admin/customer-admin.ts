/*
 * The back-office's rules about a customer's access (commerce §2 administration, §7): staff give a
 * package by hand, revoke a purchase, take classes back and keep credits records. Pure decisions
 * over plain data, used by the mocks and the server alike; each side stores what they decide.
 */
import type { components } from '#src/api/schema.gen';
import { allow, refuse, type Decision } from '#src/domain/booking/refusal';
import { matchesWords } from '#src/domain/fold-text';
import type { GrantedPackage } from '#src/domain/commerce/grant';

type GiveAccessInput = components['schemas']['GiveAccessInput'];

/** Customers a page in the admin list, and how many the quick lookup shows. */
export const CUSTOMERS_PAGE_SIZE = 20;
export const CUSTOMER_QUERY_LIMIT = 20;

export const CUSTOMER_ADMIN_MESSAGES = {
  customerNotFound: 'No encontramos a esa clienta.',
  packageNotFound: 'No encontramos ese paquete.',
  paymentMethodNotFound: 'No encontramos ese método de pago.',
  purchaseNotFound: 'No encontramos esa compra.',
  purchaseIdMissing: 'Falta purchase_id.',
  alreadyRevoked: 'Esta compra ya fue revocada.',
  daysTooFew: 'Los días de acceso deben ser al menos 1.',
  accessGiven: '¡Acceso agregado!',
  accessRevoked: '¡Acceso eliminado!',
  classesRemoved: '¡Clases Restadas!',
  amountMissing: 'Indica cuántas clases quieres restar.',
  notEnough: (amount: number, available: number) =>
    `No se pueden restar ${amount} clases: la clienta solo tiene ${available} disponibles.`,
  creditsRecordNotFound: 'No encontramos ese registro de créditos.',
  creditsInvalid: 'Los créditos deben ser un número entero mayor o igual a -1 (-1 es ilimitado).',
  dateInvalid: 'La fecha no es válida.',
  creditsRecordDeleted: 'Available class deleted.',
} as const;

export interface SearchableCustomer {
  name: string;
  last_name?: string | null | undefined;
  email: string;
  phone?: string | null | undefined;
}

/** The admin search: each word must appear in the name, last name, email or phone. */
export function matchesQuery(customer: SearchableCustomer, query: string | null | undefined): boolean {
  return matchesWords([customer.name, customer.last_name, customer.email, customer.phone], query);
}

export interface GivenPackage extends GrantedPackage {
  class_package_id: number;
  title?: string | null | undefined;
  price: number;
  sale_price?: number | null | undefined;
}

/**
 * A package given by hand: a completed purchase (free when it is a gift; otherwise at the offer
 * price, in the unit the caller keeps prices in), an invoice when asked to bill it, and then what
 * the package grants as if it had been bought (decideGrant), with the days staff chose in place of
 * the package's `expiration_days`.
 */
export function decideGiveAccess(
  input: Pick<GiveAccessInput, 'package_days' | 'is_gift' | 'bill'>,
  pkg: GivenPackage,
): Decision<{ amount: number; total_payment: number; expiration_days: number | null; bill: boolean }> {
  const days = input.package_days ?? null;
  if (days !== null && days < 1) return refuse(400, CUSTOMER_ADMIN_MESSAGES.daysTooFew);
  const expiration_days = days ?? pkg.expiration_days ?? null;
  return allow({
    amount: pkg.price,
    total_payment: input.is_gift ? 0 : (pkg.sale_price ?? pkg.price),
    expiration_days,
    bill: input.bill === true,
  });
}

/** A purchase staff revoke: unknown is 404, an already revoked one 400. */
export function decideRevoke(purchase: { status: string } | undefined): Decision {
  if (!purchase) return refuse(404, CUSTOMER_ADMIN_MESSAGES.purchaseNotFound);
  if (purchase.status === 'revoked') return refuse(400, CUSTOMER_ADMIN_MESSAGES.alreadyRevoked);
  return allow({});
}

export interface CreditRow {
  available_class_id: number;
  available_classes: number;
  class_type_id?: number | null | undefined;
  class_types?: string | null | undefined;
  expiration_date?: string | null | undefined;
}

const expiresAt = (value: string | null | undefined) =>
  value ? Date.parse(value) : Number.POSITIVE_INFINITY;

/** Rows still in force: a null expiration never expires. */
export function inForce<R extends CreditRow>(rows: readonly R[], now: Date): R[] {
  return rows.filter((row) => expiresAt(row.expiration_date) > now.getTime());
}

/**
 * Takes classes back from the customer's positive rows in force, the ones that expire first
 * first, so staff remove what the customer would lose soonest anyway.
 */
export function planCreditRemoval(
  rows: readonly CreditRow[],
  amount: unknown,
  now: Date,
): Decision<{ takes: Array<{ available_class_id: number; left: number }> }> {
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1) {
    return refuse(400, CUSTOMER_ADMIN_MESSAGES.amountMissing);
  }
  const positive = inForce(rows, now)
    .filter((row) => row.available_classes > 0)
    .sort((a, b) => expiresAt(a.expiration_date) - expiresAt(b.expiration_date));
  const available = positive.reduce((sum, row) => sum + row.available_classes, 0);
  if (amount > available) return refuse(400, CUSTOMER_ADMIN_MESSAGES.notEnough(amount, available));
  let owed = amount;
  const takes: Array<{ available_class_id: number; left: number }> = [];
  for (const row of positive) {
    if (owed === 0) break;
    const taken = Math.min(owed, row.available_classes);
    owed -= taken;
    takes.push({ available_class_id: row.available_class_id, left: row.available_classes - taken });
  }
  return allow({ takes });
}

/**
 * has_unlimited mirrors the customer's unlimited credits rows in force (-1, not bound to a class
 * type): after one is granted, edited or removed, the flag and its expiration follow the rows.
 */
export function unlimitedFromRows(
  rows: readonly CreditRow[],
  now: Date,
): { has_unlimited: boolean; unlimited_membership_expiration: string | null } {
  const unlimited = inForce(rows, now).filter(
    (row) => row.available_classes === -1 && !row.class_type_id && !row.class_types,
  );
  const expirations = unlimited.map((row) => row.expiration_date ?? null);
  const latest = expirations
    .filter((value): value is string => value !== null)
    .sort()
    .at(-1);
  return {
    has_unlimited: unlimited.length > 0,
    unlimited_membership_expiration:
      unlimited.length === 0 || expirations.includes(null) ? null : (latest ?? null),
  };
}

/** Whether a change to these rows can change the customer's unlimited flag. */
export const touchesUnlimited = (...rows: Array<{ available_classes: number } | undefined>) =>
  rows.some((row) => row?.available_classes === -1);

type CreditsInput = components['schemas']['AvailableClassInput'];

/** A credits record as staff type it: the count (-1 unlimited) and what it is bound to. */
export function creditsRecordFields(input: CreditsInput): Decision<{
  fields: {
    customer_id: number;
    available_classes: number;
    class_type_id: number | null;
    class_types: string | null;
    allowed_times: string | null;
    purchase_id: number | null;
    expiration_date: string | null;
  };
}> {
  if (!Number.isInteger(input.available_classes) || input.available_classes < -1) {
    return refuse(400, CUSTOMER_ADMIN_MESSAGES.creditsInvalid);
  }
  if (!Number.isInteger(input.customer_id)) return refuse(400, CUSTOMER_ADMIN_MESSAGES.customerNotFound);
  if (input.expiration_date && Number.isNaN(Date.parse(input.expiration_date))) {
    return refuse(400, CUSTOMER_ADMIN_MESSAGES.dateInvalid);
  }
  return allow({
    fields: {
      customer_id: input.customer_id,
      available_classes: input.available_classes,
      class_type_id: input.class_type_id ?? null,
      class_types: input.class_types ?? null,
      allowed_times: input.allowed_times ?? null,
      purchase_id: input.purchase_id ?? null,
      expiration_date: input.expiration_date ? new Date(input.expiration_date).toISOString() : null,
    },
  });
}

/** A YYYY-MM-DD bound as an instant: the start of that UTC day, or its last millisecond. */
export function dayBound(value: string | null | undefined, end: boolean): Decision<{ at: number | null }> {
  if (!value) return allow({ at: null });
  const time = Date.parse(`${value.slice(0, 10)}T00:00:00.000Z`);
  if (Number.isNaN(time)) return refuse(400, CUSTOMER_ADMIN_MESSAGES.dateInvalid);
  return allow({ at: end ? time + 86_400_000 - 1 : time });
}
