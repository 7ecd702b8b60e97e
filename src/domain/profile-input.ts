/*
 * What a customer sends about themselves (PUT /customer, the sign-up form's answers, the billing
 * address), read and checked as pure decisions over plain data: both backends call these, then
 * do what needs their store (who owns a phone or email, whether a file exists) and save.
 */
import type { components } from '#src/api/schema.gen';
import { REQUIRED_ADDRESS_FIELDS, type AddressBody, type RequiredAddressField } from './billing-address';
import { allow, refuse, type Decision } from './booking/refusal';
import { normalizePhone, phoneError } from './phone';

export const PROFILE_MESSAGES = {
  nameMissing: 'Debes agregar tu nombre.',
  emailMissing: 'Debes agregar tu correo electrónico.',
  phoneTaken: 'Ya existe una cuenta con ese número de teléfono',
  emailTaken: 'Ya existe una cuenta con ese correo.',
  uidFixed: 'No puedes cambiar el identificador de tu cuenta.',
  fileMissing: 'No encontramos ese archivo.',
  fileAnswer: 'Debes cargar el archivo solicitado.',
  answer: (key: string) => `Revisa el campo: ${key}`,
} as const;

/** ProfileChanges' keys, in the order answers are read. */
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

/** The profile fields a customer may change about themselves: PUT /customer's, without the lists. */
export type ProfileChanges = Omit<components['schemas']['CustomerUpdate'], 'customer_id' | 'address'>;

/** The phone as stored (digits, at most 10) after checking its format; blank clears it. */
export function cleanPhone(phone: string | null | undefined): Decision<{ phone: string | null }> {
  if (phone === null || phone === undefined || phone.trim() === '') return allow({ phone: null });
  const digits = normalizePhone(phone);
  const problem = phoneError(digits);
  return problem ? refuse(400, problem) : allow({ phone: digits });
}

/**
 * The changes as they are stored: a name and an email may not be blanked, the email is trimmed
 * and the phone reduced to digits. Who else owns that phone or email is the caller's to ask.
 */
export function checkProfileChanges(changes: ProfileChanges): Decision<{ changes: ProfileChanges }> {
  const next: ProfileChanges = { ...changes };
  if (next.name !== undefined && (next.name ?? '').trim() === '')
    return refuse(400, PROFILE_MESSAGES.nameMissing);
  if (next.email !== undefined) {
    if ((next.email ?? '').trim() === '') return refuse(400, PROFILE_MESSAGES.emailMissing);
    next.email = next.email.trim();
  }
  if (next.phone !== undefined) {
    const phone = cleanPhone(next.phone);
    if (!phone.ok) return phone;
    next.phone = phone.phone;
  }
  return allow({ changes: next });
}

type Answer = Decision<{ value: string | number | null }>;

function answerText(key: string, value: unknown): Answer {
  if (value === null || typeof value === 'string') return allow({ value });
  if (typeof value === 'number') return allow({ value: String(value) });
  return refuse(400, PROFILE_MESSAGES.answer(key));
}

function answerFileId(value: unknown): Answer {
  if (value === null || value === '') return allow({ value: null });
  const id = typeof value === 'string' ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id)) return refuse(400, PROFILE_MESSAGES.fileAnswer);
  return allow({ value: id });
}

/**
 * The customer fields among a dynamic form's answers (field key → value). Uploaded files come as
 * their file_id, under file_id or under the profile form's image field `file`.
 */
export function profileFromAnswers(answers: Record<string, unknown>): Decision<{ changes: ProfileChanges }> {
  const changes: Record<string, string | number | null> = {};
  const read: Array<[string, Answer]> = [];
  for (const key of PROFILE_KEYS) {
    const value = answers[key];
    if (value !== undefined)
      read.push([key, key === 'file_id' ? answerFileId(value) : answerText(key, value)]);
  }
  if (answers.file !== undefined && answers.file_id === undefined)
    read.push(['file_id', answerFileId(answers.file)]);
  for (const [key, answer] of read) {
    if (!answer.ok) return answer;
    changes[key] = answer.value;
  }
  if (changes.name === null) return refuse(400, PROFILE_MESSAGES.nameMissing);
  if (changes.email === null) return refuse(400, PROFILE_MESSAGES.emailMissing);
  return allow({ changes: changes as ProfileChanges });
}

/** Only the profile keys of a PUT /customer body: the related lists and anything else are ignored. */
export function pickProfile(source: Record<string, unknown>): ProfileChanges {
  const changes: Record<string, unknown> = {};
  for (const key of PROFILE_KEYS) if (source[key] !== undefined) changes[key] = source[key];
  return changes as ProfileChanges;
}

/**
 * PUT /customer/user: the sign-in identity's email and name. The uid is the identity's own and
 * never changes; an email may not be blanked. Who else uses that email is the caller's to ask.
 */
export function decideUserUpdate(
  input: { uid?: string | undefined; email?: string | undefined; name?: string | undefined },
  current: { uid: string },
): Decision<{ changes: { email?: string; name?: string | null } }> {
  if (input.uid !== undefined && input.uid !== current.uid) return refuse(400, PROFILE_MESSAGES.uidFixed);
  const email = input.email?.trim();
  if (input.email !== undefined && !email) return refuse(400, PROFILE_MESSAGES.emailMissing);
  return allow({
    changes: {
      ...(email ? { email } : {}),
      ...(input.name !== undefined ? { name: input.name.trim() || null } : {}),
    },
  });
}

/** The billing address as a record of its own (the /addresses calls): one per customer. */
export const ADDRESS_RECORD_MESSAGES = {
  notYours: 'Solo puedes consultar o cambiar tu propia dirección.',
  notFound: 'No encontramos esa dirección.',
  taken: 'Esta cuenta ya tiene una dirección de facturación; edítala en lugar de agregar otra.',
  deleted: 'Address deleted.',
} as const;

const ADDRESS_MESSAGES: Record<RequiredAddressField, string> = {
  city: 'Debes agregar tu ciudad.',
  state: 'Debes agregar tu estado.',
  country: 'Debes agregar tu país.',
};

const orNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** The storable fields of an address body: city, state and country required (the first missing is refused). */
export function addressFromInput(input: Record<string, unknown>): Decision<{ fields: AddressBody }> {
  for (const field of REQUIRED_ADDRESS_FIELDS) {
    const value = input[field];
    if (typeof value !== 'string' || value.trim() === '') return refuse(400, ADDRESS_MESSAGES[field]);
  }
  return allow({
    fields: {
      street: orNull(input.street),
      number: orNull(input.number),
      interior_number: orNull(input.interior_number),
      neighborhood: orNull(input.neighborhood),
      city: String(input.city).trim(),
      state: String(input.state).trim(),
      country: String(input.country).trim(),
      zip_code: orNull(input.zip_code),
    },
  });
}
