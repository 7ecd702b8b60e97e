import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personas, type PersonaKey } from '#mocks/personas';
import type { SeededSchedule } from '#mocks/seed/schedule';
import { bookingSettings } from '#server/booking/facts';
import { givePenaltyIfEarned } from '#server/booking/penalty';
import { readConfig } from '#server/config';
import { openPostgres, type Database } from '#server/db/client';
import {
  availableClasses,
  classTypes,
  customers,
  penalties,
  reservations,
  sentMails,
  singleClasses,
} from '#server/db/schema';
import { remindTomorrowsClasses } from '#server/jobs/class-reminders';
import { endExpiredMemberships } from '#server/jobs/membership-expiry';
import { giveNoShowPenalties } from '#server/jobs/no-show-penalties';
import { NOW } from './support/clock';
import { seededSchedule } from './support/booking';
import { backends, startServer, type TestServer } from './support/harness';
import { holdLock, queuedBehindLocks } from './support/locks';

/*
 * The studio's scheduled jobs (decision 067), each called as its runner calls it, with a pinned
 * clock. NOW is Wednesday 25 November, noon in the studio (18:00 UTC); the seed's classes run from
 * last week to next week.
 */
const [WEDNESDAY, THURSDAY, FRIDAY] = [2, 3, 4];
/** Saturday of this week, noon in the studio: after this week's evening classes. */
const SATURDAY_NOON = new Date('2026-11-28T18:00:00.000Z');
const DAY_MS = 86_400_000;
const daysAfterNow = (days: number) => new Date(NOW.getTime() + days * DAY_MS);

let schedule: SeededSchedule;
beforeAll(async () => {
  schedule = await seededSchedule();
});

/** A live reservation stored as a booking stores it (the credit's bookkeeping left out). */
async function reserve(db: Database, who: PersonaKey, single_class_id: number): Promise<number> {
  const [row] = await db
    .insert(reservations)
    .values({ single_class_id, customer_id: personas[who].customer_id, createdAt: NOW.toISOString() })
    .returning();
  return row!.class_reservation_id;
}

/** The persona misses this week's 18:00 classes on these days (nobody marks attendance). */
async function misses(db: Database, who: PersonaKey, weekdays: number[]) {
  for (const weekday of weekdays) await reserve(db, who, schedule.classAt(0, weekday, '18:00'));
}

/** Gives a persona an unlimited membership for 30 days, as a purchase stores one. */
async function makeUnlimited(db: Database, who: PersonaKey) {
  await db
    .update(customers)
    .set({ has_unlimited: true, unlimited_membership_expiration: daysAfterNow(30).toISOString() })
    .where(eq(customers.customer_id, personas[who].customer_id));
}

const penaltiesOf = (db: Database, who: PersonaKey) =>
  db.select().from(penalties).where(eq(penalties.customer_id, personas[who].customer_id));

/** What the penalties list, a reservation or a promotion does when it looks (decision 052). */
async function lookLazily(db: Database, who: PersonaKey, now: Date) {
  return db.transaction(async (tx) => {
    const within = tx as unknown as Database;
    return givePenaltyIfEarned(within, personas[who].customer_id, await bookingSettings(within), now);
  });
}

