import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { personas } from '#mocks/personas';
import type { SeededSchedule } from '#mocks/seed/schedule';
import { addDays, dateOnly, studioWeekStart } from '#mocks/seed/time';
import { classTypes, singleClasses, singleClassInstructors } from '#server/db/schema';
import { classViewCache } from '#server/services/class-view-cache';
import type { Database } from '#server/db/client';
import { scheduleCache, type ClassView } from '#server/services/schedule-cache';
import type { ClassViewWithOwners } from '#server/services/single-class-views';
import { seededSchedule, WEDNESDAY } from './support/booking';
import { NOW } from './support/clock';
import {
  behaviourBackends,
  bearer,
  startSecondServer,
  startServer,
  type TestServer,
} from './support/harness';

type Place = { class_reservation_id: number; customer_id?: number; spot: number | string | null };
type ShownClass = {
  single_class_id: number;
  capacity: number | null;
  class_type: { name: string };
  class_instructors: Array<{ instructor_id: number }>;
  class_reservations: Place[];
};
type Week = { days: Array<{ single_classes: ShownClass[] }> };
const TUESDAY = 1;

/*
 * The week's schedule is served from a cache (decision 056), and Mis Reservaciones' classes from
 * another (decision 079), both kept by revisions. Whatever changes what they show, written by
 * this server process or by another on the same database, shows in the next read.
 */
