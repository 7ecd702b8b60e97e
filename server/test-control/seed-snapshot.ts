import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '#server/db/client';
import { continueSerials, emptySeededTables, SEEDED_TABLES, seedDatabase } from '#server/db/seed';

/** Where the seed's rows are kept, beside the studio's tables (test mode only). */
const SNAPSHOT = 'test_seed_snapshot';

/**
 * Seeds the database as of `now` and keeps a copy of every seeded table in a schema of its own,
 * with the instant it was taken (the tests' template database is made this way once per run).
 */
export async function takeSeedSnapshot(db: Database, now: Date, firebaseProjectId: string): Promise<void> {
  await seedDatabase(db, now, firebaseProjectId);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.execute(sql.raw(`drop schema if exists ${SNAPSHOT} cascade`));
    await tx.execute(sql.raw(`create schema ${SNAPSHOT}`));
    await tx.execute(sql.raw(`create table ${SNAPSHOT}.taken (now text not null)`));
    await tx.execute(sql`insert into ${sql.raw(SNAPSHOT)}.taken (now) values (${now.toISOString()})`);
    for (const table of SEEDED_TABLES) {
      await tx.execute(sql.raw(`create table ${SNAPSHOT}."${table}" as select * from "${table}"`));
    }
  });
}

/** When the database's snapshot was taken, if it has one. */
async function takenAt(db: Database): Promise<string | undefined> {
  const [found] = await rowsOf<{ present: boolean }>(
    db,
    sql`select exists (select 1 from information_schema.tables
      where table_schema = ${SNAPSHOT} and table_name = 'taken') as present`,
  );
  if (!found?.present) return undefined;
  const [row] = await rowsOf<{ now: string }>(db, sql.raw(`select now from ${SNAPSHOT}.taken`));
  return row?.now;
}

/**
 * One insert per seeded table, in SEEDED_TABLES' order, `revision` columns left to their sequence.
 * They depend only on the schema, so a process reads them once for all its databases.
 */
let restoreStatements: Promise<string[]> | undefined;

async function readRestoreStatements(db: Database): Promise<string[]> {
  const rows = await rowsOf<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
      where table_schema = ${SNAPSHOT} and column_name <> 'revision'
      order by table_name, ordinal_position`,
  );
  return SEEDED_TABLES.map((table) => {
    const columns = rows.filter((row) => row.table_name === table).map((row) => `"${row.column_name}"`);
    return `insert into "${table}" (${columns.join(', ')}) select ${columns.join(', ')} from ${SNAPSHOT}."${table}"`;
  });
}

/**
 * The test control's reset (decision 069). To the snapshot's instant, it empties the tables and
 * copies the snapshot back inside the database: what a conformance test pays before each test,
 * a third of a seed on PGlite, a quarter on PostgreSQL. To another instant it seeds and takes a
 * new snapshot. A `revision` takes a new number on the way back: a revision seen once always
 * means the same rows (decision 054).
 */
export function seedSnapshot(db: Database, firebaseProjectId: string) {
  let taken: Promise<string | undefined> | undefined;
  return async function reset(now: Date): Promise<void> {
    const iso = now.toISOString();
    if ((await (taken ??= takenAt(db))) !== iso) {
      await takeSeedSnapshot(db, now, firebaseProjectId);
      taken = Promise.resolve(iso);
      return;
    }
    const statements = await (restoreStatements ??= readRestoreStatements(db));
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      await emptySeededTables(tx);
      for (const statement of statements) await tx.execute(sql.raw(statement));
      await continueSerials(tx);
    });
  };
}