describe.each(backends())('the scheduled jobs, on %s', (backend) => {
  let server: TestServer;
  let db: Database;

  beforeAll(async () => {
    server = await startServer(backend);
    db = server.store.db;
  }, 120_000);
  afterAll(() => server?.close());

  it('penalises an unlimited member after her third no-show in a row, once', async () => {
    await misses(db, 'ilimitada', [WEDNESDAY, THURSDAY, FRIDAY]);
    expect(await giveNoShowPenalties(db, NOW)).toEqual({ penalised: [] });

    expect(await giveNoShowPenalties(db, SATURDAY_NOON)).toEqual({
      penalised: [personas.ilimitada.customer_id],
    });
    expect(await penaltiesOf(db, 'ilimitada')).toEqual([
      expect.objectContaining({
        end_date: new Date(SATURDAY_NOON.getTime() + 7 * DAY_MS).toISOString(),
        createdAt: SATURDAY_NOON.toISOString(),
      }),
    ]);

    // Run again at the same instant, and looked at lazily afterwards: nothing more.
    expect(await giveNoShowPenalties(db, SATURDAY_NOON)).toEqual({ penalised: [] });
    expect((await lookLazily(db, 'ilimitada', SATURDAY_NOON)).given).toBeUndefined();
    expect(await penaltiesOf(db, 'ilimitada')).toHaveLength(1);
  });

  it('gives no second penalty to a member whose penalties list gave it first', async () => {
    await makeUnlimited(db, 'sincreditos');
    await misses(db, 'sincreditos', [WEDNESDAY, THURSDAY, FRIDAY]);
    expect((await lookLazily(db, 'sincreditos', SATURDAY_NOON)).given).toBeDefined();

    expect(await giveNoShowPenalties(db, SATURDAY_NOON)).toEqual({ penalised: [] });
    expect(await penaltiesOf(db, 'sincreditos')).toHaveLength(1);
  });

  it('gives none for two no-shows, or while the studio has penalties off', async () => {
    await makeUnlimited(db, 'terminos');
    await misses(db, 'terminos', [THURSDAY, FRIDAY]);
    expect(await giveNoShowPenalties(db, SATURDAY_NOON)).toEqual({ penalised: [] });

    await misses(db, 'terminos', [WEDNESDAY]);
    await db.execute(
      sql`update app_config set value = 'false' where key = 'unlimited_membership_penalties_enabled'`,
    );
    expect(await giveNoShowPenalties(db, SATURDAY_NOON)).toEqual({ penalised: [] });
    await db.execute(
      sql`update app_config set value = 'true' where key = 'unlimited_membership_penalties_enabled'`,
    );
    expect(await giveNoShowPenalties(db, SATURDAY_NOON)).toEqual({
      penalised: [personas.terminos.customer_id],
    });
  });

  it('stores the end of a membership once its date has passed', async () => {
    const penalizada = personas.penalizada.customer_id;
    const customerRow = async (customer_id: number) =>
      (await db.select().from(customers).where(eq(customers.customer_id, customer_id)))[0]!;
    expect(await endExpiredMemberships(db, NOW)).toEqual({ updated: [] });
    expect(await customerRow(penalizada)).toMatchObject({ has_unlimited: true });

    // penalizada's 20 days (flag and unlimited row) are over three weeks on; ilimitada's 30 are not.
    const later = daysAfterNow(21);
    expect(await endExpiredMemberships(db, later)).toEqual({ updated: [penalizada] });
    expect(await customerRow(penalizada)).toMatchObject({
      has_unlimited: false,
      unlimited_membership_expiration: null,
    });
    expect(await endExpiredMemberships(db, later)).toEqual({ updated: [] });
  });

  it('keeps a member unlimited through an unlimited credits row that outlives the membership', async () => {
    const ilimitada = personas.ilimitada.customer_id;
    const [row] = await db
      .select()
      .from(availableClasses)
      .where(and(eq(availableClasses.customer_id, ilimitada), eq(availableClasses.available_classes, -1)));
    await db
      .update(customers)
      .set({ unlimited_membership_expiration: daysAfterNow(5).toISOString() })
      .where(eq(customers.customer_id, ilimitada));

    expect(await endExpiredMemberships(db, daysAfterNow(10))).toEqual({ updated: [ilimitada] });
    const [stored] = await db.select().from(customers).where(eq(customers.customer_id, ilimitada));
    expect(stored).toMatchObject({
      has_unlimited: true,
      unlimited_membership_expiration: row!.expiration_date,
    });
    expect(await endExpiredMemberships(db, daysAfterNow(10))).toEqual({ updated: [] });
  });

  it('records one reminder per reservation of a class starting within the next day, once', async () => {
    const tonight = schedule.classAt(0, WEDNESDAY, '19:30');
    const reminded = await reserve(db, 'incompleta', tonight);
    const tomorrowEvening = await reserve(db, 'incompleta', schedule.classAt(0, THURSDAY, '19:30'));
    const cancelled = await reserve(db, 'incompleta', schedule.classAt(0, WEDNESDAY, '07:00'));
    await db
      .update(reservations)
      .set({ deletedAt: NOW.toISOString() })
      .where(eq(reservations.class_reservation_id, cancelled));
    const [type] = await db
      .select({ name: classTypes.name })
      .from(singleClasses)
      .innerJoin(classTypes, eq(classTypes.class_type_id, singleClasses.class_type_id))
      .where(eq(singleClasses.single_class_id, tonight));

    const { recorded } = await remindTomorrowsClasses(db, NOW);
    expect(recorded).toContain(reminded);
    expect(recorded).not.toContain(tomorrowEvening);
    expect(recorded).not.toContain(cancelled);
    const mails = await db
      .select()
      .from(sentMails)
      .where(eq(sentMails.customer_id, personas.incompleta.customer_id));
    expect(mails).toEqual([
      expect.objectContaining({
        to: personas.incompleta.email,
        subject: `Recordatorio: ${type!.name} 25/11/2026 19:30`,
        body: `Hola Irene: te esperamos en la clase ${type!.name} del 25/11/2026 19:30. Si no puedes asistir, cancela tu reservación desde Mis Reservaciones para liberar tu lugar.`,
        createdAt: NOW.toISOString(),
        delivered_at: null,
      }),
    ]);

    const outbox = async () => (await db.select().from(sentMails)).length;
    const before = await outbox();
    expect(await remindTomorrowsClasses(db, NOW)).toEqual({ recorded: [] });
    expect(await outbox()).toBe(before);

    // Thursday at 08:00 in the studio, Thursday evening's class is within the day.
    const thursdayMorning = new Date('2026-11-26T14:00:00.000Z');
    expect((await remindTomorrowsClasses(db, thursdayMorning)).recorded).toContain(tomorrowEvening);
  });

  it('reminds nobody of a class the studio cancelled', async () => {
    const friday = schedule.classAt(0, FRIDAY, '09:00');
    const reservation = await reserve(db, 'incompleta', friday);
    await db
      .update(singleClasses)
      .set({ cancelled_at: NOW.toISOString() })
      .where(eq(singleClasses.single_class_id, friday));
    const thursdayNoon = new Date('2026-11-26T18:00:00.000Z');
    expect((await remindTomorrowsClasses(db, thursdayNoon)).recorded).not.toContain(reservation);
  });
});