describe.each(behaviourBackends())('the cached week on %s', (backend) => {
  let schedule: SeededSchedule;
  let server: TestServer;
  /** A second server on the same database (PostgreSQL: its own pool, as a second process). */
  let other: { app: FastifyInstance; close(): Promise<void> };

  beforeAll(async () => {
    schedule = await seededSchedule();
    server = await startServer(backend);
    other = await startSecondServer(server);
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await server?.close();
  });

  const nextWeek = () => {
    const monday = studioWeekStart(addDays(NOW, 7));
    return `start_date=${dateOnly(monday.toISOString())}&end_date=${dateOnly(addDays(monday, 6).toISOString())}`;
  };
  async function classInWeek(id: number, headers: Record<string, string> = {}) {
    const answer = await server.app.inject({
      method: 'GET',
      url: `/api/single_class?${nextWeek()}`,
      headers,
    });
    expect(answer.statusCode).toBe(200);
    return answer
      .json<Week>()
      .days.flatMap((day) => day.single_classes)
      .find((singleClass) => singleClass.single_class_id === id)!;
  }

  it('shows a place taken through another server process, named only to its customer', async () => {
    const id = schedule.classAt(1, WEDNESDAY, '09:00');
    const before = await classInWeek(id);
    await classInWeek(id, bearer('ana'));
    const reserved = await other.app.inject({
      method: 'POST',
      url: '/api/class_reservations',
      headers: bearer('ana'),
      payload: { single_class_id: id },
    });
    expect(reserved.statusCode).toBe(200);
    const visitor = await classInWeek(id);
    expect(visitor.class_reservations).toHaveLength(before.class_reservations.length + 1);
    expect(visitor.class_reservations.filter((place) => 'customer_id' in place)).toEqual([]);
    const ana = await classInWeek(id, bearer('ana'));
    expect(ana.class_reservations.filter((place) => place.customer_id === personas.ana.customer_id)).toEqual([
      expect.objectContaining({
        class_reservation_id: reserved.json().class_reservation.class_reservation_id,
      }),
    ]);

    const cancelled = await other.app.inject({
      method: 'POST',
      url: `/api/class_reservations/${reserved.json().class_reservation.class_reservation_id}/cancel`,
      headers: bearer('ana'),
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await classInWeek(id)).class_reservations).toHaveLength(before.class_reservations.length);
  });

  /**
   * Changes class `id` in the database behind the server's back (its capacity, its coaches, its
   * type's name) and expects each change in the next `read` of it.
   */
  /** `capacity`: whether the read shows the class's places (Mis Reservaciones' rows do not, 090). */
  async function expectChangesShown(
    id: number,
    read: (id: number) => Promise<ShownClass>,
    { capacity = true } = {},
  ) {
    const before = await read(id);
    const db = server.store.db;
    if (capacity) {
      await db.update(singleClasses).set({ capacity: 31 }).where(eq(singleClasses.single_class_id, id));
      expect((await read(id)).capacity).toBe(31);
    }

    const coach = before.class_instructors[0]!.instructor_id;
    await db.delete(singleClassInstructors).where(eq(singleClassInstructors.single_class_id, id));
    expect((await read(id)).class_instructors).toEqual([]);
    await db
      .insert(singleClassInstructors)
      .values({ single_class_id: id, instructor_id: coach, position: 0 });
    expect((await read(id)).class_instructors.map((link) => link.instructor_id)).toEqual([coach]);

    const [row] = await db.select().from(singleClasses).where(eq(singleClasses.single_class_id, id));
    await db
      .update(classTypes)
      .set({ name: `${before.class_type.name} (renombrada)` })
      .where(eq(classTypes.class_type_id, row!.class_type_id));
    expect((await read(id)).class_type.name).toBe(`${before.class_type.name} (renombrada)`);
  }

  it('shows a class, its coaches and its type as changed in the database', async () => {
    await expectChangesShown(schedule.classAt(1, WEDNESDAY, '18:00'), (id) => classInWeek(id));
  });

  /** Her upcoming reservation of class `id`, as Mis Reservaciones lists it (decision 079). */
  async function anasReservedClass(id: number): Promise<ShownClass> {
    const answer = await server.app.inject({
      method: 'GET',
      url: '/api/class_reservations?filter=upcoming',
      headers: bearer('ana'),
    });
    expect(answer.statusCode).toBe(200);
    return answer
      .json<{ class_reservations: Array<{ single_class_id: number; single_class: ShownClass }> }>()
      .class_reservations.find((row) => row.single_class_id === id)!.single_class;
  }

  it('shows in Mis Reservaciones her class without the places others take in it, whichever process wrote', async () => {
    const id = schedule.classAt(1, TUESDAY, '09:00');
    const reserved = await other.app.inject({
      method: 'POST',
      url: '/api/class_reservations',
      headers: bearer('ilimitada'),
      payload: { single_class_id: id },
    });
    expect(reserved.statusCode).toBe(200);
    // Decision 090: her row names the class, never the places other customers took in it.
    expect(await anasReservedClass(id)).not.toHaveProperty('class_reservations');
  });

  it('shows in Mis Reservaciones her class, its coaches and its type as changed in the database', async () => {
    await expectChangesShown(schedule.classAt(1, TUESDAY, '09:00'), anasReservedClass, { capacity: false });
  });

  it("sends a visitor's week compressed, the same answer as uncompressed, and a customer's own places compressed for her alone", async () => {
    const plain = await server.app.inject({ method: 'GET', url: `/api/single_class?${nextWeek()}` });
    const compressed = await server.app.inject({
      method: 'GET',
      url: `/api/single_class?${nextWeek()}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(compressed.headers.vary).toContain('Authorization');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());

    const anas = await server.app.inject({
      method: 'GET',
      url: `/api/single_class?${nextWeek()}`,
      headers: { 'accept-encoding': 'gzip', ...bearer('ana') },
    });
    expect(anas.statusCode).toBe(200);
    // Her own week is compressed for her alone, not taken from the visitors' bytes.
    expect(anas.headers['content-encoding']).toBe('gzip');
    expect(anas.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const named = (JSON.parse(gunzipSync(anas.rawPayload).toString('utf8')) as Week).days
      .flatMap((day) => day.single_classes.flatMap((singleClass) => singleClass.class_reservations))
      .filter((place) => 'customer_id' in place);
    expect(named.map((place) => place.customer_id)).toEqual([
      personas.ana.customer_id,
      personas.ana.customer_id,
      personas.ana.customer_id,
    ]);
  });

  it('shows the seed again after the test reset', async () => {
    const id = schedule.classAt(1, WEDNESDAY, '09:00');
    const seeded = (await classInWeek(id)).class_reservations.length;
    await server.app.inject({
      method: 'POST',
      url: '/api/class_reservations',
      headers: bearer('ana'),
      payload: { single_class_id: id },
    });
    expect((await classInWeek(id)).class_reservations).toHaveLength(seeded + 1);
    await server.app.inject({ method: 'POST', url: '/api/__test__/reset', payload: {} });
    expect((await classInWeek(id)).class_reservations).toHaveLength(seeded);
  });
});

describe('the schedule cache', () => {
  const view = (id: number, owners: number[]) =>
    ({
      single_class_id: id,
      class_date: '2026-12-02T09:00:00.000Z',
      class_reservations: owners.map((customer_id, index) => ({
        single_class_id: id,
        class_reservation_id: id * 10 + index,
        customer_id,
        spot: index + 1,
      })),
    }) as unknown as ClassViewWithOwners;
  const oneDay = (views: ClassView[]) => [{ date: '2026-12-02', single_classes: views }];

  it('builds once per fingerprint and again when it changes', async () => {
    const cache = scheduleCache();
    const build = vi.fn(async () => [view(1, [7, 8])]);
    await cache.days('week', 'r1', build, oneDay, null);
    await cache.days('week', 'r1', build, oneDay, 7);
    expect(build).toHaveBeenCalledTimes(1);
    await cache.days('week', 'r2', build, oneDay, null);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('builds a new fingerprint once for the readers who ask while it is built, and again after a failure', async () => {
    const cache = scheduleCache();
    let finish!: (views: ClassViewWithOwners[]) => void;
    const build = vi.fn(
      () =>
        new Promise<ClassViewWithOwners[]>((resolve) => {
          finish = resolve;
        }),
    );
    const readers = [null, 7, null].map((reader) => cache.days('week', 'r1', build, oneDay, reader));
    expect(build).toHaveBeenCalledTimes(1);
    // A reader who saw a newer fingerprint does not take the build of the older one.
    const newer = cache.days('week', 'r2', async () => [view(2, [])], oneDay, null);
    finish([view(1, [7])]);
    const answers = await Promise.all(readers);
    expect(answers.map(({ days }) => days[0]!.single_classes[0]!.single_class_id)).toEqual([1, 1, 1]);
    expect((await newer).days[0]!.single_classes[0]!.single_class_id).toBe(2);

    const failing = vi.fn(async (): Promise<ClassViewWithOwners[]> => {
      throw new Error('the database went away');
    });
    const refused = [
      cache.days('week', 'r3', failing, oneDay, null),
      cache.days('week', 'r3', failing, oneDay, 7),
    ];
    await expect(Promise.all(refused)).rejects.toThrow('the database went away');
    expect(failing).toHaveBeenCalledTimes(1);
    const again = await cache.days('week', 'r3', async () => [view(3, [])], oneDay, null);
    expect(again.days[0]!.single_classes[0]!.single_class_id).toBe(3);
  });

  it("names only the reader's own places, and none to a visitor", async () => {
    const cache = scheduleCache();
    const build = async () => [view(1, [7, 8]), view(2, [8])];
    const places = ({ days }: Awaited<ReturnType<typeof cache.days>>) =>
      days.flatMap((day) => day.single_classes.map((singleClass) => singleClass.class_reservations));
    expect(places(await cache.days('week', 'r1', build, oneDay, null))).toEqual([
      [
        { class_reservation_id: 10, spot: 1 },
        { class_reservation_id: 11, spot: 2 },
      ],
      [{ class_reservation_id: 20, spot: 1 }],
    ]);
    expect(places(await cache.days('week', 'r1', build, oneDay, 7))).toEqual([
      [
        { class_reservation_id: 10, customer_id: 7, spot: 1 },
        { class_reservation_id: 11, spot: 2 },
      ],
      [{ class_reservation_id: 20, spot: 1 }],
    ]);
  });
});

describe('the class view cache', () => {
  type Row = typeof singleClasses.$inferSelect;
  const row = (id: number, revision: number) => ({ single_class_id: id, revision }) as Row;
  const db = {} as Database;
  const viewsOf = (rows: Row[]) =>
    rows.map(
      (each) =>
        ({
          single_class_id: each.single_class_id,
          revision: each.revision,
        }) as unknown as ClassViewWithOwners,
    );

  it('builds each class at a stamp once for the readers who ask while it is built, and again after a failure', async () => {
    const batches: Array<{ ids: number[]; finish(): void; fail(): void }> = [];
    const build = vi.fn(
      (_db: Database, rows: Row[]) =>
        new Promise<ClassViewWithOwners[]>((resolve, reject) => {
          batches.push({
            ids: rows.map((each) => each.single_class_id),
            finish: () => resolve(viewsOf(rows)),
            fail: () => reject(new Error('the database went away')),
          });
        }),
    );
    const cache = classViewCache(100, build);
    const first = cache.views(db, [row(1, 1), row(2, 1)], 5);
    // The second reader shares class 1's build, builds class 3, and class 2 at its newer revision.
    const second = cache.views(db, [row(1, 1), row(2, 2), row(3, 1)], 5);
    expect(batches.map((batch) => batch.ids)).toEqual([
      [1, 2],
      [2, 3],
    ]);
    batches[1]!.finish();
    batches[0]!.finish();
    const revisions = (views: ClassViewWithOwners[]) =>
      views.map((view) => [view.single_class_id, (view as unknown as Row).revision]);
    expect(revisions(await first)).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(revisions(await second)).toEqual([
      [1, 1],
      [2, 2],
      [3, 1],
    ]);

    const failing = [cache.views(db, [row(4, 1)], 5), cache.views(db, [row(4, 1), row(1, 1)], 5)];
    expect(batches).toHaveLength(3);
    batches[2]!.fail();
    for (const refused of failing) await expect(refused).rejects.toThrow('the database went away');
    const again = cache.views(db, [row(4, 1)], 5);
    expect(batches.map((batch) => batch.ids).at(-1)).toEqual([4]);
    batches.at(-1)!.finish();
    expect(revisions(await again)).toEqual([[4, 1]]);
  });
});
