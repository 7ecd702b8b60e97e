import type { FastifyBaseLogger } from 'fastify';
import type { PgBossTimings } from '#server/jobs/pg-boss-runner';

/** pg-boss as fast as it goes, so a test waits a second or two for a tick, not half a minute. */
export const FAST_TIMINGS: PgBossTimings = {
  pollingIntervalSeconds: 0.5,
  cronMonitorIntervalSeconds: 1,
  cronWorkerIntervalSeconds: 1,
};

/** A logger that keeps what was logged at error level (a failed run is logged, not thrown). */
export function recordingLog() {
  const errors: unknown[] = [];
  const log = {
    info: () => undefined,
    warn: () => undefined,
    debug: () => undefined,
    error: (entry: unknown) => errors.push(entry),
    child: () => log,
  } as unknown as FastifyBaseLogger;
  return { log, errors };
}
