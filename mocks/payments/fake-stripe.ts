import type {
  PaymentIntent,
  PaymentIntentResult,
  PaymentMethodResult,
  Stripe,
  StripeError,
  TokenResult,
} from '@stripe/stripe-js';
import { completeCardPayment } from '#mocks/commerce/checkout-state';
import { chargeOutcome, type CardDecline } from '#mocks/commerce/card-outcomes';
import { fieldError, unexpectedState } from './card-errors';
import { firstProblem } from './card-state';
import {
  cardFacts,
  declineForNumber,
  paymentMethodIdFor,
  tokenForNumber,
  tokenOfPaymentMethod,
} from './card-tokens';
import { cardStateOf } from './fake-card-element';
import { createFakeElements } from './fake-elements';
import { persistMockDb } from './persist';

/** A moment of "network" so the checkout's spinner shows, as it would with Stripe. */
export const FAKE_STRIPE_LATENCY_MS = 150;
const pause = () => new Promise((resolve) => setTimeout(resolve, FAKE_STRIPE_LATENCY_MS));

type Charge = { decline: CardDecline | null } | { error: StripeError };

/** What a payment_method argument charges: the typed card (validated first) or a PaymentMethod id. */
function chargeOf(paymentMethod: unknown): Charge {
  if (typeof paymentMethod === 'string')
    return { decline: chargeOutcome(tokenOfPaymentMethod(paymentMethod)) };
  const state = cardStateOf((paymentMethod as { card?: unknown } | undefined)?.card);
  if (!state) {
    return {
      error: { type: 'invalid_request_error', code: 'parameter_missing', message: 'Falta la tarjeta.' },
    };
  }
  const problem = firstProblem(state);
  return problem ? { error: fieldError(problem) } : { decline: declineForNumber(state.number) };
}

const intentId = (purchase_id: number) => `pi_mock_${purchase_id}`;

async function confirmCardPayment(clientSecret: string, data?: { payment_method?: unknown }) {
  const charge = chargeOf(data?.payment_method);
  if ('error' in charge) return { error: charge.error } as PaymentIntentResult;
  await pause();
  const settled = await completeCardPayment(clientSecret, charge.decline);
  persistMockDb();
  if (!settled) {
    const error: StripeError = {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: 'No existe ese pago.',
    };
    return { error } as PaymentIntentResult;
  }
  const { decline } = charge;
  if (decline) {
    const error: StripeError = {
      type: 'card_error',
      code: decline.code,
      message: decline.message,
      ...(decline.decline_code ? { decline_code: decline.decline_code } : {}),
    };
    return { error } as PaymentIntentResult;
  }
  if (settled.status !== 'completed' && settled.status !== 'active') {
    return { error: unexpectedState('Este pago ya no se puede confirmar.') } as PaymentIntentResult;
  }
  const paymentIntent = {
    id: intentId(settled.purchase_id),
    object: 'payment_intent',
    status: 'succeeded',
    client_secret: clientSecret,
    currency: 'mxn',
    livemode: false,
  } as PaymentIntent;
  return { paymentIntent } as PaymentIntentResult;
}

async function createToken(element: unknown): Promise<TokenResult> {
  const charge = chargeOf({ card: element });
  if ('error' in charge) return { error: charge.error } as TokenResult;
  const state = cardStateOf(element)!;
  const card = cardFacts(state);
  await pause();
  const token = {
    id: tokenForNumber(state.number),
    object: 'token',
    type: 'card',
    livemode: false,
    used: false,
    card: {
      object: 'card',
      brand: card.tokenBrand,
      last4: card.last4,
      exp_month: card.exp_month,
      exp_year: card.exp_year,
    },
  };
  return { token } as unknown as TokenResult;
}

async function createPaymentMethod(...args: unknown[]): Promise<PaymentMethodResult> {
  // Both signatures: ({ type, card }) and the older ('card', element).
  const element = typeof args[0] === 'string' ? args[1] : (args[0] as { card?: unknown } | undefined)?.card;
  const charge = chargeOf({ card: element });
  if ('error' in charge) return { error: charge.error } as PaymentMethodResult;
  const state = cardStateOf(element)!;
  const card = cardFacts(state);
  await pause();
  const paymentMethod = {
    id: paymentMethodIdFor(tokenForNumber(state.number)),
    object: 'payment_method',
    type: 'card',
    livemode: false,
    card: { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year },
  };
  return { paymentMethod } as unknown as PaymentMethodResult;
}

/**
 * A fake Stripe.js object for `<Elements stripe={…}>`: the card element, confirmCardPayment
 * (which settles the mock purchase behind the client secret, by Stripe's test cards),
 * createToken and createPaymentMethod. Mock mode only (src/payments/stripe.ts loads it).
 */
export function createFakeStripe(publishableKey = 'pk_test_mock'): Stripe {
  const stripe = {
    publishableKey,
    elements: () => createFakeElements(),
    confirmCardPayment,
    createToken,
    createPaymentMethod,
    registerAppInfo: () => undefined,
    _registerWrapper: () => undefined,
  };
  return stripe as unknown as Stripe;
}
