import type { PaymentIntentResult, StripeError } from '@stripe/stripe-js';
import { tokenForNumber } from '#mocks/payments/card-tokens';
import { createFakeElements } from '#mocks/payments/fake-elements';
import { typedCard } from '#mocks/payments/typed-card';

/*
 * What the live e2e suite serves as https://js.stripe.com/…/stripe.js (bundled by
 * stripe-at-its-edges.ts): `window.Stripe`, as @stripe/stripe-js's loader waits for it, with mock
 * mode's card element (no iframe: the typed card stays in the page) and a confirmCardPayment that
 * asks Stripe's API, as Stripe.js does: POST api.stripe.com/v1/payment_intents/{id}/confirm with
 * the publishable key, the client secret and the card (as a test token), which the test routes to
 * the fake of Stripe's API. Nothing here settles a purchase: Stripe's webhook does, on the server.
 */

const notFaked = (what: string) => ({
  error: {
    type: 'invalid_request_error',
    message: `${what} is not part of the live e2e fake.`,
  } as StripeError,
});

function createStripe(publishableKey: string) {
  return {
    elements: () => createFakeElements(),
    async confirmCardPayment(
      clientSecret: string,
      data?: { payment_method?: { card?: unknown } },
    ): Promise<PaymentIntentResult> {
      const typed = typedCard(data?.payment_method?.card);
      if ('error' in typed) return { error: typed.error } as PaymentIntentResult;
      const intent = clientSecret.split('_secret_')[0] ?? '';
      const answer = await fetch(`https://api.stripe.com/v1/payment_intents/${intent}/confirm`, {
        method: 'POST',
        body: new URLSearchParams({
          key: publishableKey,
          client_secret: clientSecret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][token]': tokenForNumber(typed.state.number),
        }),
      });
      const body = (await answer.json()) as { error?: StripeError };
      return (answer.ok ? { paymentIntent: body } : { error: body.error }) as PaymentIntentResult;
    },
    confirmCardSetup: async () => notFaked('confirmCardSetup'),
    createToken: async () => notFaked('createToken'),
    createPaymentMethod: async () => notFaked('createPaymentMethod'),
    registerAppInfo: () => undefined,
    _registerWrapper: () => undefined,
  };
}

// The release train @stripe/stripe-js expects (it warns about any other).
(window as unknown as { Stripe: unknown }).Stripe = Object.assign(createStripe, { version: 'endive' });
