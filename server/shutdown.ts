import type { FastifyInstance } from 'fastify';

/** How long a stop waits for the requests in flight before it gives up on them. */
export const SHUTDOWN_GRACE_MS = 10_000;
const IDLE_SWEEP_MS = 100;

/**
 * A graceful stop on SIGTERM (the orchestrator, `docker stop`) or SIGINT (Ctrl-C): Fastify stops
 * accepting connections, answers 503 to new requests on open ones (so `/readyz` turns the proxy
 * away), lets the requests in flight finish and then closes the database. A stop that takes
 * longer than SHUTDOWN_GRACE_MS, or a second signal, ends the process at once.
 */
export function closeOnSignals(app: FastifyInstance): void {
  const stop = gracefulStop(app, (code) => process.exit(code));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);
}

/** What one signal does (closeOnSignals); `exit` ends the process. */
export function gracefulStop(app: FastifyInstance, exit: (code: number) => void) {
  let closing = false;
  return (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: stopping without waiting');
      exit(1);
      return;
    }
    closing = true;
    app.log.info({ signal }, 'stopping: finishing the requests in flight');
    setTimeout(() => {
      app.log.error(`requests still in flight after ${SHUTDOWN_GRACE_MS} ms: stopping anyway`);
      exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // A keep-alive connection whose request finishes after the stop began stays open (Node closes
    // only the connections idle when it is asked), and the stop would wait for the client: close
    // each one as soon as it falls idle.
    const idle = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    app.close().then(
      () => {
        clearInterval(idle);
        app.log.info('stopped');
        exit(0);
      },
      (error: unknown) => {
        clearInterval(idle);
        app.log.error({ err: error }, 'stopping failed');
        exit(1);
      },
    );
  };
}
