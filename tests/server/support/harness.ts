import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '#server/app';
import { createClock } from '#server/clock';
import type { ServerConfig } from '#server/config';
import {
  createPgliteInMemory,
  openPglite,
  openPostgres,
  type Store,
  type StoreOptions,
} from '#server/db/client';
import { seedSnapshot } from '#server/test-control/seed-snapshot';
import { mintIdToken } from '#mocks/identity-token';
import { personas, type PersonaKey } from '#mocks/personas';
import { NOW, TEST_PROJECT_ID } from './clock';

export type Backend = 'pglite' | 'postgres';

/**
 * Every database the server runs on here: PGlite always, PostgreSQL where a server binary exists.
 * For what may differ between them: the conformance suites, jobs, the outbox, operations, races.
 */
export function backends(): Backend[] {
  return inject('postgresAdminUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * The database a behaviour suite (a provider's flow, a feature's rules) runs on: one, PostgreSQL
 * where it exists, else PGlite. The two run the same SQL through the same code, and every endpoint
 * meets both in the conformance suites; twice over was a tenth of the CI run (decision 084).
 * `STUDIO_TEST_EVERY_DATABASE=1` runs these on every database too.
 */
export function behaviourBackends(): Backend[] {
  const all = backends();
  return process.env.STUDIO_TEST_EVERY_DATABASE === '1' ? all : all.slice(-1);
}

export const testConfig = (overrides: Partial<ServerConfig> = {}): ServerConfig => ({
  port: 0,
  databaseUrl: undefined,
  pgliteDir: '',
  // One directory a worker: uploads are uuid-named, so servers sharing it never collide.
  uploadsDir: join(tmpdir(), `studio-uploads-${process.pid}`),
  firebaseProjectId: TEST_PROJECT_ID,
  authEmulatorHost: '127.0.0.1:9099',
  testMode: true,
  production: false,
  appOrigins: ['http://localhost:5173'],
  logLevel: 'silent',
  trustProxyHops: 0,
  ...overrides,
});

let pgliteTemplateDump: Promise<Blob> | undefined;

/** The seeded template's dump (tests/server/support/global-setup.ts), read once a worker. */
function pgliteTemplate(): Promise<Blob> {
  pgliteTemplateDump ??= readFile(inject('pgliteTemplateDump')).then((bytes) => new Blob([bytes]));
  return pgliteTemplateDump;
}

/**
 * A copy of the seeded database on `backend`, with no server over it (`drop` deletes it): for
 * what works on the database itself, as the jobs do. `options`: a statement logger, say.
 */
export async function cloneDatabase(
  backend: Backend,
  options: StoreOptions = {},
): Promise<{ store: Store; url?: string; drop(): Promise<void> }> {
  if (backend === 'pglite') {
    // In memory: nothing is left to delete (the server on a data folder: backup.test.ts).
    const store = await openPglite(await createPgliteInMemory(await pgliteTemplate()), options);
    return { store, drop: async () => {} };
  }
  const adminUrl = inject('postgresAdminUrl')!;
  const { name, url } = await createPostgresDatabase('studio_template');
  const store = openPostgres(url, options);
  return {
    store,
    url,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // pg's pool.end() resolves before its sockets close: a forced drop at once would kill them
      // mid-close, an uncaught 57P01 in the worker. Wait (a few seconds at most) until they are gone.
      for (let tries = 0; tries < 100; tries += 1) {
        const { rows } = await client.query<{ open: number }>(
          'select count(*)::int as open from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.open === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A new database on the run's cluster: empty, or a copy of a template (the seeded `studio_template`). */
export async function createPostgresDatabase(template?: string): Promise<{ name: string; url: string }> {
  const adminUrl = inject('postgresAdminUrl')!;
  const name = `studio_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  return { name, url: adminUrl.replace(/\/postgres$/, `/${name}`) };
}

export interface TestServer {
  app: FastifyInstance;
  store: Store;
  /** PostgreSQL only: the database's URL, so a second server instance can share it. */
  databaseUrl?: string;
  close(): Promise<void>;
}

/**
 * The server on a copy of the seeded template, clock at NOW, every answer validated against
 * openapi.yaml (@fastify/response-validation): an answer off the contract fails as a 500.
 */
export async function startServer(
  backend: Backend,
  overrides: Partial<ServerConfig> = {},
): Promise<TestServer> {
  const { store, url, drop } = await cloneDatabase(backend);
  const clock = createClock();
  clock.set(NOW);
  const config = testConfig(overrides);
  const app = await buildApp({
    config,
    db: store.db,
    clock,
    validateResponses: true,
    logger: false,
    testControl: { reset: seedSnapshot(store.db, config.firebaseProjectId) },
  });
  await app.ready();
  return {
    app,
    store,
    ...(url ? { databaseUrl: url } : {}),
    async close() {
      await app.close();
      await store.close();
      await drop();
    },
  };
}

/**
 * A second server on the same database, as a second process would be: on PostgreSQL its own
 * pool; on PGlite (one connection per process) the same store.
 */
export async function startSecondServer(
  server: TestServer,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const store = server.databaseUrl ? openPostgres(server.databaseUrl) : server.store;
  const clock = createClock();
  clock.set(NOW);
  const app = await buildApp({
    config: testConfig(),
    db: store.db,
    clock,
    validateResponses: true,
    logger: false,
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (store !== server.store) await store.close();
    },
  };
}

/** An emulator-style identity token for a QA persona (or any uid), issued at NOW. */
export function tokenFor(who: PersonaKey | { uid: string; email: string }, issuedAt = NOW): string {
  const { uid, email } = typeof who === 'string' ? personas[who] : who;
  return mintIdToken({ uid, email, now: issuedAt });
}

export const bearer = (who: PersonaKey | { uid: string; email: string }) => ({
  authorization: `Bearer ${tokenFor(who)}`,
});

/**
 * For a describe block of races: the server on a PostgreSQL copy and a second instance on the
 * same database (its own pool, as a second process would have), closed after the block.
 */
export function useTwoServersOnPostgres() {
  const started: { server?: TestServer; second?: Awaited<ReturnType<typeof startSecondServer>> } = {};
  beforeAll(async () => {
    started.server = await startServer('postgres');
    started.second = await startSecondServer(started.server);
  }, 120_000);
  afterAll(async () => {
    await started.second?.close();
    await started.server?.close();
  });
  return {
    get server() {
      return started.server!;
    },
    get second() {
      return started.second!;
    },
    get db() {
      return started.server!.store.db;
    },
  };
}
