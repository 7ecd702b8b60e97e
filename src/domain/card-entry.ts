import { cardNumberLength, cvcLength, detectBrand, digitsOf, passesLuhn } from './card-brand';

/**
 * What is wrong with a card typed into a form: the same rules for the fake Stripe card field,
 * the mock hosted payment page and the saved-card form. Views turn the keys into Spanish.
 */
export type CardEntryError =
  | 'numberIncomplete'
  | 'numberInvalid'
  | 'expiryIncomplete'
  | 'expiryMonthInvalid'
  | 'expiryPast'
  | 'cvcIncomplete'
  | 'nameMissing';

export type CardField = 'number' | 'name' | 'expiry' | 'cvc';

export interface CardEntry {
  number: string;
  name: string;
  /** As typed in the 'MM / AA' field. */
  expiry: string;
  cvc: string;
}

export function cardNumberError(number: string): CardEntryError | null {
  const digits = digitsOf(number);
  if (digits.length < cardNumberLength(detectBrand(digits))) return 'numberIncomplete';
  return passesLuhn(digits) ? null : 'numberInvalid';
}

/**
 * The expiry field's text from what was typed: digits become 'MM / AA'. A lone first digit above
 * 1 is a month ('5' → '05 / '). While deleting, the separator goes with the month's last digit.
 */
export function formatExpiry(typed: string, previous = ''): string {
  let digits = digitsOf(typed).slice(0, 4);
  const deleting = typed.length < previous.length;
  if (!deleting && digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length < 2 || (deleting && digits.length === 2)) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** The specs' split (commerce §5): month is the first 2 characters, year from character 5. */
export function splitExpiry(expiry: string): { month: string; year: string } {
  return { month: expiry.slice(0, 2), year: expiry.slice(5) };
}

export function expiryError(expiry: string, now: Date): CardEntryError | null {
  const { month, year } = splitExpiry(expiry);
  if (!/^\d{2}$/.test(month)) return 'expiryIncomplete';
  const monthNumber = Number(month);
  if (monthNumber < 1 || monthNumber > 12) return 'expiryMonthInvalid';
  if (!/^\d{2}$/.test(year)) return 'expiryIncomplete';
  const fullYear = 2000 + Number(year);
  const thisYear = now.getFullYear();
  // A card is good through the last day of its expiry month.
  if (fullYear < thisYear || (fullYear === thisYear && monthNumber < now.getMonth() + 1)) return 'expiryPast';
  return null;
}

export function cvcError(cvc: string, number: string): CardEntryError | null {
  return digitsOf(cvc).length < cvcLength(detectBrand(number)) ? 'cvcIncomplete' : null;
}

/** Every problem of a whole card form, by field; empty when the card can be sent. */
export function cardEntryErrors(
  entry: CardEntry,
  now: Date,
  options: { withName: boolean } = { withName: true },
): Partial<Record<CardField, CardEntryError>> {
  const errors: Partial<Record<CardField, CardEntryError>> = {};
  const number = cardNumberError(entry.number);
  if (number) errors.number = number;
  if (options.withName && entry.name.trim() === '') errors.name = 'nameMissing';
  const expiry = expiryError(entry.expiry, now);
  if (expiry) errors.expiry = expiry;
  const cvc = cvcError(entry.cvc, entry.number);
  if (cvc) errors.cvc = cvc;
  return errors;
}
