import type { StripeError } from '@stripe/stripe-js';
import { fieldError } from './card-errors';
import { firstProblem, type CardState } from './card-state';
import { cardStateOf } from './fake-card-element';

/**
 * The card typed into a fake card element, checked as Stripe.js checks its own field before it
 * calls Stripe: what was typed, or the field's error. Both fake Stripe.js objects read it (mock
 * mode's, and the live e2e suite's that confirms against a fake of Stripe's API).
 */
export function typedCard(element: unknown): { state: CardState } | { error: StripeError } {
  const state = cardStateOf(element);
  if (!state) {
    return {
      error: { type: 'invalid_request_error', code: 'parameter_missing', message: 'Falta la tarjeta.' },
    };
  }
  const problem = firstProblem(state);
  return problem ? { error: fieldError(problem) } : { state };
}
