import type { PaypalSettings, ServerConfig } from '#server/config';

/**
 * PayPal's REST API as the server uses it: one small adapter over fetch (decision 066: the
 * official server SDK takes no base URL, so tests could not point it at a local fake). An OAuth2
 * client-credentials token is kept until shortly before it expires.
 */

/** PayPal refused the request for a reason it names (422 `details[0].issue`, e.g. INSTRUMENT_DECLINED). */
export class PaypalRefused extends Error {
  constructor(
    readonly issue: string,
    readonly debugId: string | undefined,
  ) {
    super(`PayPal refused: ${issue}`);
  }
}

/** Any other failure: the status and PayPal's debug id, never a credential. */
export class PaypalFailed extends Error {
  constructor(
    readonly status: number,
    readonly debugId: string | undefined,
  ) {
    super(`PayPal answered ${status}`);
  }
}

export interface PaypalOrder {
  purchase_id: number;
  title: string;
  totalCents: number;
  /** PayPal-Request-Id: the same id makes PayPal answer the same order again. */
  requestId: string;
}

/** What a capture (or a capture event) says: paid in MXN cents (-1 in another currency), or not. */
export interface PaypalCapture {
  status: string;
  purchase_id: number | undefined;
  paidCents: number;
}

/**
 * A billing plan for a subscription package: its price and rhythm, and first either a free trial
 * or a first period at another price (a code valid for the first invoice only).
 */
export interface PaypalPlanRequest {
  title: string;
  /** The REGULAR cycle's price. */
  totalCents: number;
  /** The first period's price when it differs (no free trial then). */
  firstPeriodCents?: number | undefined;
  interval: number;
  period: 'day' | 'month' | 'year';
  trialDays: number;
  requestId: string;
}

export interface PaypalSubscription {
  id: string;
  status: string;
  plan_id: string;
}

/** The headers PayPal signs a webhook delivery with (lower-case, as Node reads them). */
export type PaypalSignature = Record<
  | 'paypal-auth-algo'
  | 'paypal-cert-url'
  | 'paypal-transmission-id'
  | 'paypal-transmission-sig'
  | 'paypal-transmission-time',
  string
>;

export interface PaypalEvent {
  id: string;
  event_type: string;
  resource: Record<string, unknown>;
}

export interface PaypalPayments {
  createOrder(order: PaypalOrder): Promise<string>;
  captureOrder(orderId: string, requestId: string): Promise<PaypalCapture>;
  createPlan(plan: PaypalPlanRequest): Promise<string>;
  subscription(id: string): Promise<PaypalSubscription>;
  cancelSubscription(id: string, reason: string): Promise<void>;
  /** Whether PayPal vouches for this delivery (its body as it came) to the studio's webhook. */
  verify(signature: PaypalSignature, rawEvent: string): Promise<boolean>;
}

/** Integer cents as PayPal's decimal string: 135000 → "1350.00". */
export const paypalValue = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** PayPal's decimal string back in cents, only for MXN (anything else pays nothing of ours). */
export function centsOf(amount: { currency_code?: string; value?: string } | undefined): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount?.value ?? '');
  if (amount?.currency_code !== 'MXN' || !match) return -1;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

const purchaseIdOf = (value: unknown) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** The first capture of a captured order (or the capture itself, as events carry it). */
export function captureOf(resource: Record<string, unknown>): PaypalCapture {
  const units = resource.purchase_units as
    Array<{ custom_id?: string; payments?: { captures?: Array<Record<string, unknown>> } }> | undefined;
  const capture = units ? units[0]?.payments?.captures?.[0] : resource;
  return {
    status: String(capture?.status ?? resource.status ?? ''),
    purchase_id: purchaseIdOf(capture?.custom_id ?? units?.[0]?.custom_id),
    paidCents: centsOf(capture?.amount as { currency_code?: string; value?: string } | undefined),
  };
}

