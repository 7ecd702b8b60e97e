import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '#server/clock';
import type { Database } from '#server/db/client';
import { didSomething, type JobSummary, type ScheduledJob } from './job';

export interface RunnerOptions {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  jobs: readonly ScheduledJob[];
  /** Told of every finished run (tests count them; the log says the same). */
  onRun?: (name: string, summary: JobSummary) => void;
}

/**
 * One run of a job, as both runners make it: the summary is logged when the run did something, a
 * failure is logged and swallowed (the next tick tries again; nothing half-done is committed,
 * since each job's writes are transactions).
 */
export async function runJob(job: ScheduledJob, options: RunnerOptions): Promise<void> {
  try {
    const summary = await job.run(options.db, options.clock);
    if (didSomething(summary)) options.log.info({ job: job.name, ...summary }, 'job done');
    options.onRun?.(job.name, summary);
  } catch (error) {
    options.log.error({ err: error, job: job.name }, 'job failed');
  }
}
