import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '#server/db/client';
import { continueSerials, emptySeededTables, SEEDED_TABLES, seedDatabase } from '#server/db/seed';

/** Where the seed's rows are kept, beside the studio's tables (test mode only). */
const SNAPSHOT = 'test_seed_snapshot';

/**
 * Seeds the database as of `now` and keeps a copy of every seeded table in a schema of its own,
 * with the instant it was taken (the tests' template database is made this way once per run).
 * Each seeded table also gets a mark: a statement trigger that advances the table's own sequence
 * before any write, so a reset knows which tables a test touched (decision 069, amended). A sequence, not
 * a table of marks: `nextval` never waits for another transaction and outlives a rollback, so
 * concurrent writers (the race suites) are not serialised, and a write that failed after taking an
 * id still has its table restored.
 */
export async function takeSeedSnapshot(db: Database, now: Date, firebaseProjectId: string): Promise<void> {
  await seedDatabase(db, now, firebaseProjectId);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.execute(sql.raw(`drop schema if exists ${SNAPSHOT} cascade`));
    await tx.execute(sql.raw(`create schema ${SNAPSHOT}`));
    await tx.execute(sql.raw(`create table ${SNAPSHOT}.taken (now text not null)`));
    await tx.execute(sql`insert into ${sql.raw(SNAPSHOT)}.taken (now) values (${now.toISOString()})`);
    await tx.execute(
      sql.raw(`create function ${SNAPSHOT}.mark_written() returns trigger language plpgsql as $$
        begin
          perform nextval(format('${SNAPSHOT}.%I', 'written_' || tg_table_name));
          return null;
        end $$`),
    );
    for (const table of SEEDED_TABLES) {
      await tx.execute(sql.raw(`create table ${SNAPSHOT}."${table}" as select * from "${table}"`));
      await tx.execute(sql.raw(`create sequence ${SNAPSHOT}."written_${table}"`));
      await tx.execute(
        sql.raw(`create trigger test_seed_written before insert or update or delete or truncate on "${table}"
          for each statement execute function ${SNAPSHOT}.mark_written()`),
      );
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

/** What a reset needs to know of the schema, read once per process for all its databases. */
interface RestorePlan {
  /** One insert per seeded table, `revision` columns left to their sequence. */
  inserts: Map<string, string>;
  /** For each seeded table, the seeded tables whose foreign keys reference it. */
  referencedBy: Map<string, Set<string>>;
  /** For each seeded table, its columns' own sequences (serial and identity columns). */
  sequences: Map<string, Array<{ column: string; sequence: string }>>;
  /** Which seeded tables were written since the last reset (their mark's sequence was called). */
  written: string;
}

let restorePlan: Promise<RestorePlan> | undefined;

async function readRestorePlan(db: Database): Promise<RestorePlan> {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
      where table_schema = ${SNAPSHOT} and column_name <> 'revision'
      order by table_name, ordinal_position`,
  );
  const inserts = new Map(
    SEEDED_TABLES.map((table) => {
      const names = columns.filter((row) => row.table_name === table).map((row) => `"${row.column_name}"`);
      return [
        table,
        `insert into "${table}" (${names.join(', ')}) select ${names.join(', ')} from ${SNAPSHOT}."${table}"`,
      ];
    }),
  );
  const seeded = new Set(SEEDED_TABLES);
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent from pg_constraint c
      join pg_class child on child.oid = c.conrelid join pg_class parent on parent.oid = c.confrelid
      join pg_namespace n on n.oid = child.relnamespace
      where c.contype = 'f' and n.nspname = 'public'`,
  );
  const referencedBy = new Map(SEEDED_TABLES.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of references) if (seeded.has(child)) referencedBy.get(parent)?.add(child);
  const owned = await rowsOf<{ table_name: string; column_name: string; sequence: string }>(
    db,
    sql`select t.relname as table_name, a.attname as column_name, s.oid::regclass::text as sequence
      from pg_class s
      join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass
        and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
      join pg_class t on t.oid = d.refobjid
      join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      join pg_namespace n on n.oid = t.relnamespace
      where s.relkind = 'S' and n.nspname = 'public'`,
  );
  const sequences = new Map(
    SEEDED_TABLES.map((table) => [
      table,
      owned
        .filter((row) => row.table_name === table)
        .map((row) => ({ column: row.column_name, sequence: row.sequence })),
    ]),
  );
  const written = SEEDED_TABLES.map(
    (table) => `select '${table}' as name, is_called from ${SNAPSHOT}."written_${table}"`,
  ).join(' union all ');
  return { inserts, referencedBy, sequences, written };
}

/**
 * The written tables that can be emptied with TRUNCATE: every seeded table referencing one of
 * them is among them too. The others (a customer edited, her reservations untouched) are emptied
 * row by row, with the foreign keys' triggers off: what comes back is the snapshot, which the
 * untouched tables already agree with.
 */
function truncatable(written: Set<string>, referencedBy: RestorePlan['referencedBy']): Set<string> {
  const closed = new Set(written);
  for (let changed = true; changed;) {
    changed = false;
    for (const table of closed) {
      if ([...(referencedBy.get(table) ?? [])].some((child) => !closed.has(child))) {
        closed.delete(table);
        changed = true;
      }
    }
  }
  return closed;
}

/** Every seeded table emptied and copied back from the snapshot (where the marks cannot be used). */
async function restoreAll(tx: Database, plan: RestorePlan): Promise<void> {
  await emptySeededTables(tx);
  for (const table of SEEDED_TABLES) await tx.execute(sql.raw(plan.inserts.get(table)!));
  await continueSerials(tx);
}

/** Only the tables written since the last reset emptied and copied back from the snapshot. */
async function restoreWritten(tx: Database, plan: RestorePlan, written: Set<string>): Promise<void> {
  // Off for this transaction: the foreign keys' checks and cascades, and the marks themselves.
  await tx.execute(sql.raw('set local session_replication_role = replica'));
  const whole = truncatable(written, plan.referencedBy);
  if (whole.size > 0) {
    await tx.execute(sql.raw(`truncate ${[...whole].map((name) => `"${name}"`).join(', ')}`));
  }
  for (const table of SEEDED_TABLES) {
    if (!written.has(table)) continue;
    if (!whole.has(table)) await tx.execute(sql.raw(`delete from "${table}"`));
    await tx.execute(sql.raw(plan.inserts.get(table)!));
    // New rows continue after the snapshot's, as after a seed (continueSerials).
    for (const { column, sequence } of plan.sequences.get(table) ?? []) {
      await tx.execute(
        sql.raw(
          `select setval('${sequence}', coalesce((select max("${column}") from "${table}"), 0) + 1, false)`,
        ),
      );
    }
    await tx.execute(sql.raw(`select setval('${SNAPSHOT}."written_${table}"', 1, false)`));
  }
}

/**
 * The test control's reset (decision 069, amended). To the snapshot's instant, it copies back from
 * the snapshot the tables written since the last reset, inside the database: a test that wrote
 * nothing pays one query, one that booked a class pays for the few tables it touched. To another
 * instant it seeds and takes a new snapshot. A `revision` takes a new number on the way back: a
 * revision seen once always means the same rows (decision 054).
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
    const plan = await (restorePlan ??= readRestorePlan(db));
    const marks = await rowsOf<{ name: string; is_called: boolean }>(db, sql.raw(plan.written));
    const written = new Set(marks.filter((mark) => mark.is_called).map((mark) => mark.name));
    if (written.size === 0) return;
    try {
      await db.transaction((tx) => restoreWritten(tx as unknown as Database, plan, written));
    } catch {
      // A role that may not turn the foreign keys' triggers off: every table, as before the marks.
      await db.transaction((tx) => restoreAll(tx as unknown as Database, plan));
    }
  };
}
