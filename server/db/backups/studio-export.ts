import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '#server/db/client';
import { tablesInForeignKeyOrder, type StudioTable } from './table-order';

/**
 * The portable file (decision 071), gzipped lines: a header, then for each page of a table a line
 * `{"table":…,"count":…}` followed by one line with its rows as PostgreSQL's own JSON, then the
 * sequences' positions. Rows never pass through JavaScript values, so no type is rewritten.
 */
export const EXPORT_FORMAT = 'studio-export';
export const EXPORT_VERSION = 1;
const PAGE = 1000;

export interface ExportHeader {
  format: typeof EXPORT_FORMAT;
  version: number;
  /** How many migrations the source had: an import needs the same schema. */
  migrations: number;
}

export interface SequencePosition {
  name: string;
  last_value: string | null;
}

export async function migrationCount(db: Database): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return row?.count ?? 0;
}

/** A page of a table: its rows and its last row, as JSON text. */
interface Page {
  rows: string | null;
  count: number;
  last: string | null;
}

const columns = (names: string[]) => sql.raw(names.map((name) => `"${name}"`).join(', '));

/** One page of a table after the row `after` (its JSON), in the primary key's order. */
function pageQuery(table: StudioTable, after: string | null) {
  const key = columns(table.key);
  const descending = sql.raw(table.key.map((name) => `"${name}" desc`).join(', '));
  const name = sql.raw(`"${table.name}"`);
  const where =
    after === null
      ? sql``
      : sql`where (${key}) > (select ${key} from json_populate_record(null::${name}, ${after}::json))`;
  return sql`select json_agg(page order by ${key})::text as rows, count(*)::int as count,
      (array_agg(row_to_json(page)::text order by ${descending}))[1] as last
    from (select * from ${name} ${where} order by ${key} limit ${PAGE}) page`;
}

/** Writes every row of the studio's tables, read in one snapshot, to `file`. */
export async function exportStudio(db: Database, file: string): Promise<Record<string, number>> {
  const gzip = createGzip();
  const written = finished(gzip.pipe(createWriteStream(file)));
  const write = (line: string) =>
    new Promise<void>((resolve) => (gzip.write(`${line}\n`) ? resolve() : gzip.once('drain', resolve)));
  const counts: Record<string, number> = {};
  await db.transaction(
    async (transaction) => {
      const tx = transaction as unknown as Database;
      const header: ExportHeader = {
        format: EXPORT_FORMAT,
        version: EXPORT_VERSION,
        migrations: await migrationCount(tx),
      };
      await write(JSON.stringify(header));
      for (const table of tablesInForeignKeyOrder()) {
        let exported = 0;
        let after: string | null = null;
        for (;;) {
          const [page]: Page[] = await rowsOf<Page>(tx, pageQuery(table, after));
          if (!page?.rows || page.count === 0) break;
          await write(JSON.stringify({ table: table.name, count: page.count }));
          // Raw line breaks in PostgreSQL's JSON are only spacing between values: one line a page.
          await write(page.rows.replaceAll('\n', ''));
          exported += page.count;
          if (page.count < PAGE) break;
          after = page.last;
        }
        counts[table.name] = exported;
      }
      const sequences = await rowsOf<SequencePosition>(
        tx,
        sql`select sequencename as name, last_value::text as last_value
          from pg_sequences where schemaname = 'public' order by sequencename`,
      );
      await write(JSON.stringify({ sequences }));
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  gzip.end();
  await written;
  return counts;
}
