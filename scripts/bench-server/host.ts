import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '#server/app';
import { createClock } from '#server/clock';
import type { ServerConfig } from '#server/config';
import { intArray, openStore, rowsOf } from '#server/db/client';
import { seedDatabase } from '#server/db/seed';
import { MOCK_PROJECT_ID } from '#mocks/identity-token';
import { personas } from '#mocks/personas';
import { startJobs } from '#server/jobs/start-jobs';
import { studioJobs } from '#server/jobs/studio-jobs';
import type { JobRunner } from '#server/jobs/job';
import { NOW } from '#tests/server/support/clock';
import { everyMinute, FAST_TIMINGS, recordingLog } from '#tests/server/support/jobs';
import { explainStatements, statementCapture } from './plans';
import { benchSizes, scaleSeed, type ScaleSummary } from './scaled-seed';
import type { HostFacts, HostReply, HostRequest, JobRun } from './protocol';
import { watchProcess, type DatabaseAccount } from './beside';

/*
 * The server under load, in its own process (forked by scripts/bench-server/main.ts) so the load
 * generator never shares its event loop: the real app (server/app.ts) on PostgreSQL or PGlite,
 * seeded, scaled and clock pinned at the seed's instant. The parent drives it over IPC for what
 * only the database can tell (the rush's invariants, the query plans, the jobs' rows).
 * BENCH_SUMMARY (what the first process's seed built) makes a second process on the same
 * PostgreSQL database: it seeds nothing. BENCH_JOBS=on runs the studio's jobs on pg-boss, every
 * minute instead of their hours, as tests/server/jobs-once.test.ts runs them.
 */

const RUSH_CUSTOMERS = Number(process.env.BENCH_RUSH_CUSTOMERS ?? 200);
const RUSH_PLACES = Number(process.env.BENCH_RUSH_PLACES ?? 10);

