import type Stripe from 'stripe';
import type { ProviderOutcome } from '#src/domain/commerce/settlement';
import type { SubscriptionCharge } from '#src/domain/commerce/subscription-billing';

/** What a Stripe event says about our purchases, or null for an event we do not act on. */
export type StripeEffect =
  | ({ kind: 'settle'; purchase_id: number } & ProviderOutcome)
  /** A subscription's first invoice: it settles the purchase that opened the subscription. */
  | ({
      kind: 'firstInvoice';
      purchase_id: number;
      subscription_id: string;
      invoice_id: string;
    } & ProviderOutcome)
  /** A later invoice of a running subscription: a renewal, or a renewal that failed. */
  | { kind: 'charge'; subscription_id: string; invoice_id: string; charge: SubscriptionCharge }
  | { kind: 'subscriptionEnded'; subscription_id: string };

const purchaseIdOf = (metadata: Stripe.Metadata | null | undefined, fallback?: string | null) => {
  const id = Number(metadata?.purchase_id ?? fallback);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * The events a card purchase waits for. A PaymentIntent carries the purchase in its metadata (set
 * by stripePayments, for a hosted session too); a Checkout Session in its metadata and its
 * client_reference_id. Amounts are in cents and in MXN, or they do not pay for our purchase.
 */
export function stripeEffect(event: Stripe.Event): StripeEffect | null {
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      const purchase_id = purchaseIdOf(intent.metadata);
      if (!purchase_id) return null;
      return {
        kind: 'settle',
        purchase_id,
        outcome: 'paid',
        paidCents: intent.currency === 'mxn' ? intent.amount_received : -1,
      };
    }
    case 'payment_intent.payment_failed': {
      const purchase_id = purchaseIdOf(event.data.object.metadata);
      return purchase_id ? { kind: 'settle', purchase_id, outcome: 'failed' } : null;
    }
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const purchase_id = purchaseIdOf(session.metadata, session.client_reference_id);
      // A delayed method completes the session unpaid; its async_payment_succeeded comes later.
      // A subscription's session is settled by its first invoice (invoice.paid), not here.
      if (!purchase_id || session.payment_status !== 'paid' || session.mode === 'subscription') return null;
      return {
        kind: 'settle',
        purchase_id,
        outcome: 'paid',
        paidCents: session.currency === 'mxn' ? (session.amount_total ?? -1) : -1,
      };
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object;
      const purchase_id = purchaseIdOf(session.metadata, session.client_reference_id);
      return purchase_id ? { kind: 'settle', purchase_id, outcome: 'failed' } : null;
    }
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return invoiceEffect(event.type, event.data.object);
    case 'customer.subscription.deleted':
      return { kind: 'subscriptionEnded', subscription_id: event.data.object.id };
    default:
      return null;
  }
}

/**
 * An invoice names its subscription, and the subscription's metadata (our purchase) as it was when
 * the invoice was made, under `parent.subscription_details` (Stripe's API since 2025-03-31). The
 * first one (`subscription_create`) settles the purchase; any later one is a charge of it.
 */
function invoiceEffect(
  type: 'invoice.paid' | 'invoice.payment_failed',
  invoice: Stripe.Invoice,
): StripeEffect | null {
  const details = invoice.parent?.subscription_details;
  if (!details || !invoice.id) return null;
  const subscription_id =
    typeof details.subscription === 'string' ? details.subscription : details.subscription.id;
  const mxn = invoice.currency === 'mxn';
  if (invoice.billing_reason === 'subscription_create') {
    const purchase_id = purchaseIdOf(details.metadata);
    if (!purchase_id) return null;
    const word: ProviderOutcome =
      type === 'invoice.paid'
        ? { outcome: 'paid', paidCents: mxn ? invoice.amount_paid : -1, firstInvoice: true }
        : { outcome: 'failed' };
    return { kind: 'firstInvoice', purchase_id, subscription_id, invoice_id: invoice.id, ...word };
  }
  const charge: SubscriptionCharge =
    type === 'invoice.paid'
      ? { outcome: 'paid', paidCents: mxn ? invoice.amount_paid : -1 }
      : { outcome: 'failed', dueCents: mxn ? invoice.amount_due : 0 };
  return { kind: 'charge', subscription_id, invoice_id: invoice.id, charge };
}
