import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerPageQuery } from '#server/services/admin-customers';
import { behaviourBackends, cloneDatabase } from './support/harness';
import { queryPlan } from './support/query-plan';

/**
 * The back-office's customer search at a studio's size (issue 32): a page by id, whose matches
 * are found through the trigram index, not by walking every customer in id order and testing
 * each (at 50,000 customers: 334 ms for a search matching 1,111, 11 ms through the index).
 */
describe.each(behaviourBackends())('the customer search in the database on %s', (backend) => {
  let database: Awaited<ReturnType<typeof cloneDatabase>>;
  beforeAll(async () => {
    database = await cloneDatabase(backend);
    await database.store.db.execute(sql`
      insert into customers (name, last_name, email, phone)
      select 'Cliente', 'Número ' || n, 'cliente-' || n || '@correo.mx', '55' || lpad(n::text, 8, '0')
      from generate_series(1, 20000) as n`);
    await database.store.db.execute(sql`vacuum analyze customers`);
  }, 120_000);
  afterAll(() => database?.store.close().then(() => database.drop()));

  const plan = (query: string) =>
    queryPlan(database.store.db, customerPageQuery(database.store.db, query, 0, 20));

  it.each([
    ['a handful', 'cliente-1234@'],
    ['a tenth of them', 'cliente-1'],
  ])('finds the page of a search matching %s through the trigram index', async (_matches, query) => {
    const shown = await plan(query);
    expect(shown).toContain('customers_search');
    expect(shown).not.toMatch(
      /Seq Scan on customers|Index Scan using customers_pkey on customers customers_1/,
    );
  });

  it('answers the page in id order with the count of every match', async () => {
    const rows = await customerPageQuery(database.store.db, 'cliente-1', 20, 20);
    expect(rows.map((row) => row.customer.email).slice(0, 2)).toEqual([
      'cliente-109@correo.mx',
      'cliente-110@correo.mx',
    ]);
    expect(rows[0]!.total).toBe(11_111);
  });
});
