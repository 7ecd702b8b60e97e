import Stripe from 'stripe';
import type { ServerConfig, StripeSettings } from '#server/config';
import { CardRefused } from './card-refused';

/** What a card checkout asks Stripe for: the purchase's total in cents, in Mexican pesos. */
export interface CardCharge {
  purchase_id: number;
  customer_id: number;
  class_package_id: number;
  title: string;
  totalCents: number;
}

/** A subscription package's rhythm and trial (decision 076), sold to a Stripe Customer at a Price. */
export interface SubscriptionCharge extends CardCharge {
  interval: number;
  period: 'day' | 'month' | 'year';
  trialDays: number;
  /** The Price: what every period charges unless a one-time coupon takes something off the first. */
  renewalCents: number;
  /** MXN cents off the first invoice only (a code valid for the first invoice only); 0: none. */
  firstInvoiceOffCents: number;
}

/** A Subscription paid on the spot: its id and its first invoice as Stripe took it (0 in a trial). */
export interface SubscriptionPaid {
  id: string;
  invoice: { id: string; paidCents: number } | null;
}

export type CardPaymentStart =
  { mode: 'embedded'; id: string; clientSecret: string } | { mode: 'session'; id: string; url: string };

/** The card provider as the server uses it: one small adapter over the official SDK. */
export interface CardPayments {
  start(charge: CardCharge, mode: 'embedded' | 'session'): Promise<CardPaymentStart>;
  /** The Stripe Customer for one of ours, made once (the key is the customer's own id). */
  createCustomer(customer: { customer_id: number; email: string; name: string }): Promise<string>;
  /** A recurring Price for a package at its renewal amount and rhythm; `key` names all of that. */
  createPrice(charge: SubscriptionCharge, key: string): Promise<string>;
  /** A Coupon of this many MXN cents off one invoice (duration 'once'); `key` names the amount. */
  createCoupon(amountOffCents: number, key: string): Promise<string>;
  /**
   * A Subscription (embedded: answering its first invoice's client secret, or during a free trial
   * the SetupIntent's that saves the card) or a Checkout Session in subscription mode.
   */
  startSubscription(
    charge: SubscriptionCharge,
    billing: { stripeCustomer: string; price: string; coupon?: string | undefined },
    mode: 'embedded' | 'session',
  ): Promise<CardPaymentStart>;
  /** Charges a card token now (POST /checkout): the PaymentIntent's id, or a thrown CardRefused. */
  charge(charge: CardCharge, token: string): Promise<string>;
  /**
   * A Subscription on a card token, its first invoice paid now (POST /checkout): the token's
   * PaymentMethod attached to the Stripe Customer as the subscription's card; a card refused (or
   * one that needs its bank's authentication) is a thrown CardRefused and no subscription.
   */
  subscribeWithToken(
    charge: SubscriptionCharge,
    billing: { stripeCustomer: string; price: string; coupon?: string | undefined },
    token: string,
  ): Promise<SubscriptionPaid>;
  /** The event Stripe signed, or a thrown error when the signature does not hold. */
  verifiedEvent(rawBody: string | Buffer, signature: string): Stripe.Event;
  /** Ends a subscription now, with the customer's reason; one already ended counts as done. */
  cancelSubscription(subscriptionId: string, reason: string): Promise<void>;
  /** Whether Stripe has ended it (cancelled, or never paid); one Stripe no longer knows is ended. */
  subscriptionEnded(subscriptionId: string): Promise<boolean>;
}

const metadataOf = (charge: CardCharge) => ({
  purchase_id: String(charge.purchase_id),
  customer_id: String(charge.customer_id),
});

