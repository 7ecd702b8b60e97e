import { createReadStream, existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database, type Store } from '#server/db/client';
import { OperatorError } from './operator-error';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  migrationCount,
  type ExportHeader,
  type SequencePosition,
} from './studio-export';
import { tablesInForeignKeyOrder } from './table-order';

/** Rows the migrations themselves write (migration 0003): the import replaces them. */
const MIGRATION_ROWS = ['schedule_catalogue'];

/** The lines of a gzipped file, one at a time. */
async function* linesOf(file: string): AsyncGenerator<string> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  try {
    for await (const line of lines) yield line;
  } catch {
    throw new OperatorError(`El archivo ${file} no es una exportación del estudio (npm run db:export).`);
  }
}

function headerOf(line: string | undefined): Partial<ExportHeader> | undefined {
  try {
    return line === undefined ? undefined : (JSON.parse(line) as Partial<ExportHeader>);
  } catch {
    return undefined;
  }
}

async function tablesWithRows(tx: Database, names: string[]): Promise<string[]> {
  const checks = names.map((name) => `select '${name}' as name where exists (select 1 from "${name}")`);
  const rows = await rowsOf<{ name: string }>(tx, sql.raw(checks.join(' union all ')));
  return rows.map((row) => row.name);
}

/**
 * Loads an export (studio-export.ts) into the configured database, migrated first, in one
 * transaction: a target that holds a studio already is refused, and a failure leaves it empty.
 * Rows keep their ids and revisions: user triggers (the schedule's revision bumps) are off while
 * they go in, and each sequence continues after the source's position.
 */
export async function importStudio(store: Store, file: string): Promise<Record<string, number>> {
  if (!existsSync(file)) throw new OperatorError(`No existe el archivo ${file}.`);
  const lines = linesOf(file);
  const first = (await lines.next()).value as string | undefined;
  const header = headerOf(first);
  if (header?.format !== EXPORT_FORMAT || header.version !== EXPORT_VERSION) {
    throw new OperatorError(`El archivo ${file} no es una exportación del estudio (npm run db:export).`);
  }
  await store.migrate();
  const tables = tablesInForeignKeyOrder().map((table) => table.name);
  const counts: Record<string, number> = {};
  await store.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const migrations = await migrationCount(tx);
    if (header.migrations !== migrations) {
      throw new OperatorError(
        `La exportación tiene ${header.migrations} migraciones y esta versión del servidor ${migrations}: ` +
          'exporta con la misma versión del código (npm run db:migrate en el origen y exporta de nuevo).',
      );
    }
    const occupied = await tablesWithRows(
      tx,
      tables.filter((name) => !MIGRATION_ROWS.includes(name)),
    );
    if (occupied.length > 0) {
      throw new OperatorError(
        `La base de destino ya tiene datos (${occupied.slice(0, 5).join(', ')}${occupied.length > 5 ? ', …' : ''}): ` +
          'importa en una base nueva y vacía.',
      );
    }
    for (const name of MIGRATION_ROWS) await tx.execute(sql.raw(`delete from "${name}"`));
    for (const name of tables) await tx.execute(sql.raw(`alter table "${name}" disable trigger user`));
    let sequences: SequencePosition[] = [];
    for (;;) {
      const next = await lines.next();
      if (next.done) break;
      const entry = JSON.parse(next.value) as {
        table?: string;
        count?: number;
        sequences?: SequencePosition[];
      };
      if (entry.sequences) {
        sequences = entry.sequences;
        continue;
      }
      const table = entry.table ?? '';
      const rows = await lines.next();
      if (!tables.includes(table) || rows.done) {
        throw new OperatorError(`El archivo ${file} está incompleto o dañado (tabla "${table}").`);
      }
      await tx.execute(
        sql`insert into ${sql.raw(`"${table}"`)} select * from json_populate_recordset(null::${sql.raw(`"${table}"`)}, ${rows.value}::json)`,
      );
      counts[table] = (counts[table] ?? 0) + (entry.count ?? 0);
    }
    for (const { name, last_value } of sequences) {
      if (last_value === null) continue;
      // Never behind what the target already handed out (the migrations' own rows took some).
      await tx.execute(
        sql`select setval(quote_ident(${name})::regclass, greatest(${last_value}::bigint,
          coalesce((select last_value from pg_sequences where schemaname = 'public' and sequencename = ${name}), 1)))`,
      );
    }
    for (const name of tables) await tx.execute(sql.raw(`alter table "${name}" enable trigger user`));
  });
  return counts;
}
