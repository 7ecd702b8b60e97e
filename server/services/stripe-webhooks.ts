import type Stripe from 'stripe';
import { settlePurchase } from '#server/commerce/settle-purchase';
import { applyOnce } from '#server/commerce/provider-events';
import { apiError } from '#server/http/api-error';
import { stripeEffect } from '#server/providers/stripe-events';
import { stripeOf } from '#server/providers/stripe';
import { COMMERCE_MESSAGES } from '#src/domain/commerce/messages';
import type { ServiceFactory } from './context';

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
      await applyOnce(db, { provider: 'stripe', event_id: event.id, type: event.type, now }, async (tx) => {
        if (!effect) return;
        const settled = await settlePurchase(tx, effect.purchase_id, effect, now);
        if (settled && !settled.settlement.change && settled.settlement.reason === 'amount') {
          request.log.warn(
            { purchase_id: effect.purchase_id, event: event.id },
            'Stripe cobró otro monto que el de la compra: queda pendiente para el estudio',
          );
        }
      });
      return { received: true };
    },
  };
};
