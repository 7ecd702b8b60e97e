// @vitest-environment node
import { afterAll, describe, it } from 'vitest';
import { mockNow } from '#mocks/clock';
import { mintIdToken } from '#mocks/identity-token';
import { personas } from '#mocks/personas';
import {
  badIds,
  expectRefused,
  malformedBodies,
  missingFields,
  operations,
  pathOf,
  withBody,
  withIds,
  type BadRequest,
  type Op,
} from '#tests/support/bad-requests';

/**
 * Every operation of openapi.yaml, sent the corpus of tests/support/bad-requests.ts. Each answer
 * must be a 4xx with the contract's error body: never a 500, never a success. (The suite's setup
 * also checks every answer against the contract.) The server gets the same: tests/conformance.
 */

async function send(op: Op, request: BadRequest) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (request.as) {
    const persona = personas[request.as];
    headers.Authorization = `Bearer ${mintIdToken({ uid: persona.uid, email: persona.email, now: mockNow() })}`;
  }
  const response = await fetch(`http://localhost${pathOf(op, request.id)}`, {
    method: op.method,
    headers,
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return { status: response.status, message: body?.message };
}

let requests = 0;
async function expectAllRefused(op: Op, cases: BadRequest[]) {
  for (const request of cases) {
    requests += 1;
    expectRefused(`${op.method} ${op.template} ${request.label}`, await send(op, request), request);
  }
}

const label = (op: Op) => [`${op.method} ${op.template}`, op] as const;

describe('bad requests to every operation of the contract', () => {
  afterAll(() => {
    console.info(
      `bad requests: ${requests} requests over ${operations.length} operations ` +
        `(${withBody.length} with a JSON body, ${withIds.length} with ids in the path)`,
    );
  });

  it.each(withBody.map(label))(
    '%s refuses malformed JSON, a huge body and values of the wrong kind',
    (_, op) => expectAllRefused(op, malformedBodies(op)),
  );

  it.each(withBody.map(label))(
    '%s refuses a body without its required fields, for a customer and an admin',
    (_, op) => expectAllRefused(op, missingFields(op)),
  );

  it.each(withIds.map(label))('%s refuses an id that is not a number and one that does not exist', (_, op) =>
    expectAllRefused(op, badIds(op)),
  );
});
