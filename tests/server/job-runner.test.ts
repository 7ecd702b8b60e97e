import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClock } from '#server/clock';
import { rowsOf, type Database } from '#server/db/client';
import type { JobRunner, ScheduledJob } from '#server/jobs/job';
import { JOBS_SCHEMA, startPgBossRunner } from '#server/jobs/pg-boss-runner';
import { delayToNextTick, startTimerRunner } from '#server/jobs/timer-runner';
import { NOW } from './support/clock';
import { backends, startServer, type TestServer } from './support/harness';
import { FAST_TIMINGS, recordingLog } from './support/jobs';

/*
 * The two job runners (decision 067): timers on PGlite, pg-boss on PostgreSQL. The jobs here are
 * stand-ins that count their runs; the studio's jobs are tests/server/jobs.test.ts.
 */

/** A job that counts its runs; while `hold` is set each run waits for `release()`. */
function countingJob(name: string, schedule: ScheduledJob['schedule']) {
  const state = { runs: 0, hold: false, release: () => undefined as void, started: Promise.resolve() };
  const job: ScheduledJob = {
    name,
    schedule,
    async run() {
      state.runs += 1;
      if (state.hold) {
        let started!: () => void;
        state.started = new Promise<void>((resolve) => (started = resolve));
        await new Promise<void>((resolve) => {
          state.release = resolve;
          started();
        });
      }
      return { runs: state.runs };
    },
  };
  return { job, state };
}

const noDatabase = {} as Database;

describe('the next tick of a schedule', () => {
  it('follows a cron line in UTC, or a fixed number of seconds', () => {
    const at = new Date('2026-11-25T18:03:20.000Z');
    expect(delayToNextTick({ cron: '*/10 * * * *' }, at)).toBe(6 * 60_000 + 40_000);
    expect(delayToNextTick({ cron: '0 * * * *' }, at)).toBe(56 * 60_000 + 40_000);
    expect(delayToNextTick({ everySeconds: 10 }, at)).toBe(10_000);
  });
});

describe('the timer runner (PGlite)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs each job at its ticks, one run at a time, and stops after the run in flight', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T18:03:00.000Z') });
    const cron = countingJob('every-ten-minutes', { cron: '*/10 * * * *' });
    const seconds = countingJob('every-ten-seconds', { everySeconds: 10 });
    const { log, errors } = recordingLog();
    const runs: string[] = [];
    const runner = startTimerRunner({
      db: noDatabase,
      clock: createClock(),
      log,
      jobs: [cron.job, seconds.job],
      onRun: (name) => runs.push(name),
    });
    expect(runner.kind).toBe('timers');

    await vi.advanceTimersByTimeAsync(6 * 60_000 + 59_000);
    expect(cron.state.runs).toBe(0);
    expect(seconds.state.runs).toBe(41);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(cron.state.runs).toBe(1);

    // A run that outlasts its next tick: no second run starts beside it.
    seconds.state.hold = true;
    await vi.advanceTimersByTimeAsync(10_000);
    await seconds.state.started;
    const during = seconds.state.runs;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seconds.state.runs).toBe(during);

    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(stopped).toBe(false);
    seconds.state.release();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect([cron.state.runs, seconds.state.runs]).toEqual([1, during]);
    expect(errors).toEqual([]);
    expect(runs.filter((name) => name === 'every-ten-minutes')).toHaveLength(1);
  });

  it('logs a failed run and runs the job again at its next tick', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T18:03:00.000Z') });
    let attempts = 0;
    const failing: ScheduledJob = {
      name: 'failing',
      schedule: { everySeconds: 10 },
      run: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('la base no contestó');
        return {};
      },
    };
    const { log, errors } = recordingLog();
    const runner = startTimerRunner({ db: noDatabase, clock: createClock(), log, jobs: [failing] });
    await vi.advanceTimersByTimeAsync(20_000);
    await runner.stop();
    expect(attempts).toBe(2);
    expect(errors).toEqual([expect.objectContaining({ job: 'failing' })]);
  });
});

/*
 * pg-boss on PostgreSQL: its schema is made at start, a cron job and a job every few seconds run,
 * and stop waits for the run in flight. Cron ticks are checked every second here (every 30 s in
 * production); pg-boss turns an every-minute line's current minute into a job at once.
 */
const onPostgres = backends().includes('postgres');
if (!onPostgres) console.info('pg-boss runner skipped: no PostgreSQL server binary on this machine');

describe.runIf(onPostgres)('the pg-boss runner (PostgreSQL)', () => {
  let server: TestServer;
  let runner: JobRunner | undefined;

  beforeAll(async () => {
    server = await startServer('postgres');
  }, 120_000);
  afterAll(async () => {
    await runner?.stop();
    await server?.close();
  });

  it('creates its schema, runs cron and every-few-seconds jobs, and stops after the run in flight', async () => {
    const cron = countingJob('every-minute', { cron: '* * * * *' });
    const seconds = countingJob('every-two-seconds', { everySeconds: 2 });
    seconds.state.hold = true;
    const clock = createClock();
    clock.set(NOW);
    const { log, errors } = recordingLog();
    const ran = new Set<string>();
    let bothRan!: () => void;
    const bothRunning = new Promise<void>((resolve) => (bothRan = resolve));
    runner = await startPgBossRunner({
      databaseUrl: server.databaseUrl!,
      db: server.store.db,
      clock,
      log,
      jobs: [cron.job, seconds.job],
      timings: FAST_TIMINGS,
      onRun: (name) => {
        ran.add(name);
        if (ran.has('every-minute')) bothRan();
      },
    });
    expect(runner.kind).toBe('pg-boss');
    const tables = await rowsOf<{ name: string }>(
      server.store.db,
      sql`select table_name as name from information_schema.tables where table_schema = ${JOBS_SCHEMA}`,
    );
    expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['job', 'queue', 'schedule']));

    await bothRunning;
    expect(cron.state.runs).toBeGreaterThanOrEqual(1);
    await seconds.state.started;
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(stopped).toBe(false);
    seconds.state.release();
    await stopping;
    runner = undefined;

    const [held] = await rowsOf<{ state: string }>(
      server.store.db,
      sql`select state from pgboss.job where name = 'every-two-seconds' order by created_on limit 1`,
    );
    expect(held?.state).toBe('completed');
    expect(errors).toEqual([]);
  }, 60_000);
});
