import type { FastifyBaseLogger } from 'fastify';
import type { ScheduledJob } from '#server/jobs/job';
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

/**
 * The studio's jobs with their cron lines made every minute, so pg-boss turns the current minute
 * into a job at once; a job every few seconds runs every 2 s.
 */
export function everyMinute(jobs: readonly ScheduledJob[]): ScheduledJob[] {
  return jobs.map((job) => ({
    ...job,
    schedule: 'cron' in job.schedule ? { cron: '* * * * *' } : { everySeconds: 2 },
  }));
}