export function stripePayments(settings: StripeSettings): CardPayments {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    // Every create carries an idempotency key, so a retried request never makes a second object.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? { host: api.hostname, port: api.port, protocol: api.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  });
  return {
    async start(charge, mode) {
      // One purchase, one provider object: a retry (ours or the client's) gets the same one back.
      const idempotencyKey = `purchase-${charge.purchase_id}-${mode}`;
      const metadata = metadataOf(charge);
      if (mode === 'embedded') {
        const intent = await stripe.paymentIntents.create(
          {
            amount: charge.totalCents,
            currency: 'mxn',
            // The app confirms with a card element (confirmCardPayment): no redirecting methods.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            description: charge.title,
            metadata,
          },
          { idempotencyKey },
        );
        return { mode, id: intent.id, clientSecret: intent.client_secret ?? '' };
      }
      const origin = settings.returnOrigin;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'mxn',
                unit_amount: charge.totalCents,
                product_data: { name: charge.title },
              },
            },
          ],
          client_reference_id: String(charge.purchase_id),
          metadata,
          payment_intent_data: { metadata },
          success_url: `${origin}/gracias/${charge.purchase_id}`,
          cancel_url: `${origin}/checkout/${charge.class_package_id}`,
        },
        { idempotencyKey },
      );
      return { mode, id: session.id, url: session.url ?? '' };
    },
    async createCustomer({ customer_id, email, name }) {
      const made = await stripe.customers.create(
        { email, name, metadata: { customer_id: String(customer_id) } },
        { idempotencyKey: `customer-${customer_id}` },
      );
      return made.id;
    },
    async createPrice(charge, key) {
      const price = await stripe.prices.create(
        {
          currency: 'mxn',
          unit_amount: charge.renewalCents,
          recurring: { interval: charge.period, interval_count: charge.interval },
          product_data: {
            name: charge.title,
            metadata: { class_package_id: String(charge.class_package_id) },
          },
          metadata: { price_key: key },
        },
        { idempotencyKey: key },
      );
      return price.id;
    },
    async createCoupon(amountOffCents, key) {
      const coupon = await stripe.coupons.create(
        { amount_off: amountOffCents, currency: 'mxn', duration: 'once', metadata: { coupon_key: key } },
        { idempotencyKey: key },
      );
      return coupon.id;
    },
    async startSubscription(charge, { stripeCustomer, price, coupon }, mode) {
      const idempotencyKey = `purchase-${charge.purchase_id}-subscription-${mode}`;
      const metadata = metadataOf(charge);
      const trial = charge.trialDays > 0 ? { trial_period_days: charge.trialDays } : {};
      // A code for the first invoice only: the full Price, and this much off that one invoice.
      const discounts = coupon ? { discounts: [{ coupon }] } : {};
      if (mode === 'embedded') {
        const subscription = await stripe.subscriptions.create(
          {
            customer: stripeCustomer,
            items: [{ price }],
            // The first invoice waits for the card form's confirmation; the card is kept for renewals.
            payment_behavior: 'default_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription' },
            metadata,
            ...trial,
            ...discounts,
            expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
          },
          { idempotencyKey },
        );
        const invoice = subscription.latest_invoice as Stripe.Invoice | null;
        const setup = subscription.pending_setup_intent as Stripe.SetupIntent | null;
        const clientSecret = invoice?.confirmation_secret?.client_secret ?? setup?.client_secret ?? '';
        return { mode, id: subscription.id, clientSecret };
      }
      const origin = settings.returnOrigin;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: stripeCustomer,
          line_items: [{ price, quantity: 1 }],
          client_reference_id: String(charge.purchase_id),
          metadata,
          subscription_data: { metadata, ...trial },
          ...discounts,
          success_url: `${origin}/gracias/${charge.purchase_id}`,
          cancel_url: `${origin}/checkout/${charge.class_package_id}`,
        },
        { idempotencyKey },
      );
      return { mode, id: session.id, url: session.url ?? '' };
    },
    async charge(charge, token) {
      try {
        // A token becomes a PaymentMethod (Stripe's way for tokens), confirmed at once; each step
        // keyed by the purchase, so a retried charge is the same charge.
        const method = await stripe.paymentMethods.create(
          { type: 'card', card: { token } },
          { idempotencyKey: `purchase-${charge.purchase_id}-method` },
        );
        const intent = await stripe.paymentIntents.create(
          {
            amount: charge.totalCents,
            currency: 'mxn',
            payment_method: method.id,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            confirm: true,
            description: charge.title,
            metadata: metadataOf(charge),
          },
          { idempotencyKey: `purchase-${charge.purchase_id}-charge` },
        );
        // A card that asks for its bank's authentication cannot pass without the customer's page.
        if (intent.status !== 'succeeded') throw CardRefused.of('card_declined', 'authentication_required');
        return intent.id;
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          throw CardRefused.of(error.code ?? 'card_declined', error.decline_code);
        }
        throw error;
      }
    },
    async subscribeWithToken(charge, { stripeCustomer, price, coupon }, token) {
      // Each step keyed by the purchase: a retried checkout reaches the same card and subscription.
      const key = `purchase-${charge.purchase_id}`;
      try {
        const method = await stripe.paymentMethods.create(
          { type: 'card', card: { token } },
          { idempotencyKey: `${key}-method` },
        );
        // Attaching verifies the card with its bank: most refusals show here.
        await stripe.paymentMethods.attach(
          method.id,
          { customer: stripeCustomer },
          { idempotencyKey: `${key}-attach` },
        );
        const subscription = await stripe.subscriptions.create(
          {
            customer: stripeCustomer,
            items: [{ price }],
            default_payment_method: method.id,
            // The first invoice is paid now or nothing is made: Stripe answers the card's error
            // (402), also when the bank asks for an authentication no one is there to give.
            payment_behavior: 'error_if_incomplete',
            metadata: metadataOf(charge),
            ...(charge.trialDays > 0 ? { trial_period_days: charge.trialDays } : {}),
            ...(coupon ? { discounts: [{ coupon }] } : {}),
            expand: ['latest_invoice'],
          },
          { idempotencyKey: `${key}-subscription-token` },
        );
        const invoice = subscription.latest_invoice as Stripe.Invoice | null;
        // As a PaymentIntent that did not succeed: not paid now, so not sold.
        if (
          (subscription.status !== 'active' && subscription.status !== 'trialing') ||
          (invoice !== null && invoice.status !== 'paid')
        ) {
          throw CardRefused.of('card_declined', 'authentication_required');
        }
        return {
          id: subscription.id,
          invoice: invoice && {
            id: invoice.id,
            paidCents: invoice.currency === 'mxn' ? invoice.amount_paid : -1,
          },
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          throw CardRefused.of(error.code ?? 'card_declined', error.decline_code);
        }
        throw error;
      }
    },
    verifiedEvent(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
    },
    async cancelSubscription(subscriptionId, reason) {
      try {
        await stripe.subscriptions.cancel(subscriptionId, { cancellation_details: { comment: reason } });
      } catch (error) {
        // A retry after Stripe ended it (or a cancel from its dashboard) finds nothing left to end.
        const code = (error as { code?: string }).code;
        if (code !== 'resource_missing') throw error;
      }
    },
    async subscriptionEnded(subscriptionId) {
      try {
        const { status } = await stripe.subscriptions.retrieve(subscriptionId);
        return status === 'canceled' || status === 'incomplete_expired';
      } catch (error) {
        if ((error as { code?: string }).code === 'resource_missing') return true;
        throw error;
      }
    },
  };
}

/** The studio's Stripe, made on first use: service factories only close over their context. */
export function stripeOf(config: ServerConfig): () => CardPayments | undefined {
  let made: CardPayments | undefined;
  return () => (made ??= config.stripe ? stripePayments(config.stripe) : undefined);
}
