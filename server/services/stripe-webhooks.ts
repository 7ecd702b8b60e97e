import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import { endSubscription } from '#server/commerce/end-subscription';
import { settlePurchase } from '#server/commerce/settle-purchase';
import { applyOnce } from '#server/commerce/provider-events';
import { recordSubscription } from '#server/commerce/store-purchase';
import { recordFirstInvoice, recordSubscriptionCharge } from '#server/commerce/subscription-charge';
import type { Database } from '#server/db/client';
import { apiError } from '#server/http/api-error';
import { stripeEffect, type StripeEffect } from '#server/providers/stripe-events';
import { stripeOf } from '#server/providers/stripe';
import { COMMERCE_MESSAGES } from '#src/domain/commerce/messages';
import type { ServiceFactory } from './context';

/** What one Stripe event changes, inside its once-only transaction. */
async function apply(
  tx: Database,
  effect: StripeEffect,
  now: Date,
  log: FastifyBaseLogger,
  event_id: string,
) {
  if (effect.kind === 'subscriptionEnded') {
    await endSubscription(tx, { provider: 'stripe', subscription_id: effect.subscription_id }, now);
    return;
  }
  if (effect.kind === 'charge') {
    await recordSubscriptionCharge(
      tx,
      {
        provider: 'stripe',
        subscription_id: effect.subscription_id,
        provider_invoice_id: effect.invoice_id,
        charge: effect.charge,
      },
      now,
    );
    return;
  }
  const settled = await settlePurchase(tx, effect.purchase_id, effect, now);
  if (settled && !settled.settlement.change && settled.settlement.reason === 'amount') {
    log.warn(
      { purchase_id: effect.purchase_id, event: event_id },
      'Stripe cobró otro monto que el de la compra: queda pendiente para el estudio',
    );
  }
  // A subscription's first invoice paid: the purchase runs on that subscription, its first charge.
  if (effect.kind === 'firstInvoice' && effect.outcome === 'paid' && settled?.purchase.status === 'active') {
    await recordSubscription(tx, effect.purchase_id, effect.subscription_id);
    await recordFirstInvoice(
      tx,
      effect.purchase_id,
      { provider_invoice_id: effect.invoice_id, cents: effect.paidCents },
      now,
    );
  }
}

/**
 * POST /webhooks/stripe: Stripe's word is the only one that makes a card purchase paid. The event
 * is checked against its signature on the raw body, then applied once (provider-events.ts).
 */
export const stripeWebhookService: ServiceFactory = ({ db, clock, config }) => {
  const stripe = stripeOf(config);
  return {
    async stripeWebhook(request) {
      const cards = stripe();
      const signature = request.headers['stripe-signature'];
      if (!cards || typeof signature !== 'string' || request.rawBody === undefined) {
        throw apiError(400, COMMERCE_MESSAGES.webhookNotSigned);
      }
      let event: Stripe.Event;
      try {
        event = cards.verifiedEvent(request.rawBody, signature);
      } catch {
        throw apiError(400, COMMERCE_MESSAGES.webhookNotSigned);
      }
      const effect = stripeEffect(event);
      const now = clock.now();
      await applyOnce(db, { provider: 'stripe', event_id: event.id, type: event.type, now }, (tx) =>
        effect ? apply(tx, effect, now, request.log, event.id) : Promise.resolve(),
      );
      return { received: true };
    },
  };
};
