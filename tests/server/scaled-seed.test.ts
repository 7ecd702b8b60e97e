import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  benchIdentity,
  scaleSeed,
  weekStart,
  type ScaleSizes,
  type ScaleSummary,
} from '#scripts/bench-server/scaled-seed';
import { NOW } from './support/clock';
import { startServer, tokenFor, type TestServer } from './support/harness';

/*
 * The bench's scaled seed (npm run bench:server) with tiny numbers, on PGlite: it must build what
 * it is asked for, and its customers must be able to reserve as themselves.
 */
const SIZES: ScaleSizes = {
  customers: 60,
  classesPerWeek: 30,
  // The seed's past weeks hold 25 classes each (three months of them): each is topped up to 30,
  // as many weeks back as 500 reservations need.
  pastReservations: 500,
  weeksAhead: 1,
  creditsEach: 3,
};
const WEEK_MS = 7 * 86_400_000;

describe('the scaled seed of bench:server', () => {
  let server: TestServer;
  let summary: ScaleSummary;
  const count = async (query: ReturnType<typeof sql>) =>
    Number(((await server.store.db.execute(query)) as unknown as { rows: Array<{ n: unknown }> }).rows[0]!.n);

  beforeAll(async () => {
    server = await startServer('pglite');
    summary = await scaleSeed(server.store.db, SIZES, NOW);
  });
  afterAll(() => server?.close());

  it('holds the customers asked for, each able to sign in with credits', async () => {
    expect(await count(sql`select count(*) as n from customers`)).toBe(SIZES.customers);
    const generated = summary.lastCustomerId - summary.firstCustomerId + 1;
    expect(await count(sql`select count(*) as n from users where uid like 'bench-%'`)).toBe(generated);
    expect(
      await count(sql`select count(*) as n from available_classes
        where customer_id >= ${summary.firstCustomerId}::int and available_classes = ${SIZES.creditsEach}::int`),
    ).toBe(generated);
  });

  it('fills every generated week to the classes asked for', async () => {
    const start = weekStart(NOW).getTime();
    for (const offset of [-2, -1, 0, 1]) {
      const from = new Date(start + offset * WEEK_MS).toISOString().slice(0, 10);
      const to = new Date(start + (offset + 1) * WEEK_MS).toISOString().slice(0, 10);
      const classes = await count(
        sql`select count(*) as n from single_classes where class_date >= ${from} and class_date < ${to}`,
      );
      // The seed's own weeks may already hold more; the week before them holds exactly the size.
      if (offset === -2) expect(classes).toBe(SIZES.classesPerWeek);
      else expect(classes).toBeGreaterThanOrEqual(SIZES.classesPerWeek);
    }
  });

  it('adds the past reservations asked for, on generated classes before now only', async () => {
    const generatedClass = sql`r.single_class_id > ${summary.classesAfterId}::int`;
    expect(
      await count(sql`select count(*) as n from reservations r join single_classes c using (single_class_id)
        where ${generatedClass} and c.class_date < ${NOW.toISOString()}`),
    ).toBe(SIZES.pastReservations);
    expect(
      await count(sql`select count(*) as n from reservations r join single_classes c using (single_class_id)
        where ${generatedClass} and c.class_date >= ${NOW.toISOString()}`),
    ).toBe(0);
  });

  it('lets a generated customer reserve a generated class with their own token', async () => {
    const tomorrow = new Date(NOW.getTime() + 86_400_000).toISOString().slice(0, 10);
    const classId = await count(sql`select min(single_class_id) as n from single_classes
      where single_class_id > ${summary.classesAfterId}::int and class_date >= ${tomorrow}`);
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/class_reservations',
      headers: { authorization: `Bearer ${tokenFor(benchIdentity(1))}` },
      payload: { single_class_id: classId },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().class_reservation.customer_id).toBe(summary.firstCustomerId);
  });
});
