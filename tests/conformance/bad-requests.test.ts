import { afterAll, beforeAll, describe, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { backends, startServer, tokenFor, type TestServer } from '#tests/server/support/harness';
import {
  badIds,
  expectRefused,
  malformedBodies,
  missingFields,
  pathOf,
  withBody,
  withIds,
  type BadRequest,
  type Op,
} from '#tests/support/bad-requests';
import { SERVER_OPERATIONS } from './support/server-operations';

/**
 * The corpus of bad requests the mocks refuse (tests/contract/bad-requests.test.ts), sent over
 * HTTP to the server for every operation it implements: each a 4xx with a message, never a 500.
 * No reset between requests: every one is refused before it changes anything.
 */
const implemented = (ops: Op[]) =>
  ops
    .filter((op) => SERVER_OPERATIONS.has(op.operationId))
    .map((op) => [`${op.method} ${op.template}`, op] as const);

describe.each(backends())('bad requests to the server on %s', (backend) => {
  let server: TestServer;
  let origin = '';
  beforeAll(async () => {
    server = await startServer(backend);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => server?.close());

  async function expectAllRefused(op: Op, cases: BadRequest[]) {
    for (const request of cases) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (request.as) headers.Authorization = `Bearer ${tokenFor(request.as)}`;
      const response = await fetch(`${origin}${pathOf(op, request.id)}`, {
        method: op.method,
        headers,
        ...(request.body === undefined ? {} : { body: request.body }),
      });
      const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
      expectRefused(
        `${op.method} ${op.template} ${request.label}`,
        { status: response.status, message: body?.message },
        request,
      );
    }
  }

  it.each(implemented(withBody))(
    '%s refuses malformed JSON, a huge body and values of the wrong kind',
    (_, op) => expectAllRefused(op, malformedBodies(op)),
  );

  it.each(implemented(withBody))('%s refuses a body without its required fields', (_, op) =>
    expectAllRefused(op, missingFields(op)),
  );

  it.each(implemented(withIds))(
    '%s refuses an id that is not a number and one that does not exist',
    (_, op) => expectAllRefused(op, badIds(op)),
  );
});
