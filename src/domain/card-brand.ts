/**
 * Card numbers: brands, the Luhn check and display grouping. Shared by the card fields (the fake
 * Stripe element, the saved-card form) and the tokenizer, so every card form reads a number alike.
 */
export type CardType = 'visa' | 'mastercard' | 'amex';

/** What a card field recognises while typing (Stripe's names); 'unknown' until it can tell. */
export type CardBrand = CardType | 'unknown';

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * The saved card's card_type by the specs' rule (commerce §3): first digit 3 is amex, 4 is visa,
 * anything else mastercard.
 */
export function cardTypeOf(number: string): CardType {
  const first = digitsOf(number).charAt(0);
  if (first === '3') return 'amex';
  if (first === '4') return 'visa';
  return 'mastercard';
}

/** How a stored card_type is shown (customer-booking §3): visa, mastercard, otherwise amex. */
export function savedCardType(cardType: string | null | undefined): CardType {
  const type = (cardType ?? '').toLowerCase();
  return type === 'visa' || type === 'mastercard' ? type : 'amex';
}

/** The brand a card field shows while typing, by the networks' published prefixes. */
export function detectBrand(number: string): CardBrand {
  const digits = digitsOf(number);
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  return 'unknown';
}

/** Digits a complete number has: 15 for amex, 16 for the rest. */
export function cardNumberLength(brand: CardBrand): number {
  return brand === 'amex' ? 15 : 16;
}

/** Digits a complete security code has: 4 for amex, 3 for the rest. */
export function cvcLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

export function passesLuhn(number: string): boolean {
  const digits = digitsOf(number);
  if (digits.length < 12) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Grouped as printed on the card: 4-6-5 for amex, blocks of 4 otherwise. */
export function formatCardNumber(number: string): string {
  const brand = detectBrand(number);
  const digits = digitsOf(number).slice(0, cardNumberLength(brand));
  if (brand === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function lastDigits(number: string): string {
  return digitsOf(number).slice(-4);
}
