import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PaypalSettings } from '#server/config';

/** One request the server sent to PayPal's REST API, its JSON body parsed. */
export interface PaypalRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

interface FakeOrder {
  id: string;
  status: 'CREATED' | 'COMPLETED';
  unit: { custom_id: string; amount: { currency_code: string; value: string } };
  capture?: unknown;
}

export interface FakePaypal {
  settings: PaypalSettings;
  requests: PaypalRequest[];
  /** The next `times` API calls (not the token) answer this PayPal error body. */
  failNext(status: number, body: object, times?: number): void;
  /** The next capture answers 422 with this issue (INSTRUMENT_DECLINED, ORDER_NOT_APPROVED…). */
  refuseNextCapture(issue: string): void;
  /** A subscription the buyer approved in PayPal's window on one of the server's plans. */
  subscribe(plan_id: string, status?: string): string;
  subscriptionStatus(id: string): string | undefined;
  /** A webhook delivery with the headers PayPal signs it with (verify-webhook-signature agrees). */
  signed(event: object): { payload: string; headers: Record<string, string> };
  reset(): void;
  close(): Promise<void>;
}

const CLIENT = { clientId: 'fake-client-id-1234', clientSecret: 'fake-client-secret-1234' };
const WEBHOOK_ID = 'WH-FAKE-0001';

const signatureOf = (transmissionId: string, payload: string) =>
  createHash('sha256').update(`${transmissionId}|${WEBHOOK_ID}|${payload}`).digest('hex');

const NOT_FOUND = {
  status: 404,
  json: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] },
};

const issueBody = (issue: string) => ({
  name: 'UNPROCESSABLE_ENTITY',
  message:
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  debug_id: 'f00dfake',
  details: [{ issue, description: issue }],
});

/**
 * PayPal's REST API at the network edge, on a local port (PAYPAL_API_URL): OAuth2 tokens for the
 * studio's client only (401 invalid_client otherwise), orders and their capture (the same answer
 * again for a repeated PayPal-Request-Id, ORDER_ALREADY_CAPTURED for a second capture), products,
 * plans, subscriptions and their cancel, and webhook signature checks, as PayPal documents them.
 * A test's buyer approves every order; refuseNextCapture stands in for a buyer whose funding fails.
 */
