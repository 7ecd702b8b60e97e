import type { JobRunner } from './job';
import { startPgBossRunner, type PgBossTimings } from './pg-boss-runner';
import type { RunnerOptions } from './run-job';
import { startTimerRunner } from './timer-runner';

/**
 * The server's scheduled work on the runner its database calls for (decision 067): pg-boss on
 * PostgreSQL, where several processes may share the database; timers on PGlite, which one process
 * holds by construction.
 */
export function startJobs(
  options: RunnerOptions & { databaseUrl: string | undefined; timings?: Partial<PgBossTimings> },
): Promise<JobRunner> {
  const { databaseUrl } = options;
  return databaseUrl
    ? startPgBossRunner({ ...options, databaseUrl })
    : Promise.resolve(startTimerRunner(options));
}
