import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OobRequest {
  path: string;
  headers: IncomingHttpHeaders;
  json: Record<string, unknown>;
}

export interface FakeIdentityToolkit {
  /** host:port, what FIREBASE_AUTH_EMULATOR_HOST names. */
  host: string;
  requests: OobRequest[];
  /** The next call answers Identity Toolkit's error with this status and message (EMAIL_NOT_FOUND…). */
  failNext(status: number, message: string): void;
  reset(): void;
  close(): Promise<void>;
}

/**
 * Firebase Auth's REST API (identitytoolkit v1) at the network edge, where the SDK reaches the
 * emulator: `accounts:sendOobCode` recorded and answered as Google documents it, errors included
 * ({ error: { code, message } }). Nothing else of the emulator is needed by the server.
 */
export async function startFakeIdentityToolkit(): Promise<FakeIdentityToolkit> {
  const requests: OobRequest[] = [];
  let failures: Array<{ status: number; message: string }> = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const json = (body ? JSON.parse(body) : {}) as Record<string, unknown>;
      requests.push({ path: request.url ?? '', headers: request.headers, json });
      const failure = failures.shift();
      const [status, answer] = failure
        ? [failure.status, { error: { code: failure.status, message: failure.message, errors: [] } }]
        : [200, { kind: 'identitytoolkit#GetOobConfirmationCodeResponse', email: json.email }];
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    failNext(status, message) {
      failures.push({ status, message });
    },
    reset() {
      requests.length = 0;
      failures = [];
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
