import { and, eq, ne, sql } from 'drizzle-orm';
import { normalizePhone, phoneError } from '#src/domain/phone';
import type { Database } from '#server/db/client';
import { addresses, customers, files } from '#server/db/schema';
import { apiError } from '#server/http/api-error';

/*
 * The profile rules of mocks/customers/profile.ts and address-input.ts, over PostgreSQL: the same
 * checks and messages; the unique indexes on phone and email turn a race between two sign-ups
 * into the same conflict answer instead of two accounts.
 */

export const PHONE_TAKEN = 'Ya existe una cuenta con ese número de teléfono';
export const EMAIL_TAKEN = 'Ya existe una cuenta con ese correo.';

export const PROFILE_KEYS = [
  'name',
  'last_name',
  'email',
  'phone',
  'instagram',
  'birthdate',
  'signup_reason',
  'other',
  'account',
  'file_id',
] as const;

type CustomerRow = typeof customers.$inferSelect;
export type ProfileChanges = Partial<Pick<CustomerRow, (typeof PROFILE_KEYS)[number]>>;

export function cleanPhone(phone: string | null | undefined): string | null {
  if (phone === null || phone === undefined || phone.trim() === '') return null;
  const digits = normalizePhone(phone);
  const problem = phoneError(digits);
  if (problem) throw apiError(400, problem);
  return digits;
}

export async function phoneOwner(db: Database, phone: string, except?: number) {
  const [owner] = await db
    .select({ customer_id: customers.customer_id })
    .from(customers)
    .where(
      and(eq(customers.phone, phone), except === undefined ? undefined : ne(customers.customer_id, except)),
    );
  return owner;
}

export async function emailOwner(db: Database, email: string, except?: number) {
  const [owner] = await db
    .select({ customer_id: customers.customer_id })
    .from(customers)
    .where(
      and(
        eq(sql`lower(trim(${customers.email}))`, email.trim().toLowerCase()),
        except === undefined ? undefined : ne(customers.customer_id, except),
      ),
    );
  return owner;
}

/** A write that a unique index refused answers the rule's conflict, not a 500. */
export async function uniquely<T>(write: () => Promise<T>, conflictStatus: 400 | 409): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const cause =
      (error as { cause?: { code?: string; constraint?: string } }).cause ??
      (error as { code?: string; constraint?: string });
    if (cause.code !== '23505') throw error;
    if (cause.constraint === 'customers_phone_unique')
      throw apiError(conflictStatus, PHONE_TAKEN, { code: 'phone_taken' });
    if (cause.constraint === 'customers_email_unique')
      throw apiError(conflictStatus, EMAIL_TAKEN, { code: 'email_taken' });
    throw error;
  }
}

export async function updateProfile(
  db: Database,
  customer: CustomerRow,
  changes: ProfileChanges,
  conflictStatus: 400 | 409,
): Promise<CustomerRow> {
  const next: ProfileChanges = { ...changes };
  if (next.name !== undefined && (next.name ?? '').trim() === '')
    throw apiError(400, 'Debes agregar tu nombre.');
  if (next.email !== undefined) {
    if ((next.email ?? '').trim() === '') throw apiError(400, 'Debes agregar tu correo electrónico.');
    if (await emailOwner(db, next.email, customer.customer_id)) {
      throw apiError(conflictStatus, EMAIL_TAKEN, { code: 'email_taken' });
    }
    next.email = next.email.trim();
  }
  if (next.phone !== undefined) {
    next.phone = cleanPhone(next.phone);
    if (next.phone && (await phoneOwner(db, next.phone, customer.customer_id))) {
      throw apiError(conflictStatus, PHONE_TAKEN, { code: 'phone_taken' });
    }
  }
  if (next.file_id !== undefined && next.file_id !== null) {
    const [file] = await db.select().from(files).where(eq(files.file_id, next.file_id));
    if (!file) throw apiError(400, 'No encontramos ese archivo.');
  }
  if (Object.keys(next).length === 0) return customer;
  const [saved] = await uniquely(
    () => db.update(customers).set(next).where(eq(customers.customer_id, customer.customer_id)).returning(),
    conflictStatus,
  );
  return saved ?? customer;
}

function answerText(key: string, value: unknown): string | null {
  if (value === null || typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  throw apiError(400, `Revisa el campo: ${key}`);
}

function answerFileId(value: unknown): number | null {
  if (value === null || value === '') return null;
  const id = typeof value === 'string' ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id))
    throw apiError(400, 'Debes cargar el archivo solicitado.');
  return id;
}

/** The customer fields among a dynamic form's answers (field key → value). */
export function profileFromAnswers(answers: Record<string, unknown>): ProfileChanges {
  const changes: Record<string, string | number | null> = {};
  for (const key of PROFILE_KEYS) {
    const value = answers[key];
    if (value === undefined) continue;
    changes[key] = key === 'file_id' ? answerFileId(value) : answerText(key, value);
  }
  if (answers.file !== undefined && answers.file_id === undefined)
    changes.file_id = answerFileId(answers.file);
  if (changes.name === null) throw apiError(400, 'Debes agregar tu nombre.');
  if (changes.email === null) throw apiError(400, 'Debes agregar tu correo electrónico.');
  return changes as ProfileChanges;
}

export function pickProfile(source: Record<string, unknown>): ProfileChanges {
  const changes: Record<string, unknown> = {};
  for (const key of PROFILE_KEYS) if (source[key] !== undefined) changes[key] = source[key];
  return changes as ProfileChanges;
}

const ADDRESS_REQUIRED: Array<[string, string]> = [
  ['city', 'Debes agregar tu ciudad.'],
  ['state', 'Debes agregar tu estado.'],
  ['country', 'Debes agregar tu país.'],
];

export function assertAddressComplete(input: Record<string, unknown>): void {
  for (const [field, message] of ADDRESS_REQUIRED) {
    const value = input[field];
    if (typeof value !== 'string' || value.trim() === '') throw apiError(400, message);
  }
}

/** The profile form sends the billing address along: update the customer's, or create it. */
export async function upsertCustomerAddress(
  db: Database,
  customer_id: number,
  input: Record<string, unknown>,
) {
  assertAddressComplete(input);
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const fields = {
    street: text(input.street),
    number: text(input.number),
    interior_number: text(input.interior_number),
    neighborhood: text(input.neighborhood),
    city: String(input.city).trim(),
    state: String(input.state).trim(),
    country: String(input.country).trim(),
    zip_code: text(input.zip_code),
  };
  await db
    .insert(addresses)
    .values({ customer_id, ...fields })
    .onConflictDoUpdate({ target: addresses.customer_id, set: fields });
}
