import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { StripeSettings } from '#server/config';
import { attachOutcome, chargeOutcome, type CardDecline } from '#mocks/commerce/card-outcomes';
import { confirmIntent, type FakeIntent } from './fake-stripe-intents';

/** One request the server's Stripe SDK sent: its form body decoded into flat `a[b]` keys. */
export interface StripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: Record<string, string>;
}

export interface FakeStripe {
  /** What a test server passes as its `stripe` configuration. */
  settings: StripeSettings;
  requests: StripeRequest[];
  /** The next `times` requests answer this Stripe error (as api.stripe.com shapes it). */
  failNext(status: number, error: { type: string; code?: string; message: string }, times?: number): void;
  /** Requests wait until the returned release is called (to catch the server mid-call). */
  hold(): () => void;
  /** What GET /v1/subscriptions/{id} answers as the subscription's status (else 'active'). */
  setSubscriptionStatus(id: string, status: string): void;
  /** The subscriptions made at the fake (POST /v1/subscriptions), by id. */
  subscriptions: Map<string, FakeSubscription>;
  /**
   * An invoice of a subscription made here, shaped as Stripe's API (since 2025-03-31) sends it in
   * invoice.* events: the subscription and its metadata under parent.subscription_details.
   */
  invoiceOf(
    subscription_id: string,
    invoice: {
      id: string;
      billing_reason: 'subscription_create' | 'subscription_cycle';
      amount: number;
      paid: boolean;
    },
  ): object;
  /** Stripe's invoice.paid or invoice.payment_failed event about one of those invoices. */
  invoiceEvent(
    event_id: string,
    type: 'invoice.paid' | 'invoice.payment_failed',
    subscription_id: string,
    invoice: { id: string; billing_reason: 'subscription_create' | 'subscription_cycle'; amount: number },
  ): object;
  /** A webhook delivery as Stripe signs it (its own test helper), for POST /api/webhooks/stripe. */
  signed(event: object): { payload: string; headers: Record<string, string> };
  /** The events the fake sent (or, without a webhook address, would have sent), oldest first. */
  events: object[];
  reset(): void;
  close(): Promise<void>;
}

const WEBHOOK_SECRET = 'whsec_test_fake';

export interface FakeStripeOptions {
  /** Its port; by default one the system picks. */
  port?: number;
  /**
   * Where it posts the events a confirmation causes (payment_intent.succeeded or …payment_failed),
   * signed with the webhook secret, as Stripe does to the studio's /api/webhooks/stripe.
   */
  webhookUrl?: string;
}

export interface FakeSubscription {
  id: string;
  customer: string;
  price: string;
  metadata: Record<string, string>;
  trial_period_days: number | null;
  /** The coupon sent in `discounts[0][coupon]`, if any. */
  coupon: string | null;
  /** The card it charges (`default_payment_method`), when one was given. */
  default_payment_method: string | null;
}

/**
 * Stripe's API at the network edge, on a local port: the official SDK is pointed at it
 * (STRIPE_API_URL), so what the server sends is the SDK's real request. It answers PaymentIntents,
 * Checkout Sessions, Customers, Prices, Coupons and Subscriptions with the fields Stripe documents
 * (a PaymentMethod made from a test token, attached to a Customer, and a Subscription paid at once
 * on it with `error_if_incomplete`, refused as the token's card is), reads and cancels
 * subscriptions, and the same object again for a repeated Idempotency-Key, as Stripe does.
 */
