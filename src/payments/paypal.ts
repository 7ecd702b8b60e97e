import type { AppConfig } from '#src/config/app-config';

/**
 * The PayPal JS SDK's button API, the part the checkout uses. Mock mode gets a fake button with
 * the same shape (mocks/payments/fake-paypal.ts); live mode loads PayPal's script.
 */
export interface PayPalApproval {
  orderID?: string;
  subscriptionID?: string;
}

export interface PayPalActions {
  order: { create(order: unknown): Promise<string> };
  subscription: { create(subscription: { plan_id: string }): Promise<string> };
}

export interface PayPalButtonsOptions {
  /** One-off packages: answer the orderID from POST /checkout/paypal. */
  createOrder?: (data: Record<string, unknown>, actions: PayPalActions) => Promise<string>;
  /** Subscriptions: `actions.subscription.create({ plan_id })` with the plan_id from POST /checkout/paypal. */
  createSubscription?: (data: Record<string, unknown>, actions: PayPalActions) => Promise<string>;
  onApprove: (data: PayPalApproval) => Promise<void> | void;
  onError?: (error: unknown) => void;
  onCancel?: (data: PayPalApproval) => void;
  style?: Record<string, unknown>;
}

export interface PayPalButtonsInstance {
  render(container: HTMLElement): Promise<void>;
  close(): Promise<void>;
  isEligible(): boolean;
}

export interface PayPalButtons {
  Buttons(options: PayPalButtonsOptions): PayPalButtonsInstance;
}

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
