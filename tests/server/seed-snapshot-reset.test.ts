import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#server/db/client';
import { NOW } from './support/clock';
import { tablesInForeignKeyOrder } from '#server/db/backups/table-order';
import { backends, startServer, type TestServer } from './support/harness';
import { sequencePositions } from './support/table-fingerprints';

/*
 * The test control's reset copies back only the tables written since the last one (decision 069,
 * amended). Whatever a test wrote, and however, the studio after a reset is the seed's: every
 * table's rows and every sequence where a fresh copy of the template has them. Only a `revision`
 * differs: a row copied back takes a new one (decision 054), so it is left out of the comparison.
 */
const REVISIONS = 'schedule_revision';

/** Every table's rows but their `revision`, and every sequence but the revisions'. */
async function studioOf(server: TestServer) {
  const tables: Record<string, string> = {};
  for (const { name } of tablesInForeignKeyOrder()) {
    const [row] = await rowsOf<{ digest: string }>(
      server.store.db,
      sql.raw(`select count(*) || ' ' || md5(coalesce(string_agg((to_jsonb(t) - 'revision')::text, E'\\n'
        order by (to_jsonb(t) - 'revision')::text collate "C"), '')) as digest from "${name}" t`),
    );
    tables[name] = row!.digest;
  }
  const { [REVISIONS]: revision, ...sequences } = await sequencePositions(server.store.db);
  return { tables, sequences, revision: Number(revision) };
}

describe.each(backends())('a reset to the seed on %s', (backend) => {
  let server: TestServer;
  let seed: Awaited<ReturnType<typeof studioOf>>;
  const reset = async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/__test__/reset',
      payload: { now: NOW.toISOString() },
    });
    expect(answer.statusCode).toBe(200);
  };
  /** The studio now, which must be the seed's; a revision is never taken again. */
  const expectSeed = async () => {
    const { revision, ...studio } = await studioOf(server);
    expect(studio).toEqual({ tables: seed.tables, sequences: seed.sequences });
    expect(revision).toBeGreaterThanOrEqual(seed.revision);
  };
  const run = (statement: string) => server.store.db.execute(sql.raw(statement));

  beforeAll(async () => {
    server = await startServer(backend);
    await reset();
    seed = await studioOf(server);
  }, 120_000);
  afterAll(() => server?.close());

  it('gives back a customer edited while her reservations, referencing her, were not touched', async () => {
    await run(
      `update customers set name = 'Otra' where customer_id = (select min(customer_id) from customers)`,
    );
    expect((await studioOf(server)).tables.customers).not.toEqual(seed.tables.customers);

    await reset();
    await expectSeed();
  });

  it('gives back rows added and ids taken, by a write that failed too', async () => {
    await run(`insert into tags (name, type) values ('Nueva', 'class')`);
    // A refused insert still takes an id from the sequence, and its transaction rolls back.
    await expect(
      server.store.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`insert into locations (name) values ('Sucursal nueva')`));
        await tx.execute(
          sql.raw(
            `insert into locations (location_id, name) select location_id, name from locations limit 1`,
          ),
        );
      }),
    ).rejects.toThrow();
    expect((await studioOf(server)).sequences).not.toEqual(seed.sequences);

    await reset();
    await expectSeed();
  });

  it('gives back a table emptied with every table that references it', async () => {
    await run('truncate reservations cascade');
    await reset();
    await expectSeed();
  });

  it('changes nothing after a test that wrote nothing', async () => {
    await reset();
    const [marks] = await rowsOf<{ written: number }>(
      server.store.db,
      sql.raw(`select count(*)::int as written from pg_sequences
        where schemaname = 'test_seed_snapshot' and last_value is not null`),
    );
    expect(marks?.written).toBe(0);
    await expectSeed();
  });
});
