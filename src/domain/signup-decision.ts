import type { components } from '#src/api/schema.gen';
import { allow, refuse, type Decision } from './booking/refusal';
import { cleanPhone, PROFILE_MESSAGES } from './profile-input';

type SignupInput = components['schemas']['SignupInput'];

export const SIGNUP_MESSAGES = {
  alreadySignedUp: 'Ya tienes una cuenta con nosotros. Por favor, inicia sesión.',
  termsRequired: 'Debes aceptar los términos y condiciones antes de continuar.',
  otherAccount: 'La cuenta no coincide con tu sesión.',
  emailMissing: 'Debes agregar tu correo electrónico.',
  nameMissing: 'Debes agregar tu nombre.',
  lastNameMissing: 'Debes agregar tus apellidos.',
  phoneMissing: 'Debes agregar tu teléfono.',
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** What the shell looks up before deciding: the email and phone as they would be stored. */
export function signupLookups(input: SignupInput): { email: string | null; phone: string | null } {
  const phone = cleanPhone(input.phone);
  return { email: text(input.email) || null, phone: phone.ok ? phone.phone : null };
}

export interface SignupFacts {
  input: SignupInput;
  /** The identity account of the caller's token. */
  callerUid: string;
  /** The caller already has a customer, or one holds their uid or the email they typed. */
  alreadyCustomer: boolean;
  /** Another customer holds the phone they typed (as signupLookups cleans it). */
  phoneTaken: boolean;
  pages: ReadonlyArray<{ page_id: number; required_signup?: boolean | null }>;
}

export interface NewCustomer {
  uid: string;
  name: string;
  last_name: string;
  email: string;
  phone: string;
  instagram: string | null;
  birthdate: string | null;
  signup_reason: string | null;
  other: string | null;
  file_id: number | null;
}

/**
 * The second half of sign-up (customer-booking §1): the identity account exists, may it become
 * a customer, and with what? Refusals come in the order the sign-up form shows them.
 */
export function decideSignup(
  facts: SignupFacts,
): Decision<{ customer: NewCustomer; acceptedPageIds: number[] }> {
  const { input, callerUid } = facts;
  if (input.uid && input.uid !== callerUid) return refuse(400, SIGNUP_MESSAGES.otherAccount);
  const email = text(input.email);
  if (!email) return refuse(400, SIGNUP_MESSAGES.emailMissing);
  if (facts.alreadyCustomer) return refuse(409, SIGNUP_MESSAGES.alreadySignedUp, 'already_customer');
  const name = text(input.name);
  if (!name) return refuse(400, SIGNUP_MESSAGES.nameMissing);
  const last_name = text(input.last_name);
  if (!last_name) return refuse(400, SIGNUP_MESSAGES.lastNameMissing);
  const cleaned = cleanPhone(input.phone);
  if (!cleaned.ok) return cleaned;
  if (!cleaned.phone) return refuse(400, SIGNUP_MESSAGES.phoneMissing);
  if (facts.phoneTaken) return refuse(409, PROFILE_MESSAGES.phoneTaken, 'phone_taken');
  const accepted = new Set(input.accepted_pages ?? []);
  if (facts.pages.some((page) => page.required_signup && !accepted.has(page.page_id))) {
    return refuse(400, SIGNUP_MESSAGES.termsRequired);
  }
  return allow({
    customer: {
      uid: callerUid,
      name,
      last_name,
      email,
      phone: cleaned.phone,
      instagram: input.instagram ?? null,
      birthdate: input.birthdate ?? null,
      signup_reason: input.signup_reason ?? null,
      other: input.other ?? null,
      file_id: input.file_id ?? null,
    },
    acceptedPageIds: facts.pages.filter((page) => accepted.has(page.page_id)).map((page) => page.page_id),
  });
}
