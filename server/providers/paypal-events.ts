import type { ProviderOutcome } from '#src/domain/commerce/settlement';
import { captureOf, centsOf, type PaypalEvent } from './paypal';

/** What a PayPal event says about our purchases, or null for an event we do not act on. */
export type PaypalEffect =
  | ({ kind: 'settle'; purchase_id: number } & ProviderOutcome)
  | { kind: 'subscriptionEnded'; subscription_id: string }
  | { kind: 'renewal'; subscription_id: string; sale_id: string; paidCents: number };

/**
 * The events the studio's webhook subscribes to. A capture carries the purchase as its custom_id
 * (set on the order's purchase unit); a subscription's events name the subscription, which the
 * purchase stores. Amounts are read in cents and in MXN, or they pay nothing of ours.
 */
export function paypalEffect(event: PaypalEvent): PaypalEffect | null {
  const resource = event.resource;
  switch (event.event_type) {
    case 'PAYMENT.CAPTURE.COMPLETED': {
      const capture = captureOf(resource);
      return capture.purchase_id
        ? { kind: 'settle', purchase_id: capture.purchase_id, outcome: 'paid', paidCents: capture.paidCents }
        : null;
    }
    case 'PAYMENT.CAPTURE.DENIED': {
      const { purchase_id } = captureOf(resource);
      return purchase_id ? { kind: 'settle', purchase_id, outcome: 'failed' } : null;
    }
    case 'BILLING.SUBSCRIPTION.CANCELLED':
      return typeof resource.id === 'string'
        ? { kind: 'subscriptionEnded', subscription_id: resource.id }
        : null;
    case 'PAYMENT.SALE.COMPLETED': {
      const amount = resource.amount as { total?: string; currency?: string } | undefined;
      return typeof resource.billing_agreement_id === 'string' && typeof resource.id === 'string'
        ? {
            kind: 'renewal',
            subscription_id: resource.billing_agreement_id,
            sale_id: resource.id,
            paidCents: centsOf({ currency_code: amount?.currency, value: amount?.total }),
          }
        : null;
    }
    default:
      return null;
  }
}
