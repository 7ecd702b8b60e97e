import type { Stripe } from '@stripe/stripe-js';

/**
 * Stripe.js for `<Elements stripe={loadStripeFor(key)}>`, loaded only when a screen asks for it
 * (the checkout). Mock mode gets the fake from mocks/payments behind a build-time constant, so
 * the live bundle carries no fake; live mode loads Stripe's script through the `/pure` entry,
 * which, unlike the main entry, does not inject the script as soon as the module is imported.
 */
const loaded = new Map<string, Promise<Stripe | null>>();

async function load(publishableKey: string): Promise<Stripe | null> {
  if (import.meta.env.VITE_MOCKS === 'true') {
    const { createFakeStripe } = await import('#mocks/payments/fake-stripe');
    return createFakeStripe(publishableKey);
  }
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return loadStripe(publishableKey);
}

/**
 * One Stripe object per key for the page's life (Stripe asks for one instance). A blank key (a
 * studio without stripe_public) resolves to null; a failed load is forgotten, so a retry loads again.
 */
export function loadStripeFor(publishableKey: string): Promise<Stripe | null> {
  const key = publishableKey.trim();
  if (key === '') return Promise.resolve(null);
  let stripe = loaded.get(key);
  if (!stripe) {
    stripe = load(key);
    loaded.set(key, stripe);
    stripe.catch(() => loaded.delete(key));
  }
  return stripe;
}
