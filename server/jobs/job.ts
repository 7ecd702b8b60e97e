import type { Clock } from '#server/clock';
import type { Database } from '#server/db/client';

/** When a job runs: a cron line read in UTC, or every so many seconds (pg-boss's cron is per minute). */
export type JobSchedule = { cron: string } | { everySeconds: number };

/**
 * One piece of scheduled work (decision 067): a plain function over the database and the server's
 * clock that answers what it did. It must be safe to run again at the same instant (a rerun
 * changes nothing): the runners make it run once per tick across processes, and the rules it calls
 * make a second tick find nothing left to do.
 */
export interface ScheduledJob {
  /** pg-boss's queue name: letters, digits and hyphens. */
  name: string;
  schedule: JobSchedule;
  run(db: Database, clock: Clock): Promise<JobSummary>;
}

/** What a run did, for the log: ids touched, counts. An empty run logs nothing. */
export type JobSummary = Record<string, unknown[] | number>;

/** What both runners (pg-boss on PostgreSQL, timers on PGlite) offer the server. */
export interface JobRunner {
  kind: 'pg-boss' | 'timers';
  /** No new run starts; resolves once the runs in flight have ended. */
  stop(): Promise<void>;
}

/** Whether a summary says the run did something (a log line is worth writing). */
export const didSomething = (summary: JobSummary) =>
  Object.values(summary).some((value) => (Array.isArray(value) ? value.length > 0 : value > 0));
