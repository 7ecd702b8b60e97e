import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConektaSettings } from '#server/config';

export interface ConektaRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  json: Record<string, unknown> | undefined;
}

export interface FakeConekta {
  settings: ConektaSettings;
  requests: ConektaRequest[];
  /** The next request answers this status and Conekta error detail code. */
  failNext(status: number, detailCode: string): void;
  reset(): void;
  close(): Promise<void>;
}

const LAST4: Record<string, [string, string]> = {
  tok_test_visa_4242: ['visa', '4242'],
  tok_test_mastercard_4444: ['mastercard', '4444'],
  tok_test_amex_0005: ['american_express', '0005'],
};

/**
 * Conekta's API (v2.2) at the network edge on a local port, for the official SDK pointed at it
 * (CONEKTA_API_URL): customers, their card payment sources and orders charged to one, shaped as
 * Conekta documents them, errors included ({ object: 'error', details: [{ code }] }).
 */
export async function startFakeConekta(): Promise<FakeConekta> {
  const requests: ConektaRequest[] = [];
  let failures: Array<{ status: number; detailCode: string }> = [];
  let count = 0;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const json = body ? (JSON.parse(body) as Record<string, unknown>) : undefined;
      const path = request.url ?? '';
      requests.push({ method: request.method ?? '', path, headers: request.headers, json });
      const reply = (status: number, answer: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      };
      const failure = failures.shift();
      if (failure) {
        return reply(failure.status, {
          object: 'error',
          type: failure.status === 402 ? 'processing_error' : 'api_error',
          log_id: `log_${count}`,
          details: [{ code: failure.detailCode, message: 'rechazada', debug_message: failure.detailCode }],
        });
      }
      count += 1;
      const created_at = 1_795_000_000;
      if (request.method === 'POST' && path === '/customers') {
        return reply(200, {
          id: `cus_fake_${count}`,
          object: 'customer',
          livemode: false,
          created_at,
          ...json,
        });
      }
      const source = /^\/customers\/([^/]+)\/payment_sources(?:\/([^/]+))?$/.exec(path);
      if (source && request.method === 'POST') {
        const [brand, last4] = LAST4[String(json?.token_id)] ?? ['visa', '4242'];
        return reply(200, {
          id: `src_fake_${count}`,
          object: 'payment_source',
          type: 'card',
          created_at,
          parent_id: source[1],
          brand,
          last4,
        });
      }
      if (source?.[2] && request.method === 'DELETE') {
        return reply(200, {
          id: source[2],
          object: 'payment_source',
          type: 'card',
          created_at,
          parent_id: source[1],
          deleted: true,
        });
      }
      if (request.method === 'POST' && path === '/orders') {
        const items = (json?.line_items as Array<{ unit_price: number; quantity: number }>) ?? [];
        return reply(200, {
          id: `ord_fake_${count}`,
          object: 'order',
          livemode: false,
          created_at,
          currency: json?.currency,
          amount: items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0),
          payment_status: 'paid',
          metadata: json?.metadata,
        });
      }
      reply(404, {
        object: 'error',
        type: 'resource_not_found_error',
        details: [{ code: 'conekta.errors.resource_not_found' }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    settings: { privateKey: 'key_fake_private', apiUrl: `http://127.0.0.1:${port}` },
    requests,
    failNext(status, detailCode) {
      failures.push({ status, detailCode });
    },
    reset() {
      requests.length = 0;
      failures = [];
      count = 0;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
