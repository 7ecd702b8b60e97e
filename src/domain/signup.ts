/**
 * Sign-up rules (customer-booking §5): credentials, password confirmation, the documents that
 * must be accepted, and what is sent to the server. Pure: the view turns the codes into Spanish.
 */
import { OTHER_REASON, type DynamicField, type FormValues } from './dynamic-form';
import { normalizePhone } from './phone';

export const EMAIL_KEY = 'email';
export const PASSWORD_KEY = 'password';
export const PASSWORD_CONFIRM_KEY = 'password_confirm';

/** Keys that go to the identity provider, never into the customer record. */
const CREDENTIAL_KEYS = new Set([EMAIL_KEY, PASSWORD_KEY, PASSWORD_CONFIRM_KEY]);

export interface CredentialLabels {
  email: string;
  password: string;
  passwordConfirm: string;
}

/**
 * The identity account needs an email and a password whatever the studio's form defines, so
 * any of the three the form lacks is appended (after every other field) with the given label.
 */
export function withCredentialFields(
  fields: readonly DynamicField[],
  labels: CredentialLabels,
): DynamicField[] {
  const present = new Set(fields.map((field) => field.key));
  const lastStep = Math.max(0, ...fields.map((field) => field.step ?? 0));
  const wanted: Array<[string, string]> = [
    [EMAIL_KEY, labels.email],
    [PASSWORD_KEY, labels.password],
    [PASSWORD_CONFIRM_KEY, labels.passwordConfirm],
  ];
  const missing = wanted
    .filter(([key]) => !present.has(key))
    .map(([key, label], index): DynamicField => {
      return { key, label, type: 'text', required: true, step: lastStep + 1, order: index + 1 };
    });
  return [...fields, ...missing];
}

/**
 * Someone signed in through a provider who has no customer record yet only completes the
 * studio's fields: their identity has no password to choose.
 */
export function withoutPasswordFields(fields: readonly DynamicField[]): DynamicField[] {
  return fields.filter((field) => field.key !== PASSWORD_KEY && field.key !== PASSWORD_CONFIRM_KEY);
}

/** Only a typed confirmation that differs is a mismatch; an empty one is the required rule's job. */
export function passwordsMismatch(values: FormValues): boolean {
  const password = values[PASSWORD_KEY];
  const confirm = values[PASSWORD_CONFIRM_KEY];
  return typeof confirm === 'string' && confirm !== '' && confirm !== password;
}

interface PageLike {
  page_id: number;
  required_signup?: boolean | null | undefined;
}

/** The documents a new customer must accept on the sign-up form. */
export function signupDocuments<P extends PageLike>(pages: readonly P[]): P[] {
  return pages.filter((page) => page.required_signup === true);
}

/** The terms box blocks sign-up only while there are documents to accept and it is unticked. */
export function termsMissing(documentCount: number, accepted: boolean): boolean {
  return documentCount > 0 && !accepted;
}

export interface SignupRequest {
  email: string;
  password: string;
  customer: Record<string, unknown>;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * What `session.signup` sends: the credentials apart, the customer fields with the phone as
 * digits, `other` only when the reason is 'Otro', blanks left out (optional fields the customer
 * skipped), and the accepted documents. Picked files are left out: uploads need an account.
 */
export function buildSignupRequest(values: FormValues, acceptedPageIds: readonly number[]): SignupRequest {
  const customer: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (CREDENTIAL_KEYS.has(key) || isEmpty(value)) continue;
    if (typeof File !== 'undefined' && value instanceof File) continue;
    if (key === 'other' && values.signup_reason !== OTHER_REASON) continue;
    customer[key] = typeof value === 'string' ? value.trim() : value;
  }
  if (typeof customer.phone === 'string') customer.phone = normalizePhone(customer.phone);
  customer.accepted_pages = [...acceptedPageIds];
  return {
    email: String(values[EMAIL_KEY] ?? '').trim(),
    password: String(values[PASSWORD_KEY] ?? ''),
    customer,
  };
}
