import type { Page } from '@playwright/test';
import { browserBundle } from './browser-bundle';

/**
 * PayPal for a live-build test, faked at its edges (decision 088): the page asks PayPal's real
 * address for its SDK, under the deployed Content-Security-Policy, and gets fake-paypal-js.ts; the
 * studio's server talks to the fake of PayPal's REST API the real-server pass starts
 * (fake-paypal-api.ts). The buyer's approval, in PayPal's own window, is the part left out.
 */
export async function paypalAtItsEdges(page: Page): Promise<void> {
  const script = await browserBundle('./fake-paypal-js.ts');
  await page.route(/^https:\/\/www\.paypal\.com\/sdk\/js\?/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: script }),
  );
}