const capture = statementCapture();
const watch = watchProcess();

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const store = await openStore(
    { databaseUrl, pgliteDir: process.env.PGLITE_DIR ?? '' },
    { logger: capture.logger },
  );
  const { db } = store;
  const started = Date.now();
  await store.migrate();
  const given = process.env.BENCH_SUMMARY;
  if (!given) await seedDatabase(db, NOW, MOCK_PROJECT_ID);
  const seeded = Date.now();
  const summary: ScaleSummary = given
    ? (JSON.parse(given) as ScaleSummary)
    : await scaleSeed(db, benchSizes(process.env), NOW);
  const scaled = Date.now();

  const rush = { first: summary.lastCustomerId - RUSH_CUSTOMERS + 1, last: summary.lastCustomerId };
  // Bookable classes: generated ones from the day after the pinned now, bound to no package.
  const tomorrow = new Date(NOW.getTime() + 86_400_000).toISOString().slice(0, 10);
  const bookable = await rowsOf<{ id: number }>(
    db,
    sql`select single_class_id as id from single_classes
        where single_class_id > ${summary.classesAfterId}::int and class_date >= ${tomorrow}
          and class_package_id is null and cancelled_at is null
        order by single_class_id`,
  );
  // The rush copies a class whose type numbers its spots (no custom map), as a studio's would.
  const [template] = await rowsOf<{ id: number }>(
    db,
    sql`select c.single_class_id as id from single_classes c
        join class_types t on t.class_type_id = c.class_type_id
        where c.single_class_id = any(${intArray(bookable.map((row) => row.id))})
          and t.spot_map is not null
          and not exists (select 1 from custom_spot_maps m where m.class_type_id = t.class_type_id
            or (',' || replace(coalesce(m.class_types, ''), ' ', '') || ',') like '%,' || t.class_type_id || ',%')
        order by c.single_class_id limit 1`,
  );
  const [counts] = await rowsOf<{ customers: number; classes: number; reservations: number }>(
    db,
    sql`select (select count(*) from customers)::int as customers,
          (select count(*) from single_classes)::int as classes,
          (select count(*) from reservations)::int as reservations`,
  );

  const clock = createClock();
  clock.set(NOW);
  const config: ServerConfig = {
    port: 0,
    databaseUrl,
    pgliteDir: process.env.PGLITE_DIR ?? '',
    uploadsDir: join(tmpdir(), 'studio-bench-uploads'),
    firebaseProjectId: MOCK_PROJECT_ID,
    // Emulator-style tokens, as the server's tests mint them (no emulator process is needed).
    authEmulatorHost: '127.0.0.1:9099',
    testMode: false,
    production: false,
    appOrigins: [],
    // What a deployment runs with, less the per-request lines.
    logLevel: 'warn',
    trustProxyHops: 0,
  };
  const app = await buildApp({ config, db, clock });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const runs: JobRun[] = [];
  const jobsLog = recordingLog();
  let jobs: JobRunner | undefined;
  if (process.env.BENCH_JOBS === 'on' && databaseUrl) {
    jobs = await startJobs({
      databaseUrl,
      db,
      clock,
      log: jobsLog.log,
      // Each run timed: a job whose cost grows with the history shows here first.
      jobs: everyMinute(studioJobs({})).map((job) => ({
        ...job,
        run: async (db, clock) => {
          const began = performance.now();
          const summary = await job.run(db, clock);
          runs.push({ name: job.name, at: Date.now(), ms: performance.now() - began });
          return summary;
        },
      })),
      timings: FAST_TIMINGS,
    });
  }

  const facts: HostFacts = {
    url: address,
    kind: store.kind,
    now: NOW.toISOString(),
    firstCustomerId: summary.firstCustomerId,
    loadCustomers: rush.first - summary.firstCustomerId,
    rushCustomers: RUSH_CUSTOMERS,
    rushPlaces: RUSH_PLACES,
    bookableClassIds: bookable.map((row) => row.id),
    counts: counts!,
    seedMs: seeded - started,
    scaleMs: scaled - seeded,
    summary,
    jobs: Boolean(jobs),
    jobNames: studioJobs({}).map((job) => job.name),
  };

  // PostgreSQL's checkpoints so far, and when the watch started: what happened beside a run.
  let watched = { at: new Date(), checkpoints: 0 };
  const checkpoints = async () =>
    store.kind === 'postgres'
      ? (
          await rowsOf<{ n: number }>(
            db,
            sql`select (checkpoints_timed + checkpoints_req)::int as n from pg_stat_bgwriter`,
          )
        )[0]!.n
      : 0;
  async function databaseAccount(): Promise<DatabaseAccount> {
    if (store.kind !== 'postgres') return { autovacuum: [], checkpoints: 0 };
    const since = watched.at.toISOString();
    const tables = await rowsOf<{ name: string }>(
      db,
      sql`select relname || ' (ended)' as name from pg_stat_user_tables
            where last_autovacuum >= ${since}::timestamptz or last_autoanalyze >= ${since}::timestamptz
          union all
          select query as name from pg_stat_activity where backend_type = 'autovacuum worker'`,
    );
    return {
      autovacuum: tables.map((row) => row.name),
      checkpoints: (await checkpoints()) - watched.checkpoints,
    };
  }

  async function answer(request: HostRequest): Promise<HostReply> {
    switch (request.type) {
      case 'rush:prepare': {
        await db.execute(
          sql`update available_classes set available_classes = 1
              where customer_id between ${rush.first}::int and ${rush.last}::int`,
        );
        const [created] = await rowsOf<{ id: number }>(
          db,
          sql`insert into single_classes (class_date, capacity, location_id, class_type_id)
              select class_date, ${RUSH_PLACES}::int, location_id, class_type_id
              from single_classes where single_class_id = ${template!.id}::int
              returning single_class_id as id`,
        );
        return { type: 'rush:prepared', classId: created!.id };
      }
      case 'rush:check': {
        const [row] = await rowsOf<{ active: number; spots: number; spent: number; outsiders: number }>(
          db,
          sql`select
                (select count(*) from reservations r where r.single_class_id = ${request.classId}::int
                  and r.deleted_at is null)::int as active,
                (select count(distinct r.spot) from reservations r where r.single_class_id = ${request.classId}::int
                  and r.deleted_at is null)::int as spots,
                (select coalesce(sum(1 - a.available_classes), 0) from available_classes a
                  where a.customer_id between ${rush.first}::int and ${rush.last}::int)::int as spent,
                (select count(*) from reservations r where r.single_class_id = ${request.classId}::int
                  and r.deleted_at is null
                  and r.customer_id not between ${rush.first}::int and ${rush.last}::int)::int as outsiders`,
        );
        return { type: 'rush:checked', ...row! };
      }
      case 'plans:capture':
        capture.start();
        return { type: 'plans:capturing' };
      case 'plans:explain': {
        capture.stop();
        return { type: 'plans:explained', ...(await explainStatements(db, capture.statements)) };
      }
      case 'jobs:due': {
        // Ilimitada missed the three latest generated classes before now (studio offsets up to
        // -7 h included); Ana holds a place in the first class open tomorrow, within a day.
        const before = new Date(NOW.getTime() - 7 * 3_600_000).toISOString();
        const missed = await rowsOf<{ id: number }>(
          db,
          sql`select single_class_id as id from single_classes
              where single_class_id > ${summary.classesAfterId}::int and class_date < ${before}
              order by class_date desc limit 3`,
        );
        await db.execute(sql`
          insert into reservations (single_class_id, customer_id, is_cash, is_paid, created_at)
          select unnest(${intArray(missed.map((row) => row.id))}), ${personas.ilimitada.customer_id}::int,
            false, true, ${NOW.toISOString()}::timestamptz - interval '8 days'`);
        const [reminded] = await rowsOf<{ id: number }>(
          db,
          sql`insert into reservations (single_class_id, customer_id, is_cash, is_paid, created_at)
              values (${bookable[0]!.id}::int, ${personas.ana.customer_id}::int, false, true, ${NOW.toISOString()})
              returning class_reservation_id as id`,
        );
        return {
          type: 'jobs:due-written',
          penalizedCustomerId: personas.ilimitada.customer_id,
          remindedReservationId: reminded!.id,
          at: Date.now(),
        };
      }
      case 'jobs:runs':
        return { type: 'jobs:ran', runs };
      case 'jobs:run': {
        // One run outside the queue, so its statements are captured and explained like a read's.
        const job = studioJobs({}).find((each) => each.name === request.name)!;
        await job.run(db, clock);
        return { type: 'jobs:done' };
      }
      case 'jobs:check': {
        const [row] = await rowsOf<{
          penalties: number;
          reminders: number;
          duplicateMails: number;
          mails: number;
        }>(
          db,
          sql`select
                (select count(*) from penalties where customer_id = ${request.due.penalizedCustomerId}::int
                  and created_at >= ${new Date(NOW.getTime() - 60_000).toISOString()})::int as penalties,
                (select count(*) from sent_mails
                  where event_key = ${`class-reminder:${request.due.remindedReservationId}`})::int as reminders,
                (select count(*) from (select event_key from sent_mails group by event_key
                  having count(*) > 1) twice)::int as "duplicateMails",
                (select count(*) from sent_mails)::int as mails`,
        );
        return { type: 'jobs:checked', ...row! };
      }
      case 'watch:start':
        watched = { at: new Date(), checkpoints: await checkpoints() };
        watch.start();
        return { type: 'watch:started' };
      case 'watch:stop': {
        const account = watch.stop(runs);
        return {
          type: 'watch:stopped',
          account,
          ...(request.database ? { database: await databaseAccount() } : {}),
        };
      }
      case 'close':
        await jobs?.stop();
        if (jobsLog.errors.length) console.error('job errors:', jobsLog.errors);
        await app.close();
        await store.close();
        return { type: 'closed' };
    }
  }

  process.on('message', (request: HostRequest) => {
    answer(request).then(
      (reply) => {
        process.send!(reply);
        if (reply.type === 'closed') process.disconnect();
      },
      (error: unknown) => process.send!({ type: 'error', message: String((error as Error).stack ?? error) }),
    );
  });
  process.send!({ type: 'ready', facts } satisfies HostReply);
}

main().catch((error: unknown) => {
  process.send?.({ type: 'error', message: String((error as Error).stack ?? error) });
  process.exitCode = 1;
  process.disconnect?.();
});
