import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy may hand over as a request id: short, and nothing that could forge a log line. */
const SAFE_ID = /^[\w.:-]{1,100}$/;

/**
 * Every log line of a request carries its id (Fastify's `reqId`): the proxy's `X-Request-Id` when
 * it sent a safe one, so one id follows the request from the proxy's log to ours; a new UUID
 * otherwise. The answer carries it back, for a customer's report or a support ticket.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}
