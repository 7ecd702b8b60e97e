import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personas } from '#mocks/personas';
import { createClock } from '#server/clock';
import { openPostgres, type Database } from '#server/db/client';
import { availableClasses, customers, penalties, reservations, sentMails } from '#server/db/schema';
import { didSomething, type JobRunner, type ScheduledJob } from '#server/jobs/job';
import { startPgBossRunner } from '#server/jobs/pg-boss-runner';
import { studioJobs } from '#server/jobs/studio-jobs';
import { smtpTransport } from '#server/mail/deliver';
import { seededSchedule } from './support/booking';
import { backends, startServer, type TestServer } from './support/harness';
import { everyMinute, FAST_TIMINGS, recordingLog } from './support/jobs';
import { startSmtpCatcher } from './support/smtp-catcher';

/*
 * Exactly once across processes (decision 067): two pg-boss runners, each with its own pool as two
 * server processes would have, on one PostgreSQL database with work waiting for every job. Each
 * job's work is found done once (rows counted), and every job run again at the same instant
 * changes nothing. The studio's cron lines are made every minute here, so pg-boss turns the
 * current minute into a job at once; mail delivery runs every 2 s instead of 10.
 */
const onPostgres = backends().includes('postgres');
if (!onPostgres) console.info('jobs across processes skipped: no PostgreSQL server binary on this machine');

/** Saturday noon in the studio: this week's evening classes are over, Sunday's are tomorrow. */
const SATURDAY_NOON = new Date('2026-11-28T18:00:00.000Z');
const [WEDNESDAY, THURSDAY, FRIDAY, SUNDAY] = [2, 3, 4, 6];
const FROM = '"Lumen Estudio" <hola@estudio.mx>';

describe.runIf(onPostgres)('the scheduled jobs on two processes, on postgres', () => {
  let server: TestServer;
  let db: Database;
  let second: ReturnType<typeof openPostgres>;
  let catcher: Awaited<ReturnType<typeof startSmtpCatcher>>;
  const runners: JobRunner[] = [];

  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    server = await startServer('postgres');
    db = server.store.db;
    second = openPostgres(server.databaseUrl!);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    await second?.close();
    await server?.close();
    await catcher?.close();
  });

  const jobs = (): ScheduledJob[] =>
    everyMinute(studioJobs({ mailTransport: smtpTransport({ smtpUrl: catcher.url, from: FROM }) }));

  const rowsOf = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;

  it("does each job's work once, and a rerun at the same instant changes nothing", async () => {
    const schedule = await seededSchedule();
    const at = (weekday: number, time: string) => schedule.classAt(0, weekday, time);
    // Work for every job: ilimitada's three no-shows, penalizada's membership date passed, two of
    // tomorrow's reservations to remind, and every reminder to deliver.
    await db.insert(reservations).values(
      [WEDNESDAY, THURSDAY, FRIDAY].map((weekday) => ({
        single_class_id: at(weekday, '18:00'),
        customer_id: personas.ilimitada.customer_id,
        createdAt: SATURDAY_NOON.toISOString(),
      })),
    );
    await db
      .update(customers)
      .set({ unlimited_membership_expiration: '2026-11-27T00:00:00.000Z' })
      .where(eq(customers.customer_id, personas.penalizada.customer_id));
    const sunday = await db
      .insert(reservations)
      .values(
        (['incompleta', 'terminos'] as const).map((who) => ({
          single_class_id: at(SUNDAY, '10:00'),
          customer_id: personas[who].customer_id,
          createdAt: SATURDAY_NOON.toISOString(),
        })),
      )
      .returning();

    const clock = createClock();
    clock.set(SATURDAY_NOON);
    const runs: Record<string, number> = {};
    const { log, errors } = recordingLog();
    const cronJobs = jobs().filter((job) => 'cron' in job.schedule);
    let allRan!: () => void;
    const everyJobRan = new Promise<void>((resolve) => (allRan = resolve));
    const start = (store: { db: Database }) =>
      startPgBossRunner({
        databaseUrl: server.databaseUrl!,
        db: store.db,
        clock,
        log,
        jobs: jobs(),
        timings: FAST_TIMINGS,
        onRun: (name) => {
          runs[name] = (runs[name] ?? 0) + 1;
          if (cronJobs.every((job) => runs[job.name])) allRan();
        },
      });
    runners.push(...(await Promise.all([start(server.store), start(second)])));

    await everyJobRan;
    const undelivered = () =>
      rowsOf(db.select({ n: count() }).from(sentMails).where(isNull(sentMails.delivered_at)));
    while ((await undelivered()) > 0) await new Promise((resolve) => setTimeout(resolve, 200));
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    expect(errors).toEqual([]);

    const penaltiesOf = (customer_id: number) =>
      rowsOf(db.select({ n: count() }).from(penalties).where(eq(penalties.customer_id, customer_id)));
    expect(await penaltiesOf(personas.ilimitada.customer_id)).toBe(1);
    const [penalizada] = await db
      .select()
      .from(customers)
      .where(eq(customers.customer_id, personas.penalizada.customer_id));
    // Her membership ended; her unlimited credits row (20 days from the seed) keeps her unlimited.
    const [unlimitedRow] = await db
      .select()
      .from(availableClasses)
      .where(eq(availableClasses.customer_id, personas.penalizada.customer_id));
    expect(penalizada).toMatchObject({
      has_unlimited: true,
      unlimited_membership_expiration: unlimitedRow!.expiration_date,
    });
    for (const reservation of sunday) {
      const reminders = await db
        .select()
        .from(sentMails)
        .where(eq(sentMails.event_key, `class-reminder:${reservation.class_reservation_id}`));
      expect(reminders).toHaveLength(1);
      expect(catcher.mails.filter((mail) => mail.to.includes(reminders[0]!.to))).toHaveLength(1);
    }
    // Every mail delivered reached the catcher once.
    const delivered = await db.select().from(sentMails);
    expect(catcher.mails).toHaveLength(delivered.length);

    // The same instant again, each job called as a runner calls it: nothing left to do.
    for (const job of jobs()) expect(didSomething(await job.run(db, clock))).toBe(false);
    expect(await penaltiesOf(personas.ilimitada.customer_id)).toBe(1);
    expect(await rowsOf(db.select({ n: count() }).from(sentMails))).toBe(delivered.length);
    expect(catcher.mails).toHaveLength(delivered.length);
  }, 90_000);
});
