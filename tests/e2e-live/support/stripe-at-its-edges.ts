import type { Page } from '@playwright/test';
import { browserBundle } from './browser-bundle';
import { livePorts } from './live-servers';

const stripeApi = `http://127.0.0.1:${livePorts.stripe}`;

/**
 * Stripe for a live-build test, faked only at its two HTTP edges (decision 088): the page keeps
 * Stripe's real addresses, so the live build's Content-Security-Policy is the one deployed, but
 * https://js.stripe.com answers with fake-stripe-js.ts and https://api.stripe.com is answered by
 * the fake of Stripe's API that the real-server pass starts (fake-stripe-api.ts), the same one the
 * studio's server calls and that posts Stripe's signed events to the server's webhook.
 */
export async function stripeAtItsEdges(page: Page): Promise<void> {
  // From nothing, as the server after its reset: its purchase ids, and so the idempotency keys it
  // sends Stripe (`purchase-{id}-embedded`), come again in the next test.
  const reset = await fetch(`${stripeApi}/__test__/reset`, { method: 'POST' });
  if (!reset.ok) throw new Error(`The fake Stripe API refused its reset: ${reset.status}`);
  const script = await browserBundle('./fake-stripe-js.ts');
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: script }),
  );
  await page.route('https://api.stripe.com/**', async (route) => {
    const { pathname, search } = new URL(route.request().url());
    const response = await route.fetch({ url: `${stripeApi}${pathname}${search}` });
    await route.fulfill({ response });
  });
}
