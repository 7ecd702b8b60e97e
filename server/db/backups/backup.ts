import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createPglite } from '#server/db/client';
import { OperatorError } from './operator-error';
import { runPgTool } from './pg-tools';
import { archiveUploads, hasEntries } from './uploads-archive';

/** Where the studio's data lives (server/config.ts). */
export interface DataPlaces {
  databaseUrl: string | undefined;
  pgliteDir: string;
  uploadsDir: string;
}

/** A folder of PostgreSQL binaries to use instead of those on PATH (the tests' cluster's). */
export interface PgToolOptions {
  pgBin?: string | undefined;
}

/** `.data/backups/estudio-2026-11-27T07-30-00Z.dump` (PostgreSQL) or `….tar.gz` (PGlite). */
export function defaultBackupFile(places: DataPlaces, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return join('.data', 'backups', `estudio-${stamp}.${places.databaseUrl ? 'dump' : 'tar.gz'}`);
}

/**
 * A full copy of the database: pg_dump's custom format on PostgreSQL, PGlite's own dump of its
 * data directory (a .tar.gz) on the embedded one, and the uploads folder beside it when files
 * live on the server. PGlite's folder must not be open in a running server meanwhile.
 */
export async function backupDatabase(
  places: DataPlaces,
  file: string,
  options: PgToolOptions = {},
): Promise<{ file: string; uploads: string | undefined }> {
  // Opening an empty folder would make a new, empty database and back that up.
  if (!places.databaseUrl && !hasEntries(places.pgliteDir)) {
    throw new OperatorError(
      `No hay una base de datos en ${places.pgliteDir} (PGLITE_DIR): no hay nada que respaldar.`,
    );
  }
  mkdirSync(dirname(file), { recursive: true });
  if (places.databaseUrl) {
    await runPgTool('pg_dump', ['--format=custom', `--file=${file}`], places.databaseUrl, options.pgBin);
  } else {
    const pg = await createPglite(places.pgliteDir);
    try {
      const dump = await pg.dumpDataDir('gzip');
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await pg.close();
    }
  }
  return { file, uploads: await archiveUploads(places.uploadsDir, file) };
}
