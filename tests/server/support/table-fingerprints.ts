import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '#server/db/client';
import { tablesInForeignKeyOrder } from '#server/db/backups/table-order';

export interface TableFingerprint {
  rows: number;
  /** md5 of the table's rows as text, sorted byte-wise: equal only when every row is. */
  digest: string;
}

/**
 * Every studio table's row count and a digest of all its rows, comparable between PGlite and
 * PostgreSQL: UTC and ISO dates for the text of instants, "C" order whatever the collation.
 */
export async function tableFingerprints(db: Database): Promise<Record<string, TableFingerprint>> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.execute(sql`set local timezone = 'UTC'`);
    await tx.execute(sql`set local datestyle = 'ISO, MDY'`);
    const fingerprints: Record<string, TableFingerprint> = {};
    for (const { name } of tablesInForeignKeyOrder()) {
      const [row] = await rowsOf<TableFingerprint>(
        tx,
        sql.raw(
          `select count(*)::int as rows,
            md5(coalesce(string_agg(t::text, E'\\n' order by t::text collate "C"), '')) as digest
          from "${name}" t`,
        ),
      );
      fingerprints[name] = row!;
    }
    return fingerprints;
  });
}

/** Where each sequence of the studio's schema stands: new rows continue from there. */
export async function sequencePositions(db: Database): Promise<Record<string, string | null>> {
  const rows = await rowsOf<{ name: string; last_value: string | null }>(
    db,
    sql`select sequencename as name, last_value::text as last_value from pg_sequences
      where schemaname = 'public' order by sequencename`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.last_value]));
}
