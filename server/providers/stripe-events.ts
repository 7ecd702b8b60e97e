import type Stripe from 'stripe';
import type { ProviderOutcome } from '#src/domain/commerce/settlement';

/** What a Stripe event says about one of our purchases, or null for an event we do not act on. */
export type StripeEffect = { purchase_id: number } & ProviderOutcome;

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
        purchase_id,
        outcome: 'paid',
        paidCents: intent.currency === 'mxn' ? intent.amount_received : -1,
      };
    }
    case 'payment_intent.payment_failed': {
      const purchase_id = purchaseIdOf(event.data.object.metadata);
      return purchase_id ? { purchase_id, outcome: 'failed' } : null;
    }
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const purchase_id = purchaseIdOf(session.metadata, session.client_reference_id);
      // A delayed method completes the session unpaid; its async_payment_succeeded comes later.
      if (!purchase_id || session.payment_status !== 'paid') return null;
      return {
        purchase_id,
        outcome: 'paid',
        paidCents: session.currency === 'mxn' ? (session.amount_total ?? -1) : -1,
      };
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object;
      const purchase_id = purchaseIdOf(session.metadata, session.client_reference_id);
      return purchase_id ? { purchase_id, outcome: 'failed' } : null;
    }
    default:
      return null;
  }
}
