import { normalizePhone, phoneError } from '#src/domain/phone';
import { db, type CustomerRecord } from '#mocks/db';
import { apiError } from '#mocks/http-errors';
import { safeWrite } from './safe-write';

export const PHONE_TAKEN = 'Ya existe una cuenta con ese número de teléfono';
export const EMAIL_TAKEN = 'Ya existe una cuenta con ese correo.';

/** The profile fields a customer may change about themselves. */
export type ProfileChanges = Partial<
  Pick<
    CustomerRecord,
    | 'name'
    | 'last_name'
    | 'email'
    | 'phone'
    | 'instagram'
    | 'birthdate'
    | 'signup_reason'
    | 'other'
    | 'account'
    | 'file_id'
  >
>;

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
] as const satisfies ReadonlyArray<keyof ProfileChanges>;

/** The phone as stored (digits, at most 10), after checking its format; null clears it. */
export function cleanPhone(phone: string | null | undefined): string | null {
  if (phone === null || phone === undefined || phone.trim() === '') return null;
  const digits = normalizePhone(phone);
  const problem = phoneError(digits);
  if (problem) throw apiError(400, problem);
  return digits;
}

export function phoneOwner(phone: string): CustomerRecord | undefined {
  return db.customers.findFirst((q) => q.where({ phone }));
}

export function emailOwner(email: string): CustomerRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return db.customers.all().find((customer) => customer.email.trim().toLowerCase() === wanted);
}

/**
 * Checks and saves profile changes. A phone or email that belongs to someone else is a conflict
 * (409 where the operation declares it, 400 otherwise).
 */
export async function updateProfile(
  customer: CustomerRecord,
  changes: ProfileChanges,
  conflictStatus: 400 | 409,
): Promise<CustomerRecord> {
  const next: ProfileChanges = { ...changes };
  if (next.name !== undefined && next.name.trim() === '') throw apiError(400, 'Debes agregar tu nombre.');
  if (next.email !== undefined) {
    if (next.email.trim() === '') throw apiError(400, 'Debes agregar tu correo electrónico.');
    const owner = emailOwner(next.email);
    if (owner && owner.customer_id !== customer.customer_id) throw apiError(conflictStatus, EMAIL_TAKEN);
    next.email = next.email.trim();
  }
  if (next.phone !== undefined) {
    next.phone = cleanPhone(next.phone);
    const owner = next.phone ? phoneOwner(next.phone) : undefined;
    if (owner && owner.customer_id !== customer.customer_id) throw apiError(conflictStatus, PHONE_TAKEN);
  }
  if (next.file_id !== undefined && next.file_id !== null) {
    const file_id = next.file_id;
    if (!db.files.findFirst((q) => q.where({ file_id }))) throw apiError(400, 'No encontramos ese archivo.');
  }
  const saved = await safeWrite(() =>
    db.customers.update((q) => q.where({ customer_id: customer.customer_id }), {
      data(record) {
        Object.assign(record, next);
      },
    }),
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

/**
 * The customer fields among a dynamic form's answers (field key → value). Uploaded files come as
 * their file_id, under file_id or under the profile form's image field `file`.
 */
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

/** Only the profile keys of a PUT /customer body: the related lists and anything else are ignored. */
export function pickProfile(source: ProfileChanges & Record<string, unknown>): ProfileChanges {
  const changes: Record<string, unknown> = {};
  for (const key of PROFILE_KEYS) {
    if (source[key] !== undefined) changes[key] = source[key];
  }
  return changes as ProfileChanges;
}
