import type Stripe from 'stripe';
import { settlePurchase } from '#server/commerce/settle-purchase';
import type { Database } from '#server/db/client';
import { providerEvents } from '#server/db/schema';
import { apiError } from '#server/http/api-error';
import { stripeEffect } from '#server/providers/stripe-events';
import { stripeOf } from '#server/providers/stripe';
import { COMMERCE_MESSAGES } from '#src/domain/commerce/messages';
import type { ServiceFactory } from './context';

/**
 * POST /webhooks/stripe: Stripe's word is the only one that makes a card purchase paid. The event
 * is checked against its signature on the raw body, then applied in one transaction that first
 * stores its id: a second delivery of the same event, even at the same instant, waits on that key
 * and, once the first commits, finds it taken and changes nothing.
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
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const first = await tx
          .insert(providerEvents)
          .values({ provider: 'stripe', event_id: event.id, type: event.type, receivedAt: now.toISOString() })
          .onConflictDoNothing()
          .returning({ event_id: providerEvents.event_id });
        if (first.length === 0 || !effect) return;
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
