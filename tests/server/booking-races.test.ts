import { and, eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SeededSchedule } from '#mocks/seed/schedule';
import { personas } from '#mocks/personas';
import type { Store } from '#server/db/client';
import {
  acceptedPages,
  availableClasses,
  customers,
  reservations,
  singleClasses,
  users,
} from '#server/db/schema';
import { BOOKING_MESSAGES } from '#src/domain/booking/messages';
import { creditsLeft, seededSchedule, WEDNESDAY } from './support/booking';
import { backends, tokenFor, useTwoServersOnPostgres, type TestServer } from './support/harness';

/*
 * Races are proven on PostgreSQL, where transactions really run at once (PGlite runs one at a
 * time). Requests are fired together on purpose: the invariants must hold whatever order the
 * database gives them.
 */
const onPostgres = backends().includes('postgres');
if (!onPostgres) console.info('booking races skipped: no PostgreSQL server binary on this machine');

let nextPhone = 900_000_000;

interface Person {
  customer_id: number;
  uid: string;
  email: string;
}

describe.runIf(onPostgres)('booking races on postgres', () => {
  let schedule: SeededSchedule;
  const servers = useTwoServersOnPostgres();
  let server: TestServer;
  let second: typeof servers.second;
  let db: Store['db'];

  beforeAll(async () => {
    schedule = await seededSchedule();
    ({ server, second, db } = servers);
  });

  /** `count` customers like ana (profile complete, documents accepted), each with one credit. */
  async function customersWithOneCredit(prefix: string, count: number): Promise<Person[]> {
    const [ana] = await db
      .select()
      .from(customers)
      .where(eq(customers.customer_id, personas.ana.customer_id));
    const [anaCredits] = await db
      .select()
      .from(availableClasses)
      .where(eq(availableClasses.available_class_id, 1));
    const anaPages = await db
      .select()
      .from(acceptedPages)
      .where(eq(acceptedPages.customer_id, personas.ana.customer_id));
    const { customer_id: _id, ...profile } = ana!;
    const people = Array.from({ length: count }, (_, index) => ({
      uid: `${prefix}-${index}`,
      email: `${prefix}-${index}@demo.mx`,
      phone: `5${String((nextPhone += 1)).padStart(9, '0')}`,
    }));
    const created = await db
      .insert(customers)
      .values(people.map((person) => ({ ...profile, ...person })))
      .returning();
    await db.insert(users).values(
      created.map((row) => ({
        uid: row.uid!,
        email: row.email,
        role: 'customer' as const,
        customer_id: row.customer_id,
      })),
    );
    await db
      .insert(acceptedPages)
      .values(
        created.flatMap((row) =>
          anaPages.map((page) => ({ page_id: page.page_id, customer_id: row.customer_id })),
        ),
      );
    const { available_class_id: _row, createdAt: _at, ...credit } = anaCredits!;
    await db
      .insert(availableClasses)
      .values(created.map((row) => ({ ...credit, customer_id: row.customer_id, available_classes: 1 })));
    return created.map((row) => ({ customer_id: row.customer_id, uid: row.uid!, email: row.email }));
  }

  /** A new class like next week's yoga, empty, with `capacity` places. */
  async function emptyClass(capacity: number): Promise<number> {
    const [yoga] = await db
      .select()
      .from(singleClasses)
      .where(eq(singleClasses.single_class_id, schedule.classAt(1, WEDNESDAY, '09:00')));
    const { single_class_id: _id, ...columns } = yoga!;
    const [created] = await db
      .insert(singleClasses)
      .values({ ...columns, capacity })
      .returning();
    return created!.single_class_id;
  }

  const reserve = (app: FastifyInstance, person: Person | 'ana', body: object) =>
    app.inject({
      method: 'POST',
      url: '/api/class_reservations',
      headers: { authorization: `Bearer ${tokenFor(person === 'ana' ? 'ana' : person)}` },
      payload: body,
    });

  const activeOf = (single_class_id: number) =>
    db
      .select()
      .from(reservations)
      .where(and(eq(reservations.single_class_id, single_class_id), isNull(reservations.deletedAt)));

  async function creditsSpent(people: Person[]): Promise<number> {
    const rows = await db
      .select()
      .from(availableClasses)
      .where(
        inArray(
          availableClasses.customer_id,
          people.map((person) => person.customer_id),
        ),
      );
    return rows.reduce((spent, row) => spent + (1 - row.available_classes), 0);
  }

  it('200 customers on two server instances pressing Reservar at once on 10 places, each choosing a spot', async () => {
    const people = await customersWithOneCredit('rush', 200);
    const id = await emptyClass(10);
    const answers = await Promise.all(
      people.map((person, index) =>
        reserve(index % 2 === 0 ? server.app : second.app, person, {
          single_class_id: id,
          spot: (index % 12) + 1,
        }),
      ),
    );
    const won = answers.filter((answer) => answer.statusCode === 200);
    expect(won).toHaveLength(10);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect([409, 412]).toContain(answer.statusCode);
      expect([BOOKING_MESSAGES.classFull, BOOKING_MESSAGES.spotTaken]).toContain(answer.json().message);
    }
    const active = await activeOf(id);
    expect(active).toHaveLength(10);
    expect(new Set(active.map((row) => JSON.stringify(row.spot))).size).toBe(10);
    expect(await creditsSpent(people)).toBe(10);
    const winners = new Set(active.map((row) => row.customer_id));
    for (const answer of won) expect(winners.has(answer.json().class_reservation.customer_id)).toBe(true);
  }, 120_000);

  it("one customer's double click makes one reservation and spends one credit", async () => {
    const id = await emptyClass(10);
    const before = await creditsLeft(db, 1);
    const answers = await Promise.all([
      reserve(server.app, 'ana', { single_class_id: id }),
      reserve(second.app, 'ana', { single_class_id: id }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(refused).toEqual({ message: BOOKING_MESSAGES.alreadyReserved, code: 'already_reserved' });
    expect(await activeOf(id)).toHaveLength(1);
    expect(await creditsLeft(db, 1)).toBe(before - 1);
  });

  it('a cancel that promotes from the waitlist, racing new reservations, never overfills the class', async () => {
    const capacity = 5;
    const id = await emptyClass(capacity);
    const [holder, ...others] = await customersWithOneCredit('race', 12);
    const crowd = others.slice(0, capacity - 1);
    const latecomers = others.slice(capacity - 1);
    for (const person of [holder!, ...crowd]) {
      expect((await reserve(server.app, person, { single_class_id: id })).statusCode).toBe(200);
    }
    // ilimitada waits for a place in the full class.
    const join = await server.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { authorization: `Bearer ${tokenFor('ilimitada')}` },
      payload: { single_class_id: id },
    });
    expect(join.statusCode).toBe(200);
    const held = (await activeOf(id)).find((row) => row.customer_id === holder!.customer_id)!;
    const [cancel, ...rush] = await Promise.all([
      second.app.inject({
        method: 'POST',
        url: `/api/class_reservations/${held.class_reservation_id}/cancel`,
        headers: { authorization: `Bearer ${tokenFor(holder!)}` },
      }),
      ...latecomers.map((person, index) =>
        reserve(index % 2 === 0 ? server.app : second.app, person, { single_class_id: id }),
      ),
    ]);
    expect(cancel!.statusCode).toBe(200);
    const active = await activeOf(id);
    expect(active).toHaveLength(capacity);
    // The cancel and the promotion are one transaction: the freed place goes to ilimitada, who
    // waited for it, whichever latecomer the database serves first.
    expect(active.map((row) => row.customer_id)).toContain(personas.ilimitada.customer_id);
    const latecomersIn = rush.filter((answer) => answer.statusCode === 200).length;
    expect(latecomersIn).toBe(0);
    for (const answer of rush.filter((a) => a.statusCode !== 200)) {
      expect(answer.json()).toEqual({ message: BOOKING_MESSAGES.classFull, code: 'class_full' });
    }
    expect(await creditsSpent(latecomers)).toBe(latecomersIn);
  });
});
