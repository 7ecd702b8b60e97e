import { endSubscription } from '#server/commerce/end-subscription';
import { applyOnce } from '#server/commerce/provider-events';
import { settlePurchase } from '#server/commerce/settle-purchase';
import { recordSubscriptionCharge } from '#server/commerce/subscription-charge';
import type { Database } from '#server/db/client';
import { apiError } from '#server/http/api-error';
import { paypalEffect, type PaypalEffect } from '#server/providers/paypal-events';
import { paypalOf, type PaypalEvent, type PaypalSignature } from '#server/providers/paypal';
import { logPaypal } from '#server/commerce/paypal-order';
import { COMMERCE_MESSAGES } from '#src/domain/commerce/messages';
import { partsOf, type ServiceFactory } from './context';

const SIGNED_HEADERS = [
  'paypal-auth-algo',
  'paypal-cert-url',
  'paypal-transmission-id',
  'paypal-transmission-sig',
  'paypal-transmission-time',
] as const;

async function apply(tx: Database, effect: PaypalEffect, now: Date) {
  if (effect.kind === 'settle') return void (await settlePurchase(tx, effect.purchase_id, effect, now));
  if (effect.kind === 'subscriptionEnded') {
    await endSubscription(tx, { provider: 'paypal', subscription_id: effect.subscription_id }, now);
    return;
  }
  await recordSubscriptionCharge(
    tx,
    {
      provider: 'paypal',
      subscription_id: effect.subscription_id,
      provider_invoice_id: effect.sale_id,
      charge: { outcome: 'paid', paidCents: effect.paidCents },
    },
    now,
  );
}

/**
 * POST /webhooks/paypal: PayPal's events, each verified by PayPal itself (its documented
 * verify-webhook-signature call with the studio's webhook id) before anything is read from it,
 * then applied once in one transaction (provider-events.ts, the design Stripe's events use).
 */
export const paypalWebhookService: ServiceFactory = ({ db, clock, config }) => {
  const paypal = paypalOf(config);
  return {
    async paypalWebhook(request) {
      const provider = paypal();
      const headers = request.headers;
      const signature = Object.fromEntries(SIGNED_HEADERS.map((name) => [name, headers[name]]));
      if (
        !provider ||
        request.rawBody === undefined ||
        SIGNED_HEADERS.some((name) => typeof signature[name] !== 'string')
      ) {
        throw apiError(400, COMMERCE_MESSAGES.paypalWebhookNotSigned);
      }
      const event = partsOf(request).body as unknown as PaypalEvent;
      let verified: boolean;
      try {
        verified = await provider.verify(signature as PaypalSignature, request.rawBody.toString());
      } catch (error) {
        // PayPal retries a delivery we could not check: a 5xx asks it to.
        logPaypal(request.log, error, { event: event.id }, 'PayPal no verificó el evento');
        throw apiError(502, COMMERCE_MESSAGES.providerFailed);
      }
      if (!verified) throw apiError(400, COMMERCE_MESSAGES.paypalWebhookNotSigned);
      const effect = paypalEffect(event);
      const now = clock.now();
      await applyOnce(db, { provider: 'paypal', event_id: event.id, type: event.event_type, now }, (tx) =>
        effect ? apply(tx, effect, now) : Promise.resolve(),
      );
      return { received: true };
    },
  };
};
