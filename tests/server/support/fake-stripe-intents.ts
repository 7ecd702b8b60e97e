import { chargeOutcome } from '#mocks/commerce/card-outcomes';

/** A PaymentIntent as the fake keeps it between its creation and its confirmation. */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  payment_method?: string;
  last_payment_error?: object;
}

/** What a confirmation answers, and the event Stripe then sends to the studio's webhook. */
export interface Confirmation {
  status: number;
  body: object;
  event?: { type: 'payment_intent.succeeded' | 'payment_intent.payment_failed'; object: FakeIntent };
}

const missing = (id: string): Confirmation => ({
  status: 404,
  body: {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such payment_intent: '${id}'`,
    },
  },
});

/**
 * POST /v1/payment_intents/{id}/confirm as Stripe.js sends it from the customer's browser: the
 * publishable key and the intent's client secret (the only proof the browser holds), and the card
 * as `payment_method_data[card][token]` (a test token: tok_visa, tok_chargeDeclinedInsufficientFunds…).
 * The test card decides, as Stripe's do: the intent succeeds, or stays awaiting a card with the
 * decline as its last error (402 card_error, the intent inside, as Stripe answers).
 */
export function confirmIntent(
  id: string,
  intent: FakeIntent | undefined,
  form: Record<string, string>,
  count: number,
): Confirmation {
  if (!intent || form.client_secret !== intent.client_secret) return missing(id);
  if (intent.status === 'succeeded') {
    return {
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: 'You cannot confirm this PaymentIntent because it has already succeeded.',
        },
      },
    };
  }
  const token = form['payment_method_data[card][token]'] ?? '';
  const payment_method = `pm_fake_${count}`;
  const decline = chargeOutcome(token);
  if (decline) {
    const error = {
      type: 'card_error',
      code: decline.code,
      ...(decline.decline_code ? { decline_code: decline.decline_code } : {}),
      message: 'Your card was declined.',
    };
    Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error });
    return {
      status: 402,
      body: { error: { ...error, payment_intent: intent } },
      event: { type: 'payment_intent.payment_failed', object: intent },
    };
  }
  Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, payment_method });
  return { status: 200, body: intent, event: { type: 'payment_intent.succeeded', object: intent } };
}
