import type {
  PaymentIntent,
  PaymentIntentResult,
  PaymentMethodResult,
  SetupIntent,
  SetupIntentResult,
  Stripe,
  StripeError,
  TokenResult,
} from '@stripe/stripe-js';
import { completeCardPayment, type CardIntent } from '#mocks/commerce/checkout-state';
import { chargeOutcome, type CardDecline } from '#mocks/commerce/card-outcomes';
import { unexpectedState } from './card-errors';
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
import { typedCard } from './typed-card';

/** A moment of "network" so the checkout's spinner shows, as it would with Stripe. */
export const FAKE_STRIPE_LATENCY_MS = 150;
const pause = () => new Promise((resolve) => setTimeout(resolve, FAKE_STRIPE_LATENCY_MS));

type Charge = { decline: CardDecline | null } | { error: StripeError };

/** What a payment_method argument charges: the typed card (validated first) or a PaymentMethod id. */
function chargeOf(paymentMethod: unknown): Charge {
  if (typeof paymentMethod === 'string')
    return { decline: chargeOutcome(tokenOfPaymentMethod(paymentMethod)) };
  const typed = typedCard((paymentMethod as { card?: unknown } | undefined)?.card);
  return 'error' in typed ? typed : { decline: declineForNumber(typed.state.number) };
}

type Confirmed = { error: StripeError } | { id: string };

/**
 * Confirms the intent behind a client secret with the card given: the typed card is validated
 * first, then the mock purchase is settled by Stripe's test cards. A secret of the other kind of
 * intent is refused, as Stripe refuses confirmCardPayment with a SetupIntent's secret.
 */
async function confirm(intent: CardIntent, clientSecret: string, paymentMethod: unknown): Promise<Confirmed> {
  const charge = chargeOf(paymentMethod);
  if ('error' in charge) return { error: charge.error };
  await pause();
  const settled = await completeCardPayment(clientSecret, charge.decline, intent);
  persistMockDb();
  if (!settled) {
    return {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No existe ese pago.' },
    };
  }
  const { decline } = charge;
  if (decline) {
    return {
      error: {
        type: 'card_error',
        code: decline.code,
        message: decline.message,
        ...(decline.decline_code ? { decline_code: decline.decline_code } : {}),
      },
    };
  }
  if (settled.status !== 'completed' && settled.status !== 'active') {
    return { error: unexpectedState('Este pago ya no se puede confirmar.') };
  }
  return { id: `${intent === 'setup' ? 'seti' : 'pi'}_mock_${settled.purchase_id}` };
}

async function confirmCardPayment(clientSecret: string, data?: { payment_method?: unknown }) {
  const confirmed = await confirm('payment', clientSecret, data?.payment_method);
  if ('error' in confirmed) return { error: confirmed.error } as PaymentIntentResult;
  const paymentIntent = {
    id: confirmed.id,
    object: 'payment_intent',
    status: 'succeeded',
    client_secret: clientSecret,
    currency: 'mxn',
    livemode: false,
  } as PaymentIntent;
  return { paymentIntent } as PaymentIntentResult;
}

/** A free trial's start: the card is checked and saved for the first charge, nothing is charged. */
async function confirmCardSetup(clientSecret: string, data?: { payment_method?: unknown }) {
  const confirmed = await confirm('setup', clientSecret, data?.payment_method);
  if ('error' in confirmed) return { error: confirmed.error } as SetupIntentResult;
  const setupIntent = {
    id: confirmed.id,
    object: 'setup_intent',
    status: 'succeeded',
    client_secret: clientSecret,
    usage: 'off_session',
    livemode: false,
  } as SetupIntent;
  return { setupIntent } as SetupIntentResult;
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
 * A fake Stripe.js object for `<Elements stripe={…}>`: the card element, confirmCardPayment and
 * confirmCardSetup (which settle the mock purchase behind the client secret, by Stripe's test cards),
 * createToken and createPaymentMethod. Mock mode only (src/payments/stripe.ts loads it).
 */
export function createFakeStripe(publishableKey = 'pk_test_mock'): Stripe {
  const stripe = {
    publishableKey,
    elements: () => createFakeElements(),
    confirmCardPayment,
    confirmCardSetup,
    createToken,
    createPaymentMethod,
    registerAppInfo: () => undefined,
    _registerWrapper: () => undefined,
  };
  return stripe as unknown as Stripe;
}
