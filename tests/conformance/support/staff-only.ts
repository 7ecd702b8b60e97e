import type { Client } from 'openapi-fetch';
import { expect } from 'vitest';
import type { paths } from '#src/api/schema.gen';
import type { Target } from './targets';

/**
 * Staff calls answer 401 without a token and 403 to a customer (Ana): `calls` makes the same
 * requests with each caller's client.
 */
export async function expectStaffOnly(
  target: Target,
  calls: (api: Client<paths>) => Array<Promise<{ response: Response }>>,
): Promise<void> {
  for (const [as, status] of [
    [undefined, 401],
    ['ana', 403],
  ] as const) {
    const answers = await Promise.all(calls(target.api(as)));
    expect(answers.map(({ response }) => response.status)).toEqual(answers.map(() => status));
  }
}
