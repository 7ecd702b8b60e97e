import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { oneAtATime } from './one-at-a-time';
import * as schema from './schema';

/** One query API over either driver: the server's code never asks which database it runs on. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Store {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** `logger` sees every statement with its parameters: the server benchmark explains what it sends. */
export interface StoreOptions {
  logger?: Logger;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The embedded database: PGlite in a data directory (created on first use), or a given instance. */
export async function openPglite(
  source: string | PGliteInterface,
  options: StoreOptions = {},
): Promise<Store> {
  const client = typeof source === 'string' ? await createPglite(source) : source;
  const db = drizzlePglite({ client: client as PGlite, schema, ...options });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: closedOnce(() => client.close()),
  };
}

/**
 * PGlite on a data directory (created on first use), with the extensions the migrations need;
 * `loadDataDir` fills a new directory from a dump (`npm run db:restore`).
 */
export async function createPglite(dir: string, options: { loadDataDir?: Blob } = {}): Promise<PGlite> {
  mkdirSync(dir, { recursive: true });
  return PGlite.create(dir, { extensions: PGLITE_EXTENSIONS, ...options });
}

/**
 * PGlite in memory, filled from a dump of a data directory (`dumpDataDir`): the server tests'
 * copy of their seeded template, 0.8 s where copying its folder and opening it took 2.5-3 s.
 */
export function createPgliteInMemory(loadDataDir: Blob): Promise<PGlite> {
  return PGlite.create({ extensions: PGLITE_EXTENSIONS, loadDataDir });
}

// The video library's name search uses trigram indexes (migration 0008, decision 063).
const PGLITE_EXTENSIONS = { pg_trgm };

/** Closing twice (a second signal, a test's cleanup after it closed the store itself) closes once. */
function closedOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** A PostgreSQL 15+ server at DATABASE_URL. */
export function openPostgres(url: string, options: StoreOptions = {}): Store {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg({ client: pool, schema, ...options });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    // Several processes starting at once on one database (a deploy): one migrates, the others wait.
    migrate: () => oneAtATime(url, 'migrations', () => migratePg(db, { migrationsFolder })),
    close: closedOnce(() => pool.end()),
  };
}

/** The rows of a statement written in SQL: both drivers answer `{ rows }`, JSON already parsed. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Ids as one `int[]` parameter (for `unnest` or `= any`): one bound value however many ids. */
export function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.join(',')}}`}::int[]`;
}

export function openStore(
  config: { databaseUrl: string | undefined; pgliteDir: string },
  options: StoreOptions = {},
): Promise<Store> {
  return config.databaseUrl
    ? Promise.resolve(openPostgres(config.databaseUrl, options))
    : openPglite(config.pgliteDir, options);
}
