/** Phone rules shared by the sign-up and profile forms and the server (spec section 5). */

export const PHONE_MAX_DIGITS = 10;
export const PHONE_FORMAT_MESSAGE = 'El formato del teléfono no es correcto.';

/**
 * An optional plus, three digits (optionally in parentheses), three digits, then four to six
 * digits, with optional separators between the groups.
 */
const PHONE_PATTERN = /^\+?\(?\d{3}\)?[-\s.]?\d{3}[-\s.]?\d{4,6}$/;

/** What the phone input keeps of what is typed: digits only, at most ten. */
export function normalizePhone(input: string): string {
  return input.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
}

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

/** The field message for a phone value, or null when it passes. */
export function phoneError(value: string): string | null {
  return isValidPhone(value) ? null : PHONE_FORMAT_MESSAGE;
}