/*
 * The job and a lazy look at the same member at the same moment (PostgreSQL only: PGlite runs one
 * transaction at a time). Both lock the customer's row first; the test holds that lock, queues
 * the two behind it in a chosen order and lets go: the first gives the penalty, the second sees
 * it and gives none.
 */
const onPostgres = backends().includes('postgres');

describe.runIf(onPostgres)('the no-show job racing a lazy look, on postgres', () => {
  let server: TestServer;
  let db: Database;
  let second: ReturnType<typeof openPostgres>;

  beforeAll(async () => {
    server = await startServer('postgres');
    db = server.store.db;
    second = openPostgres(server.databaseUrl!);
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await server?.close();
  });

  it.each([['the job first'], ['the lazy look first']])(
    'gives one penalty when %s takes the member',
    async (order) => {
      const who: PersonaKey = order === 'the job first' ? 'sincreditos' : 'terminos';
      await makeUnlimited(db, who);
      await misses(db, who, [WEDNESDAY, THURSDAY, FRIDAY]);
      const release = await holdLock(db, (tx) =>
        tx.select().from(customers).where(eq(customers.customer_id, personas[who].customer_id)).for('update'),
      );

      let job!: ReturnType<typeof giveNoShowPenalties>;
      let lazy!: ReturnType<typeof lookLazily>;
      // The job on a pool of its own, as another server process would run it.
      const startJob = () => (job = giveNoShowPenalties(second.db, SATURDAY_NOON));
      const startLazy = () => (lazy = lookLazily(db, who, SATURDAY_NOON));
      const steps = order === 'the job first' ? [startJob, startLazy] : [startLazy, startJob];
      for (const [index, step] of steps.entries()) {
        step();
        await queuedBehindLocks(db, index + 1);
      }
      await release();

      const [jobResult, lazyResult] = await Promise.all([job, lazy]);
      if (order === 'the job first') {
        expect(jobResult.penalised).toEqual([personas[who].customer_id]);
        expect(lazyResult.given).toBeUndefined();
      } else {
        expect(jobResult.penalised).toEqual([]);
        expect(lazyResult.given).toBeDefined();
      }
      expect(await penaltiesOf(db, who)).toHaveLength(1);
    },
  );
});

describe('the JOBS setting', () => {
  it('runs the jobs unless the server is in test mode, whose clock the tests move', () => {
    expect(readConfig({}).jobs).toBe(true);
    expect(readConfig({ STUDIO_TEST_MODE: '1' }).jobs).toBe(false);
    expect(readConfig({ STUDIO_TEST_MODE: '1', JOBS: 'on' }).jobs).toBe(true);
    expect(readConfig({ JOBS: 'off' }).jobs).toBe(false);
    expect(() => readConfig({ JOBS: 'sí' })).toThrow('JOBS debe ser on u off (es "sí").');
  });
});