export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const requests: StripeRequest[] = [];
  const stripe = new Stripe('sk_test_fake');
  const signed: FakeStripe['signed'] = (event) => {
    const payload = JSON.stringify(event);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return { payload, headers: { 'stripe-signature': header, 'content-type': 'application/json' } };
  };
  const events: object[] = [];
  // Awaited before the confirmation answers: the purchase is settled by the time Stripe.js tells
  // the app the payment went through (the thanks page reads it once). Stripe sends it about then,
  // with no promise of coming first.
  const deliver = async (type: string, object: object) => {
    const event = {
      id: `evt_fake_${events.length + 1}`,
      object: 'event',
      type,
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      data: { object },
    };
    events.push(event);
    if (!options.webhookUrl) return;
    const { payload, headers } = signed(event);
    const answer = await fetch(options.webhookUrl, { method: 'POST', headers, body: payload }).catch(
      (error: unknown) => error,
    );
    if (!(answer instanceof Response) || !answer.ok)
      console.error(
        `fake Stripe: the webhook refused ${type}:`,
        answer instanceof Response ? answer.status : answer,
      );
  };
  const intents = new Map<string, FakeIntent>();
  const byKey = new Map<string, unknown>();
  // PaymentMethods made from test tokens (tok_visa, tok_chargeDeclined…), by their id.
  const tokens = new Map<string, string>();
  // PaymentMethods attached to a Customer (POST /v1/payment_methods/{id}/attach): the customer.
  const attached = new Map<string, string>();
  const subscriptionStatuses = new Map<string, string>();
  const subscriptions = new Map<string, FakeSubscription>();
  const prices = new Map<string, { unit_amount: number; currency: string }>();
  const coupons = new Map<string, { amount_off: number; duration: string }>();
  // A first invoice as Stripe totals it: the Price less a coupon's amount_off, never below 0.
  const firstAmount = (price: string, coupon: string | undefined) =>
    Math.max(0, (prices.get(price)?.unit_amount ?? 0) - (coupons.get(coupon ?? '')?.amount_off ?? 0));
  let failures: Array<{ status: number; error: object }> = [];
  let held: Promise<void> | undefined;
  let count = 0;

  function reset() {
    requests.length = 0;
    failures = [];
    subscriptionStatuses.clear();
    subscriptions.clear();
    prices.clear();
    coupons.clear();
    byKey.clear();
    tokens.clear();
    attached.clear();
    intents.clear();
    events.length = 0;
    count = 0;
  }

  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      void (async () => {
        // A DELETE carries its parameters in the query string, as the SDK sends them.
        const url = new URL(request.url ?? '/', 'http://stripe');
        // Not Stripe's: the live e2e suite's way to start each test from nothing, as the server
        // tests do with reset(); the server's purchase ids (in Stripe's idempotency keys) repeat.
        if (url.pathname === '/__test__/reset' && request.method === 'POST') {
          reset();
          return response.writeHead(204).end();
        }
        const form = {
          ...Object.fromEntries(url.searchParams),
          ...Object.fromEntries(new URLSearchParams(body)),
        };
        requests.push({
          method: request.method ?? '',
          path: url.pathname,
          headers: request.headers,
          form,
        });
        if (held) await held;
        const reply = (status: number, json: unknown) => {
          response.writeHead(status, {
            'content-type': 'application/json',
            'request-id': `req_${count}`,
            // As api.stripe.com: Stripe.js calls it from the studio's pages.
            'access-control-allow-origin': '*',
          });
          response.end(JSON.stringify(json));
        };
        const failure = failures.shift();
        if (failure) return reply(failure.status, { error: failure.error });
        const key = String(request.headers['idempotency-key'] ?? '');
        const seen = key ? byKey.get(key) : undefined;
        if (seen) {
          // A stored refusal is { status: 402, error }; a stored object's status is a word.
          const { status, error } = seen as { status?: unknown; error?: object };
          return typeof status === 'number' ? reply(status, { error }) : reply(200, seen);
        }
        count += 1;
        const metadata = Object.fromEntries(
          Object.entries(form)
            .filter(([name]) => name.startsWith('metadata['))
            .map(([name, value]) => [name.slice('metadata['.length, -1), value]),
        );
        // A card refused as Stripe answers it (402 card_error), kept for its key as Stripe does.
        const refuse = (decline: CardDecline, extra: object = {}) => {
          const error = {
            type: 'card_error',
            code: decline.code,
            ...(decline.decline_code ? { decline_code: decline.decline_code } : {}),
            message: 'Your card was declined.',
            ...extra,
          };
          if (key) byKey.set(key, { status: 402, error });
          return reply(402, { error });
        };
        const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(url.pathname);
        const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(url.pathname);
        let object: unknown;
        if (confirm) {
          // Stripe.js authenticates with the publishable key; a server with its secret key.
          const bearer = String(request.headers.authorization ?? '');
          if (!form.key?.startsWith('pk_test_') && !bearer.startsWith('Bearer sk_test_')) {
            return reply(401, {
              error: { type: 'invalid_request_error', message: 'You did not provide an API key.' },
            });
          }
          const id = decodeURIComponent(confirm[1]!);
          const confirmation = confirmIntent(id, intents.get(id), form, count);
          if (confirmation.event) await deliver(confirmation.event.type, confirmation.event.object);
          return reply(confirmation.status, confirmation.body);
        } else if (attach) {
          const id = decodeURIComponent(attach[1]!);
          const token = tokens.get(id);
          if (token === undefined) {
            return reply(404, {
              error: {
                type: 'invalid_request_error',
                code: 'resource_missing',
                message: `No such PaymentMethod: '${id}'`,
              },
            });
          }
          // Attaching verifies the card: most test declines show here (not tok_chargeCustomerFail).
          const decline = attachOutcome(token);
          if (decline) return refuse(decline);
          attached.set(id, form.customer ?? '');
          object = {
            id,
            object: 'payment_method',
            type: 'card',
            customer: form.customer,
            card: { last4: token.slice(-4) },
          };
        } else if (url.pathname === '/v1/payment_methods') {
          const id = `pm_fake_${count}`;
          const token = form['card[token]'] ?? '';
          tokens.set(id, token);
          object = { id, object: 'payment_method', type: 'card', card: { last4: token.slice(-4) } };
        } else if (url.pathname === '/v1/payment_intents') {
          const id = `pi_fake_${count}`;
          const intent: FakeIntent = {
            id,
            object: 'payment_intent',
            amount: Number(form.amount),
            amount_received: 0,
            currency: form.currency ?? '',
            status: 'requires_payment_method',
            client_secret: `${id}_secret_fake${count}`,
            metadata,
          };
          intents.set(id, intent);
          // Confirmed at creation: the test card behind the method decides, as Stripe's do.
          const decline =
            form.confirm === 'true' ? chargeOutcome(tokens.get(form.payment_method ?? '') ?? '') : null;
          if (decline) return refuse(decline, { payment_intent: intent });
          if (form.confirm === 'true')
            Object.assign(intent, {
              status: 'succeeded',
              amount_received: intent.amount,
              payment_method: form.payment_method,
            });
          object = intent;
        } else if (url.pathname === '/v1/checkout/sessions') {
          const id = `cs_test_fake_${count}`;
          const priceId = form['line_items[0][price]'] ?? '';
          const price = prices.get(priceId);
          object = {
            id,
            object: 'checkout.session',
            mode: form.mode,
            amount_total: price
              ? firstAmount(priceId, form['discounts[0][coupon]'])
              : Number(form['line_items[0][price_data][unit_amount]']),
            currency: price?.currency ?? form['line_items[0][price_data][currency]'],
            client_reference_id: form.client_reference_id,
            payment_status: 'unpaid',
            status: 'open',
            url: `https://checkout.stripe.com/c/pay/${id}`,
            metadata,
          };
        } else if (url.pathname === '/v1/customers') {
          object = {
            id: `cus_fake_${count}`,
            object: 'customer',
            email: form.email,
            name: form.name,
            metadata,
          };
        } else if (url.pathname === '/v1/prices') {
          const id = `price_fake_${count}`;
          const price = { unit_amount: Number(form.unit_amount), currency: form.currency ?? '' };
          prices.set(id, price);
          object = {
            id,
            object: 'price',
            ...price,
            type: 'recurring',
            recurring: {
              interval: form['recurring[interval]'],
              interval_count: Number(form['recurring[interval_count]']),
            },
            product: `prod_fake_${count}`,
          };
        } else if (url.pathname === '/v1/coupons') {
          const id = `coupon_fake_${count}`;
          const coupon = { amount_off: Number(form.amount_off), duration: form.duration ?? 'once' };
          coupons.set(id, coupon);
          object = { id, object: 'coupon', ...coupon, currency: form.currency, valid: true, metadata };
        } else if (request.method === 'POST' && url.pathname === '/v1/subscriptions') {
          const id = `sub_fake_${count}`;
          const trial = form.trial_period_days ? Number(form.trial_period_days) : null;
          const price = form['items[0][price]'] ?? '';
          const coupon = form['discounts[0][coupon]'] ?? null;
          const method = form.default_payment_method ?? null;
          const amount = trial ? 0 : firstAmount(price, coupon ?? undefined);
          const invoice = {
            id: `in_fake_${count}`,
            object: 'invoice',
            billing_reason: 'subscription_create',
            amount_due: amount,
            currency: prices.get(price)?.currency ?? 'mxn',
          };
          if (form.payment_behavior === 'error_if_incomplete') {
            // The first invoice is charged now on the customer's attached card, or nothing is made.
            if (!method || attached.get(method) !== form.customer) {
              return reply(400, {
                error: {
                  type: 'invalid_request_error',
                  code: 'resource_missing',
                  message: `The payment method must be attached to the customer (${method ?? 'none'}).`,
                },
              });
            }
            const decline = amount > 0 ? chargeOutcome(tokens.get(method) ?? '') : null;
            if (decline) return refuse(decline);
          }
          subscriptions.set(id, {
            id,
            customer: form.customer ?? '',
            price,
            metadata,
            trial_period_days: trial,
            coupon,
            default_payment_method: method,
          });
          object =
            form.payment_behavior === 'error_if_incomplete'
              ? {
                  id,
                  object: 'subscription',
                  customer: form.customer,
                  status: trial ? 'trialing' : 'active',
                  default_payment_method: method,
                  metadata,
                  latest_invoice: { ...invoice, amount_paid: amount, status: 'paid' },
                  pending_setup_intent: null,
                }
              : // As Stripe: a trial's first invoice charges 0 and the card is saved by a SetupIntent.
                {
                  id,
                  object: 'subscription',
                  customer: form.customer,
                  status: trial ? 'trialing' : 'incomplete',
                  metadata,
                  latest_invoice: {
                    ...invoice,
                    status: trial ? 'paid' : 'open',
                    confirmation_secret: trial
                      ? null
                      : { client_secret: `pi_fake_${count}_secret_fake${count}`, type: 'payment_intent' },
                  },
                  pending_setup_intent: trial
                    ? {
                        id: `seti_fake_${count}`,
                        object: 'setup_intent',
                        client_secret: `seti_fake_${count}_secret_fake${count}`,
                      }
                    : null,
                };
        } else if (request.method === 'GET' && url.pathname.startsWith('/v1/subscriptions/')) {
          const id = decodeURIComponent(url.pathname.slice('/v1/subscriptions/'.length));
          object = { id, object: 'subscription', status: subscriptionStatuses.get(id) ?? 'active' };
        } else if (request.method === 'DELETE' && url.pathname.startsWith('/v1/subscriptions/')) {
          const id = decodeURIComponent(url.pathname.slice('/v1/subscriptions/'.length));
          subscriptionStatuses.set(id, 'canceled');
          object = {
            id,
            object: 'subscription',
            status: 'canceled',
            cancellation_details: { comment: form['cancellation_details[comment]'] ?? null },
          };
        } else {
          return reply(404, {
            error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.url})` },
          });
        }
        if (key) byKey.set(key, object);
        reply(200, object);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const invoiceOf: FakeStripe['invoiceOf'] = (subscription_id, invoice) => {
    const subscription = subscriptions.get(subscription_id);
    return {
      id: invoice.id,
      object: 'invoice',
      billing_reason: invoice.billing_reason,
      currency: 'mxn',
      customer: subscription?.customer ?? null,
      amount_due: invoice.amount,
      amount_paid: invoice.paid ? invoice.amount : 0,
      status: invoice.paid ? 'paid' : 'open',
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription_id, metadata: subscription?.metadata ?? {} },
      },
    };
  };

  return {
    settings: {
      secretKey: 'sk_test_fake',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: `http://127.0.0.1:${port}`,
      returnOrigin: 'http://localhost:5173',
    },
    requests,
    failNext(status, error, times = 1) {
      for (let index = 0; index < times; index += 1) failures.push({ status, error });
    },
    hold() {
      let release!: () => void;
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
    subscriptions,
    invoiceEvent(event_id, type, subscription_id, invoice) {
      return {
        id: event_id,
        object: 'event',
        type,
        api_version: '2026-10-28.endive',
        created: 1_795_000_000,
        data: { object: invoiceOf(subscription_id, { ...invoice, paid: type === 'invoice.paid' }) },
      };
    },
    invoiceOf,
    signed,
    events,
    setSubscriptionStatus(id, status) {
      subscriptionStatuses.set(id, status);
    },
    reset,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
