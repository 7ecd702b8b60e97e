import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeededSchedule } from '#mocks/seed/schedule';
import { classTypes, singleClasses, singleClassInstructors } from '#server/db/schema';
import { seededSchedule } from './support/booking';
import { backends, bearer, startSecondServer, startServer, type TestServer } from './support/harness';

const TUESDAY = 1;

type Listed = {
  class_reservations: Array<{
    single_class_id: number;
    single_class?: {
      capacity: number | null;
      class_type: { name: string };
      class_instructors: Array<{ instructor_id: number }>;
      class_reservations: Array<{ class_reservation_id: number }>;
    };
  }>;
};

/*
 * Mis Reservaciones takes its classes from a cache kept by their revisions (decision 079).
 * Whatever changes a class she holds, written by this process or another on the same database,
 * shows in her next read: a place taken, its capacity, its coaches, its type's name.
 */
describe.each(backends())('the classes of Mis Reservaciones on %s', (backend) => {
  let schedule: SeededSchedule;
  let server: TestServer;
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

  async function anasClass(id: number) {
    const answer = await server.app.inject({
      method: 'GET',
      url: '/api/class_reservations?filter=upcoming',
      headers: bearer('ana'),
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<Listed>().class_reservations.find((row) => row.single_class_id === id)!.single_class!;
  }

  it('shows a place taken through another server process', async () => {
    const id = schedule.classAt(1, TUESDAY, '09:00');
    const before = await anasClass(id);
    const reserved = await other.app.inject({
      method: 'POST',
      url: '/api/class_reservations',
      headers: bearer('ilimitada'),
      payload: { single_class_id: id },
    });
    expect(reserved.statusCode).toBe(200);
    const after = await anasClass(id);
    expect(after.class_reservations.map((place) => place.class_reservation_id)).toEqual([
      ...before.class_reservations.map((place) => place.class_reservation_id),
      reserved.json().class_reservation.class_reservation_id,
    ]);
  });

  it('shows the class, its coaches and its type as changed in the database', async () => {
    const id = schedule.classAt(1, TUESDAY, '09:00');
    const before = await anasClass(id);
    const db = server.store.db;
    await db.update(singleClasses).set({ capacity: 31 }).where(eq(singleClasses.single_class_id, id));
    expect((await anasClass(id)).capacity).toBe(31);

    const coach = before.class_instructors[0]!.instructor_id;
    await db.delete(singleClassInstructors).where(eq(singleClassInstructors.single_class_id, id));
    expect((await anasClass(id)).class_instructors).toEqual([]);
    await db
      .insert(singleClassInstructors)
      .values({ single_class_id: id, instructor_id: coach, position: 0 });
    expect((await anasClass(id)).class_instructors.map((link) => link.instructor_id)).toEqual([coach]);

    const [row] = await db.select().from(singleClasses).where(eq(singleClasses.single_class_id, id));
    await db
      .update(classTypes)
      .set({ name: 'Yoga Restaurativo' })
      .where(eq(classTypes.class_type_id, row!.class_type_id));
    expect((await anasClass(id)).class_type.name).toBe('Yoga Restaurativo');
  });
});
