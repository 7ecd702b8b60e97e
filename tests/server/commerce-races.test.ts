import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PACKAGE } from '#mocks/seed/commerce';
import type { Store } from '#server/db/client';
import { customers, idempotencyKeys, purchases, users } from '#server/db/schema';
import { COMMERCE_MESSAGES } from '#src/domain/commerce/messages';
import { backends, tokenFor, useTwoServersOnPostgres, type TestServer } from './support/harness';

/*
 * Checkout races, proven on PostgreSQL where transactions really run at once (PGlite runs one at
 * a time). The limit and the places are counted under the package row's lock, and a retry's key
 * waits on its unique index, so the invariants hold whatever order the database gives.
 */
const onPostgres = backends().includes('postgres');
if (!onPostgres) console.info('checkout races skipped: no PostgreSQL server binary on this machine');

interface Person {
  customer_id: number;
  uid: string;
  email: string;
}

describe.runIf(onPostgres)('checkout races on postgres', () => {
  const servers = useTwoServersOnPostgres();
  let server: TestServer;
  let second: typeof servers.second;
  let db: Store['db'];

  beforeAll(() => {
    ({ server, second, db } = servers);
  });

  async function newCustomers(prefix: string, count: number): Promise<Person[]> {
    const created = await db
      .insert(customers)
      .values(
        Array.from({ length: count }, (_, index) => ({
          uid: `${prefix}-${index}`,
          name: `Clienta ${index}`,
          email: `${prefix}-${index}@demo.mx`,
        })),
      )
      .returning();
    await db
      .insert(users)
      .values(created.map((row) => ({ uid: row.uid!, email: row.email, customer_id: row.customer_id })));
    return created.map((row) => ({ customer_id: row.customer_id, uid: row.uid!, email: row.email }));
  }

  const attempt = (
    app: FastifyInstance,
    person: Person,
    headers: Record<string, string> = {},
    class_package_id: number = PACKAGE.specialEvent,
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/checkout/attempt',
      headers: { authorization: `Bearer ${tokenFor(person)}`, ...headers },
      payload: { class_package_id, payment_method: 'cash' },
    });

  const heldPlaces = () =>
    db
      .select()
      .from(purchases)
      .where(and(eq(purchases.class_package_id, PACKAGE.specialEvent), ne(purchases.status, 'failed')));

  it('50 customers buying a special event with 5 places left at once, on two servers: 5 buy, 45 hear it is sold out', async () => {
    // The seed binds the event to one class of 20 places; 15 are already sold.
    const earlier = await newCustomers('earlier', 15);
    for (const person of earlier) expect((await attempt(server.app, person)).statusCode).toBe(200);
    expect(await heldPlaces()).toHaveLength(15);

    const crowd = await newCustomers('crowd', 50);
    const answers = await Promise.all(
      crowd.map((person, index) => attempt(index % 2 === 0 ? server.app : second.app, person)),
    );
    const bought = answers.filter((answer) => answer.statusCode === 200);
    expect(bought).toHaveLength(5);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect([answer.statusCode, answer.json()]).toEqual([
        412,
        { message: COMMERCE_MESSAGES.soldOut, code: 'package_sold_out' },
      ]);
    }
    const held = await heldPlaces();
    expect(held).toHaveLength(20);
    const buyers = new Set(held.map((row) => row.customer_id));
    for (const answer of bought) {
      const [row] = held.filter((p) => p.purchase_id === answer.json().purchase_id);
      expect(buyers.has(row!.customer_id)).toBe(true);
    }
  }, 120_000);

  it('the same Idempotency-Key sent 3 times at once buys once and answers the same 3 times', async () => {
    const [buyer] = await newCustomers('retry', 1);
    const headers = { 'idempotency-key': 'checkout-7f3a' };
    const answers = await Promise.all([
      attempt(server.app, buyer!, headers, PACKAGE.ten),
      attempt(second.app, buyer!, headers, PACKAGE.ten),
      attempt(server.app, buyer!, headers, PACKAGE.ten),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const [first, ...others] = answers.map((answer) => answer.json());
    for (const other of others) expect(other).toEqual(first);
    const stored = await db.select().from(purchases).where(eq(purchases.customer_id, buyer!.customer_id));
    expect(stored.map((row) => row.purchase_id)).toEqual([first.purchase_id]);
    expect(
      await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.customer_id, buyer!.customer_id)),
    ).toEqual([expect.objectContaining({ key: 'checkout-7f3a', answer: first })]);
  });
});
