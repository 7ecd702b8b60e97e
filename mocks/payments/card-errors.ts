import type { StripeError } from '@stripe/stripe-js';
import type { CardEntryError } from '#src/domain/card-entry';
import { es } from '#src/i18n/es';

/**
 * The card field's own complaints, as Stripe.js reports them: its validation codes with the
 * Spanish text Stripe shows in the es locale. A number that fails the Luhn check is the one
 * `card_error` here: the specs name it incorrect_number.
 */
const STRIPE_CODE: Record<Exclude<CardEntryError, 'nameMissing'>, string> = {
  numberIncomplete: 'incomplete_number',
  numberInvalid: 'incorrect_number',
  expiryIncomplete: 'incomplete_expiry',
  expiryMonthInvalid: 'invalid_expiry_month',
  expiryPast: 'invalid_expiry_year_past',
  cvcIncomplete: 'incomplete_cvc',
};

export function fieldError(problem: Exclude<CardEntryError, 'nameMissing'>): StripeError {
  return {
    type: problem === 'numberInvalid' ? 'card_error' : 'validation_error',
    code: STRIPE_CODE[problem],
    message: es.cards.errors[problem],
  };
}

export function unexpectedState(message: string): StripeError {
  return { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message };
}
