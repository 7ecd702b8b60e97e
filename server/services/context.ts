import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '#server/clock';
import type { ServerConfig } from '#server/config';
import type { Database } from '#server/db/client';

/** What every operation area gets: the database, the clock and the validated configuration. */
export interface ServerContext {
  db: Database;
  clock: Clock;
  config: ServerConfig;
}

/** A handler per operationId; what it returns is the 200 answer's body. */
export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type Service = Record<string, OperationHandler>;
export type ServiceFactory = (context: ServerContext) => Service;

/** The request's parts as the contract declares them (validated before a handler runs). */
export function partsOf(request: FastifyRequest) {
  return {
    params: request.params as Record<string, string>,
    query: request.query as Record<string, string | undefined>,
    body: (request.body ?? {}) as Record<string, unknown>,
  };
}
