import type { AppConfig } from '#src/config/app-config';
import type { PayPalButtons } from './paypal-api';

/**
 * The studio's PayPal client id. The specs name only `paypal_enabled`; the id is read from
 * `paypal_client_id` (docs/decisions/007-payment-providers.md). Null when not configured.
 */
export function paypalClientId(config: Pick<AppConfig, 'raw'>): string | null {
  return config.raw.paypal_client_id?.trim() || null;
}

const loaded = new Map<string, Promise<PayPalButtons>>();

function sdkUrl(clientId: string, subscription: boolean): string {
  const params = new URLSearchParams({ 'client-id': clientId, currency: 'MXN', components: 'buttons' });
  // PayPal loads subscriptions only with vault + intent=subscription in the script's own URL.
  if (subscription) {
    params.set('vault', 'true');
    params.set('intent', 'subscription');
  }
  return `https://www.paypal.com/sdk/js?${params.toString()}`;
}

function injectScript(url: string): Promise<PayPalButtons> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.namespace = 'paypal';
    script.onload = () => {
      const paypal = (window as unknown as { paypal?: PayPalButtons }).paypal;
      if (paypal) resolve(paypal);
      else reject(new Error('PayPal SDK loaded without window.paypal'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('PayPal SDK failed to load'));
    };
    document.head.append(script);
  });
}

async function load(clientId: string, subscription: boolean): Promise<PayPalButtons> {
  if (import.meta.env.VITE_MOCKS === 'true') {
    const { createFakePayPal } = await import('#mocks/payments/fake-paypal');
    return createFakePayPal();
  }
  return injectScript(sdkUrl(clientId, subscription));
}

/** The PayPal SDK (once per client id and kind); a failed load is forgotten so it can be retried. */
export function loadPayPal(
  clientId: string,
  options: { subscription?: boolean } = {},
): Promise<PayPalButtons> {
  const subscription = options.subscription ?? false;
  const key = `${clientId}|${subscription}`;
  let paypal = loaded.get(key);
  if (!paypal) {
    paypal = load(clientId, subscription);
    loaded.set(key, paypal);
    paypal.catch(() => loaded.delete(key));
  }
  return paypal;
}
