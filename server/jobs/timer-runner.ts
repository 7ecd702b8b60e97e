import cronParser from 'cron-parser';
import type { JobRunner, JobSchedule } from './job';
import { runJob, type RunnerOptions } from './run-job';

/** Milliseconds from `at` to the schedule's next tick. */
export function delayToNextTick(schedule: JobSchedule, at: Date): number {
  if ('everySeconds' in schedule) return schedule.everySeconds * 1000;
  const next = cronParser.parseExpression(schedule.cron, { currentDate: at, tz: 'UTC' }).next();
  return next.getTime() - at.getTime();
}

/**
 * The jobs on in-process timers, for PGlite: one process holds the database, so one runner is
 * all there is and nothing needs claiming (decision 067). Each job runs at its schedule's ticks,
 * never two runs of one job at once (a tick that finds the last run still going waits for the
 * next), and the timers never keep the process alive. Ticks follow the wall clock, while the
 * jobs read the server's clock (a test stops it).
 */
export function startTimerRunner(options: RunnerOptions): JobRunner {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();

  const plan = (job: RunnerOptions['jobs'][number]) => {
    if (stopped) return;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        const run = runJob(job, options).finally(() => {
          inFlight.delete(run);
          plan(job);
        });
        inFlight.add(run);
      },
      delayToNextTick(job.schedule, new Date()),
    ).unref();
    timers.add(timer);
  };
  for (const job of options.jobs) plan(job);

  return {
    kind: 'timers',
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(inFlight);
    },
  };
}
