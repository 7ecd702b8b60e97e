import { existsSync, renameSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { createPglite } from '#server/db/client';
import type { DataPlaces, PgToolOptions } from './backup';
import { OperatorError } from './operator-error';
import { runPgTool } from './pg-tools';
import { extractUploads, hasEntries, uploadsArchiveOf } from './uploads-archive';

export interface RestoreOptions extends PgToolOptions {
  /** Replace what the target holds: PostgreSQL's objects are dropped; PGlite's folder is moved aside. */
  force?: boolean;
  now?: Date;
}

async function postgresHasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ present: boolean }>(
      `select exists (select 1 from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema')) as present`,
    );
    return rows[0]?.present ?? false;
  } finally {
    await client.end();
  }
}

/**
 * Loads a backup made by backupDatabase into the configured database, and its uploads archive,
 * if any, into the uploads folder. A target that already holds a studio is refused unless
 * `force`: every check comes before the first change.
 */
export async function restoreDatabase(
  places: DataPlaces,
  file: string,
  options: RestoreOptions = {},
): Promise<{ movedAside: string | undefined; uploads: boolean }> {
  if (!existsSync(file)) throw new OperatorError(`No existe el respaldo ${file}.`);
  const uploadsArchive = existsSync(uploadsArchiveOf(file)) ? uploadsArchiveOf(file) : undefined;
  if (!options.force) {
    const occupied = places.databaseUrl
      ? (await postgresHasTables(places.databaseUrl)) && 'La base de datos de DATABASE_URL ya tiene tablas'
      : hasEntries(places.pgliteDir) &&
        `La carpeta ${places.pgliteDir} (PGLITE_DIR) ya tiene una base de datos`;
    const uploadsOccupied =
      uploadsArchive &&
      hasEntries(places.uploadsDir) &&
      `La carpeta ${places.uploadsDir} (UPLOADS_DIR) ya tiene archivos`;
    const refusal = occupied || uploadsOccupied;
    if (refusal) {
      throw new OperatorError(
        `${refusal}: restaurar el respaldo la reemplazaría. Restaura en una base vacía, ` +
          'o repite el comando con --force para reemplazarla.',
      );
    }
  }

  let movedAside: string | undefined;
  if (places.databaseUrl) {
    // One transaction: a restore that fails halfway leaves the database as it was.
    await runPgTool(
      'pg_restore',
      ['--clean', '--if-exists', '--no-owner', '--single-transaction', file],
      places.databaseUrl,
      options.pgBin,
    );
  } else {
    if (hasEntries(places.pgliteDir)) {
      const stamp = (options.now ?? new Date()).toISOString().replaceAll(':', '-');
      movedAside = `${places.pgliteDir}.antes-${stamp}`;
      renameSync(places.pgliteDir, movedAside);
    }
    const dump = new Blob([await readFile(file)]);
    const client = await createPglite(places.pgliteDir, { loadDataDir: dump });
    await client.close();
  }
  if (uploadsArchive) await extractUploads(uploadsArchive, places.uploadsDir);
  return { movedAside, uploads: uploadsArchive !== undefined };
}
