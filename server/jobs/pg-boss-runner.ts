import PgBoss from 'pg-boss';
import type { JobRunner } from './job';
import { runJob, type RunnerOptions } from './run-job';
import { oneAtATime } from '#server/db/one-at-a-time';

/** pg-boss's tables live in their own schema, created (and migrated) by `boss.start()`. */
export const JOBS_SCHEMA = 'pgboss';

/** How long a stop waits for the runs in flight before it lets them go (the shutdown's grace is 10 s). */
const STOP_WAIT_MS = 8_000;

export interface PgBossTimings {
  /** How often a worker asks for its queue's next job (pg-boss: at least 0.5). */
  pollingIntervalSeconds: number;
  /** How often a process checks the cron schedules (pg-boss: 1 to 45). */
  cronMonitorIntervalSeconds: number;
  /** How often cron ticks become jobs (pg-boss: 1 to 45). */
  cronWorkerIntervalSeconds: number;
}

const PRODUCTION_TIMINGS: PgBossTimings = {
  pollingIntervalSeconds: 2,
  cronMonitorIntervalSeconds: 30,
  cronWorkerIntervalSeconds: 5,
};

/**
 * The jobs on PostgreSQL through pg-boss (decision 067), so they run once however many server
 * processes run. Each job is a queue with the `stately` policy (at most one run waiting and one
 * running). A cron job is a `boss.schedule`: pg-boss lets one process a minute turn the tick
 * into a job, deduplicated per minute. A job every few seconds is sent by every process's own
 * timer under a `singletonSeconds` slot, so one job a slot exists whichever process sent it.
 * Workers fetch with `SKIP LOCKED`: each job is worked by one process.
 */
export async function startPgBossRunner(
  options: RunnerOptions & { databaseUrl: string; timings?: Partial<PgBossTimings> },
): Promise<JobRunner> {
  const timings = { ...PRODUCTION_TIMINGS, ...options.timings };
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    schema: JOBS_SCHEMA,
    application_name: 'studio-jobs',
    max: 3,
    cronMonitorIntervalSeconds: timings.cronMonitorIntervalSeconds,
    cronWorkerIntervalSeconds: timings.cronWorkerIntervalSeconds,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  // Two processes creating pg-boss's queues at once deadlock (each queue is a partition attached
  // to one table): a start waits for any other process's start to end.
  await oneAtATime(options.databaseUrl, 'jobs-setup', async () => {
    await boss.start();
    for (const job of options.jobs) {
      // A run that outlives this is taken for dead and may be tried again by another process.
      await boss.createQueue(job.name, {
        name: job.name,
        policy: 'stately',
        retryLimit: 0,
        expireInSeconds: 900,
      });
    }
  });

  const timers: NodeJS.Timeout[] = [];
  for (const job of options.jobs) {
    await boss.work(job.name, { pollingIntervalSeconds: timings.pollingIntervalSeconds, batchSize: 1 }, () =>
      runJob(job, options),
    );
    if ('cron' in job.schedule) {
      await boss.schedule(job.name, job.schedule.cron, {}, { tz: 'UTC' });
    } else {
      const slot = job.schedule.everySeconds;
      const send = () =>
        boss
          .send(job.name, {}, { singletonKey: job.name, singletonSeconds: slot })
          .catch((error: unknown) => options.log.error({ err: error, job: job.name }, 'job not queued'));
      void send();
      timers.push(setInterval(send, slot * 1000).unref());
    }
  }

  return {
    kind: 'pg-boss',
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await boss.stop({ graceful: true, wait: true, timeout: STOP_WAIT_MS });
    },
  };
}