export function paypalPayments(settings: PaypalSettings): PaypalPayments {
  let token: { value: string; until: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    const response = await fetch(`${settings.apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok)
      throw new PaypalFailed(response.status, response.headers.get('paypal-debug-id') ?? undefined);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    // A minute's margin: a token must not expire between the check and PayPal reading it.
    token = { value: body.access_token, until: Date.now() + (body.expires_in - 60) * 1000 };
    return token.value;
  }

  async function call<T>(method: string, path: string, body?: unknown, requestId?: string): Promise<T> {
    const response = await fetch(`${settings.apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
      },
      body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    const json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    if (response.status === 401) token = undefined;
    if (!response.ok) {
      const debugId =
        (json.debug_id as string | undefined) ?? response.headers.get('paypal-debug-id') ?? undefined;
      const issue = (json.details as Array<{ issue?: string }> | undefined)?.[0]?.issue;
      if (response.status === 422 && issue) throw new PaypalRefused(issue, debugId);
      throw new PaypalFailed(response.status, debugId);
    }
    return json as T;
  }

  return {
    async createOrder(order) {
      const created = await call<{ id: string }>(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: String(order.purchase_id),
              custom_id: String(order.purchase_id),
              description: order.title,
              amount: { currency_code: 'MXN', value: paypalValue(order.totalCents) },
            },
          ],
        },
        order.requestId,
      );
      return created.id;
    },
    async captureOrder(orderId, requestId) {
      try {
        return captureOf(
          await call('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {}, requestId),
        );
      } catch (error) {
        // A capture retried after PayPal made it: the order itself says what was paid.
        if (!(error instanceof PaypalRefused) || error.issue !== 'ORDER_ALREADY_CAPTURED') throw error;
        return captureOf(await call('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`));
      }
    },
    async createPlan(plan) {
      const product = await call<{ id: string }>(
        'POST',
        '/v1/catalogs/products',
        { name: plan.title, type: 'SERVICE' },
        `${plan.requestId}-product`,
      );
      const regular = { interval_unit: plan.period.toUpperCase(), interval_count: plan.interval };
      const trial =
        plan.trialDays > 0
          ? [
              {
                frequency: { interval_unit: 'DAY', interval_count: plan.trialDays },
                tenure_type: 'TRIAL',
                sequence: 1,
                total_cycles: 1,
              },
            ]
          : plan.firstPeriodCents !== undefined
            ? [
                {
                  // PayPal's way to price one first period otherwise: a priced trial cycle.
                  frequency: regular,
                  tenure_type: 'TRIAL',
                  sequence: 1,
                  total_cycles: 1,
                  pricing_scheme: {
                    fixed_price: { currency_code: 'MXN', value: paypalValue(plan.firstPeriodCents) },
                  },
                },
              ]
            : [];
      const created = await call<{ id: string }>(
        'POST',
        '/v1/billing/plans',
        {
          product_id: product.id,
          name: plan.title,
          billing_cycles: [
            ...trial,
            {
              frequency: regular,
              tenure_type: 'REGULAR',
              sequence: trial.length + 1,
              total_cycles: 0,
              pricing_scheme: { fixed_price: { currency_code: 'MXN', value: paypalValue(plan.totalCents) } },
            },
          ],
          payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 1 },
        },
        plan.requestId,
      );
      return created.id;
    },
    async subscription(id) {
      return call('GET', `/v1/billing/subscriptions/${encodeURIComponent(id)}`);
    },
    async cancelSubscription(id, reason) {
      try {
        await call('POST', `/v1/billing/subscriptions/${encodeURIComponent(id)}/cancel`, { reason });
      } catch (error) {
        // Already cancelled (from PayPal's side or a retry): nothing left to end.
        if (!(error instanceof PaypalRefused) || error.issue !== 'SUBSCRIPTION_STATUS_INVALID') throw error;
      }
    },
    async verify(signature, rawEvent) {
      const fields = JSON.stringify({
        auth_algo: signature['paypal-auth-algo'],
        cert_url: signature['paypal-cert-url'],
        transmission_id: signature['paypal-transmission-id'],
        transmission_sig: signature['paypal-transmission-sig'],
        transmission_time: signature['paypal-transmission-time'],
        webhook_id: settings.webhookId,
      });
      // The event goes back byte for byte: PayPal checks the signature over what it sent.
      const answer = await call<{ verification_status?: string }>(
        'POST',
        '/v1/notifications/verify-webhook-signature',
        `${fields.slice(0, -1)},"webhook_event":${rawEvent}}`,
      );
      return answer.verification_status === 'SUCCESS';
    },
  };
}

const made = new WeakMap<PaypalSettings, PaypalPayments>();

/** The studio's PayPal, made on first use and shared by every service: one token cache. */
export function paypalOf(config: ServerConfig): () => PaypalPayments | undefined {
  return () => {
    if (!config.paypal) return undefined;
    const paypal = made.get(config.paypal) ?? paypalPayments(config.paypal);
    made.set(config.paypal, paypal);
    return paypal;
  };
}
