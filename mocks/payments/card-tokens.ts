import type { CardDecline } from '#mocks/commerce/card-outcomes';
import { chargeOutcome, testCardByNumber } from '#mocks/commerce/card-outcomes';
import { detectBrand, digitsOf, lastDigits } from '#src/domain/card-brand';
import { splitExpiry } from '#src/domain/card-entry';
import type { CardState } from './card-state';

/**
 * Card numbers and the tokens / PaymentMethods made from them. A documented test number gives
 * its own token (tok_chargeDeclined…), so the server declines it as Stripe would; any other
 * valid number gets its brand's ordinary token and goes through.
 */
export function tokenForNumber(number: string): string {
  const known = testCardByNumber(number);
  if (known) return known.token;
  const brand = detectBrand(number);
  return brand === 'unknown' ? 'tok_visa' : `tok_${brand}`;
}

/** Stripe's test PaymentMethods mirror its tokens: pm_card_visa ↔ tok_visa. */
export const paymentMethodIdFor = (token: string) => `pm_card_${token.replace(/^tok_/, '')}`;
export const tokenOfPaymentMethod = (id: string) => `tok_${id.replace(/^pm_card_/, '')}`;

/** What charging the typed card does: a test card's decline, or null. */
export function declineForNumber(number: string): CardDecline | null {
  return testCardByNumber(number)?.decline ?? chargeOutcome(tokenForNumber(number));
}

const TOKEN_BRAND = { visa: 'Visa', mastercard: 'MasterCard', amex: 'American Express', unknown: 'Unknown' };

/** The card facts Stripe returns with a token or PaymentMethod. */
export function cardFacts(state: CardState) {
  const { month, year } = splitExpiry(state.expiry);
  const brand = detectBrand(state.number);
  return {
    brand,
    tokenBrand: TOKEN_BRAND[brand],
    last4: lastDigits(state.number),
    exp_month: Number(month),
    exp_year: 2000 + Number(year),
    digits: digitsOf(state.number),
  };
}
