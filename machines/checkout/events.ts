import type { PaymentChoice } from '#src/domain/checkout-rules';

export type CheckoutEvent =
  /** The session gained or lost its customer while the screen is open. */
  | { type: 'checkout.signedIn'; customerId: number }
  | { type: 'checkout.signedOut' }
  /** Try loading again after a failure. */
  | { type: 'checkout.retry' }
  | { type: 'choice.select'; choice: PaymentChoice }
  /** The card entry's change event: empty and complete as the card processor reports them. */
  | { type: 'card.change'; empty: boolean; complete: boolean }
  | { type: 'page.check'; pageId: number; checked: boolean }
  | { type: 'discount.change'; code: string }
  | { type: 'discount.apply' }
  | { type: 'discount.clear' }
  /** Pagar (card, saved card, cash) or Obtener Oferta. */
  | { type: 'checkout.pay' }
  /** The PayPal button asks for an order (its createOrder / createSubscription). */
  | { type: 'paypal.start' }
  | { type: 'paypal.approve'; orderId?: string | undefined; subscriptionId?: string | undefined }
  | { type: 'paypal.cancel' }
  | { type: 'paypal.fail' };

/** What the view hears (`actor.on`): where the browser goes next. */
export type CheckoutEmitted =
  { type: 'checkout.succeeded'; purchaseId: number } | { type: 'checkout.redirect'; url: string };
