/**
 * Stripe's documented test tokens and what charging them does (stripe.com/docs/testing). The
 * mock checkout, the saved-card calls and the fake Stripe.js all read this one table, so a test
 * card behaves the same wherever it is used. Pure data: no runtime imports, safe in the browser.
 */
import type { FailureCode } from '#src/api/failure-table';

export interface CardDecline {
  code: FailureCode;
  decline_code?: string;
  /** Spanish text for the 402 body; the UI maps code / decline_code to the spec's messages. */
  message: string;
}

export interface TestCard {
  token: string;
  /** The card number Stripe documents for the token, for the fake card form. */
  number: string;
  brand: 'visa' | 'mastercard' | 'amex';
  /** Null: the charge succeeds. */
  decline: CardDecline | null;
  /** tok_chargeCustomerFail saves fine (Stripe attaches it) and only fails when charged. */
  failsOnlyWhenCharged?: boolean;
}

const declined = (decline_code: string, message: string): CardDecline => ({
  code: 'card_declined',
  decline_code,
  message,
});

const REJECTED = 'Tu tarjeta fue rechazada por tu banco. Comunícate con tu banco para saber más.';

export const TEST_CARDS: readonly TestCard[] = [
  { token: 'tok_visa', number: '4242424242424242', brand: 'visa', decline: null },
  { token: 'tok_mastercard', number: '5555555555554444', brand: 'mastercard', decline: null },
  { token: 'tok_amex', number: '378282246310005', brand: 'amex', decline: null },
  {
    token: 'tok_chargeDeclined',
    number: '4000000000000002',
    brand: 'visa',
    decline: declined('generic_decline', REJECTED),
  },
  {
    token: 'tok_chargeDeclinedInsufficientFunds',
    number: '4000000000009995',
    brand: 'visa',
    decline: declined(
      'insufficient_funds',
      'Lo sentimos. Tu tarjeta ha sido rechazada por fondos insuficientes.',
    ),
  },
  {
    token: 'tok_chargeDeclinedLostCard',
    number: '4000000000009987',
    brand: 'visa',
    decline: declined(
      'lost_card',
      'Esta tarjeta ha sido reportada como robada o perdida y no puede utilizarse.',
    ),
  },
  {
    token: 'tok_chargeDeclinedStolenCard',
    number: '4000000000009979',
    brand: 'visa',
    decline: declined(
      'stolen_card',
      'Esta tarjeta ha sido reportada como robada o perdida y no puede utilizarse.',
    ),
  },
  {
    token: 'tok_chargeDeclinedExpiredCard',
    number: '4000000000000069',
    brand: 'visa',
    decline: { code: 'expired_card', message: 'Tu tarjeta ha expirado' },
  },
  {
    token: 'tok_chargeDeclinedIncorrectCvc',
    number: '4000000000000127',
    brand: 'visa',
    decline: { code: 'incorrect_cvc', message: 'El CVV de tu tarjeta es incorrecto' },
  },
  {
    token: 'tok_chargeDeclinedProcessingError',
    number: '4000000000000119',
    brand: 'visa',
    decline: {
      code: 'processing_error',
      message: 'Hubo un error al procesar tu tarjeta. Inténtalo más tarde.',
    },
  },
  {
    token: 'tok_chargeDeclinedFraudulent',
    number: '4100000000000019',
    brand: 'visa',
    decline: declined('fraudulent', REJECTED),
  },
  {
    token: 'tok_chargeCustomerFail',
    number: '4000000000000341',
    brand: 'visa',
    decline: declined('generic_decline', REJECTED),
    failsOnlyWhenCharged: true,
  },
];

export function testCardByToken(token: string): TestCard | undefined {
  return TEST_CARDS.find((card) => card.token === token);
}

export function testCardByNumber(number: string): TestCard | undefined {
  const digits = number.replace(/\D/g, '');
  return TEST_CARDS.find((card) => card.number === digits);
}

/**
 * What charging a token does. Tokens outside the table (e.g. from the fake tokenizer for an
 * ordinary card number) are accepted, as any valid card would be.
 */
export function chargeOutcome(token: string): CardDecline | null {
  return testCardByToken(token)?.decline ?? null;
}

/** What saving (attaching) a token does: Stripe verifies the card, so most declines show here. */
export function attachOutcome(token: string): CardDecline | null {
  const card = testCardByToken(token);
  return card && !card.failsOnlyWhenCharged ? card.decline : null;
}
