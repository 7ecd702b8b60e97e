import type { StripeCardElement, StripeElements } from '@stripe/stripe-js';
import { createFakeCardElement } from './fake-card-element';

/**
 * `stripe.elements()`: only the card element, which is all the checkout uses. Like Stripe, one
 * live card element per group; `getElement` takes 'card' or react-stripe-js's `CardElement`.
 */
export function createFakeElements(): StripeElements {
  let card: StripeCardElement | null = null;
  const elements = {
    create(type: string, options?: { disabled?: boolean }) {
      if (type !== 'card') throw new Error(`fake Stripe: only the card element exists, not "${type}"`);
      if (card) throw new Error('Can only create one Element of type card.');
      const created = createFakeCardElement(() => {
        if (card === created) card = null;
      });
      if (options) created.update(options);
      card = created;
      return created;
    },
    getElement(type: unknown) {
      const name =
        typeof type === 'string' ? type : (type as { __elementType?: string } | null)?.__elementType;
      return name === 'card' ? card : null;
    },
    update() {},
    fetchUpdates: async () => ({}),
    submit: async () => ({}),
  };
  return elements as unknown as StripeElements;
}
