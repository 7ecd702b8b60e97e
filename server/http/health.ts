import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client';

/** How long readiness waits for the database before saying it is not ready. */
export const READY_CHECK_MS = 2_000;

export const NOT_READY_MESSAGE = 'El servidor del estudio no puede leer su base de datos en este momento.';

/**
 * For the proxy and the orchestrator, outside `/api` and the contract: `/healthz` says the process
 * answers (restart it when it does not), `/readyz` that it can serve, its database answering within
 * READY_CHECK_MS (send it traffic only then). While the server closes, Fastify answers both 503.
 */
export function registerHealth(app: FastifyInstance, db: Database): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      await withTimeout(db.execute(sql`select 1`), READY_CHECK_MS);
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: the database did not answer');
      return reply.status(503).send({ status: 'unavailable', message: NOT_READY_MESSAGE });
    }
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