export async function startFakePaypal(options: { port?: number } = {}): Promise<FakePaypal> {
  const requests: PaypalRequest[] = [];
  const byRequestId = new Map<string, { status: number; json: unknown }>();
  const orders = new Map<string, FakeOrder>();
  const subscriptions = new Map<string, { id: string; plan_id: string; status: string }>();
  let failures: Array<{ status: number; body: object }> = [];
  let refusals: string[] = [];
  let count = 0;

  function answer(
    method: string,
    path: string,
    body: Record<string, unknown>,
  ): { status: number; json?: unknown } {
    count += 1;
    if (method === 'POST' && path === '/v2/checkout/orders') {
      const unit = (body.purchase_units as FakeOrder['unit'][])[0]!;
      const order: FakeOrder = {
        id: `5O190127TN36${String(count).padStart(4, '0')}T`,
        status: 'CREATED',
        unit,
      };
      orders.set(order.id, order);
      return { status: 201, json: { id: order.id, status: order.status, purchase_units: [unit] } };
    }
    const orderPath = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (orderPath) {
      const order = orders.get(decodeURIComponent(orderPath[1]!));
      if (!order) return NOT_FOUND;
      const view = () => ({
        id: order.id,
        status: order.status,
        purchase_units: [
          { ...order.unit, payments: order.capture ? { captures: [order.capture] } : undefined },
        ],
      });
      if (method === 'GET') return { status: 200, json: view() };
      const refusal = refusals.shift();
      if (refusal) return { status: 422, json: issueBody(refusal) };
      if (order.status === 'COMPLETED') return { status: 422, json: issueBody('ORDER_ALREADY_CAPTURED') };
      order.status = 'COMPLETED';
      order.capture = {
        id: `3C679366HH90${String(count).padStart(4, '0')}`,
        status: 'COMPLETED',
        amount: order.unit.amount,
        custom_id: order.unit.custom_id,
      };
      return { status: 201, json: view() };
    }
    if (method === 'POST' && path === '/v1/catalogs/products') {
      return { status: 201, json: { id: `PROD-FAKE${count}`, name: body.name } };
    }
    if (method === 'POST' && path === '/v1/billing/plans') {
      return {
        status: 201,
        json: { id: `P-FAKE${String(count).padStart(4, '0')}`, status: 'ACTIVE', ...body },
      };
    }
    const subscriptionPath = /^\/v1\/billing\/subscriptions\/([^/]+)(\/cancel)?$/.exec(path);
    if (subscriptionPath) {
      const subscription = subscriptions.get(decodeURIComponent(subscriptionPath[1]!));
      if (!subscription) return NOT_FOUND;
      if (method === 'GET') return { status: 200, json: subscription };
      if (subscription.status === 'CANCELLED')
        return { status: 422, json: issueBody('SUBSCRIPTION_STATUS_INVALID') };
      subscription.status = 'CANCELLED';
      return { status: 204 };
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const event = JSON.stringify(body.webhook_event);
      const good =
        body.webhook_id === WEBHOOK_ID &&
        body.transmission_sig === signatureOf(String(body.transmission_id), event);
      return { status: 200, json: { verification_status: good ? 'SUCCESS' : 'FAILURE' } };
    }
    return { status: 404, json: { name: 'RESOURCE_NOT_FOUND', message: `No route for ${method} ${path}` } };
  }

  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      void (async () => {
        const path = new URL(request.url ?? '/', 'http://paypal').pathname;
        const method = request.method ?? '';
        const reply = (status: number, json?: unknown) => {
          response.writeHead(status, {
            'content-type': 'application/json',
            'paypal-debug-id': `dbg${count}`,
          });
          response.end(json === undefined ? '' : JSON.stringify(json));
        };
        if (path === '/v1/oauth2/token') {
          const basic = Buffer.from(`${CLIENT.clientId}:${CLIENT.clientSecret}`).toString('base64');
          if (request.headers.authorization !== `Basic ${basic}`) {
            return reply(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
          }
          return reply(200, { access_token: 'A21AAFakeToken', token_type: 'Bearer', expires_in: 32400 });
        }
        const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
        requests.push({ method, path, headers: request.headers, body });
        if (request.headers.authorization !== 'Bearer A21AAFakeToken') {
          return reply(401, {
            error: 'invalid_token',
            error_description: 'Token signature verification failed',
          });
        }
        const failure = failures.shift();
        if (failure) return reply(failure.status, failure.body);
        const requestId = String(request.headers['paypal-request-id'] ?? '');
        const remembered = requestId ? byRequestId.get(`${path}|${requestId}`) : undefined;
        if (remembered) return reply(remembered.status, remembered.json);
        const result = answer(method, path, body);
        if (requestId && result.status < 300)
          byRequestId.set(`${path}|${requestId}`, { status: result.status, json: result.json });
        reply(result.status, result.json);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    settings: { ...CLIENT, webhookId: WEBHOOK_ID, apiUrl: `http://127.0.0.1:${port}` },
    requests,
    failNext(status, body, times = 1) {
      for (let index = 0; index < times; index += 1) failures.push({ status, body });
    },
    refuseNextCapture(issue) {
      refusals.push(issue);
    },
    subscribe(plan_id, status = 'ACTIVE') {
      const id = `I-FAKE${String(subscriptions.size + 1).padStart(8, '0')}`;
      subscriptions.set(id, { id, plan_id, status });
      return id;
    },
    subscriptionStatus: (id) => subscriptions.get(id)?.status,
    signed(event) {
      const payload = JSON.stringify(event);
      const transmissionId = `tx-${createHash('sha1').update(payload).digest('hex').slice(0, 12)}`;
      return {
        payload,
        headers: {
          'content-type': 'application/json',
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-fake',
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-sig': signatureOf(transmissionId, payload),
          'paypal-transmission-time': '2026-11-27T10:00:00Z',
        },
      };
    },
    reset() {
      requests.length = 0;
      byRequestId.clear();
      orders.clear();
      subscriptions.clear();
      failures = [];
      refusals = [];
      count = 0;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
