import { eq } from 'drizzle-orm';
import { purchases } from '#server/db/schema';
import { bearer, type TestServer } from './harness';
import { purchaseRows } from './purchase-rows';

/**
 * What the provider suites read and send around a purchase, for a server with a provider's fake
 * (provider-server.ts): its rows (purchase-rows.ts), a signed webhook delivery, a cancel.
 */
export function providerRows(env: { server: TestServer; fake: { signed(event: object): Signed } }) {
  return {
    ...purchaseRows(() => env.server.store.db),
    /** The event as the provider signs it, to its webhook; other headers to forge one. */
    deliver: (url: string, event: object, headers?: Record<string, string>) => {
      const signed = env.fake.signed(event);
      return env.server.app.inject({
        method: 'POST',
        url,
        headers: headers ?? signed.headers,
        payload: signed.payload,
      });
    },
    /** The purchase billed by PayPal's fake as a subscription in this status; its id there. */
    billedByPaypal: async (purchase_id: number, status = 'ACTIVE') => {
      const subscription_id = (env.fake as unknown as PaypalSubscribes).subscribe('P-FAKE0001', status);
      await env.server.store.db
        .update(purchases)
        .set({ provider: 'paypal', subscription_id })
        .where(eq(purchases.purchase_id, purchase_id));
      return subscription_id;
    },
    /** The subscriber cancels the purchase with a reason the server trims. */
    cancel: (purchase_id: number) =>
      env.server.app.inject({
        method: 'POST',
        url: `/api/purchases/cancel/${purchase_id}`,
        headers: bearer('suscrita'),
        payload: { reason: '  Me mudo de ciudad ' },
      }),
  };
}

interface PaypalSubscribes {
  subscribe(plan_id: string, status?: string): string;
}

interface Signed {
  payload: string;
  headers: Record<string, string>;
}
