import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, rowsOf } from '#server/db/client';
import { seedDemoIfEmpty } from '#server/db/seed-if-empty';
import type { ConfigError } from '#server/config';
import { readConfig } from '#server/config';
import { NOW } from './support/clock';
import { startServer, tokenFor, type TestServer } from './support/harness';

describe('environment', () => {
  it('defaults to PGlite in .data/pglite on port 8080 for demo-studio', () => {
    expect(readConfig({})).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      pgliteDir: '.data/pglite',
      firebaseProjectId: 'demo-studio',
      testMode: false,
    });
  });

  it('names every bad variable in one clear message', () => {
    const problems = () => {
      try {
        readConfig({ PORT: 'ochenta', DATABASE_URL: 'mysql://x', APP_ORIGINS: 'estudio.mx' });
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    };
    expect(problems()).toEqual([
      'PORT debe ser un número de puerto entre 0 y 65535 (es "ochenta").',
      'DATABASE_URL debe ser una URL de PostgreSQL (postgres://usuario:clave@host:puerto/base).',
      'APP_ORIGINS debe ser una lista de orígenes separados por comas, p. ej. https://estudio.mx (no "estudio.mx").',
    ]);
  });

  it('reads how many proxies to believe, and refuses anything but a small count', () => {
    expect(readConfig({ TRUST_PROXY_HOPS: '1' }).trustProxyHops).toBe(1);
    expect(readConfig({}).trustProxyHops).toBe(0);
    expect(() => readConfig({ TRUST_PROXY_HOPS: 'true' })).toThrow(
      'TRUST_PROXY_HOPS debe ser cuántos proxies hay delante del servidor, de 0 a 9 (es "true").',
    );
  });

  it('refuses the test control surface and emulator tokens in production', () => {
    expect(() => readConfig({ NODE_ENV: 'production', STUDIO_TEST_MODE: '1' })).toThrow(
      /STUDIO_TEST_MODE=1 no se permite/,
    );
    expect(() =>
      readConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST no se permite/);
  });

  it('loads the demo studio at start only when asked, and never in production', () => {
    expect(readConfig({}).seedDemo).toBe(false);
    expect(readConfig({ SEED_DEMO: 'if-empty' }).seedDemo).toBe(true);
    expect(() => readConfig({ SEED_DEMO: 'siempre' })).toThrow(
      'SEED_DEMO solo puede ser if-empty (es "siempre").',
    );
    expect(() => readConfig({ NODE_ENV: 'production', SEED_DEMO: 'if-empty' })).toThrow(
      /SEED_DEMO no se permite con NODE_ENV=production/,
    );
  });
});

describe('the demo studio at start (SEED_DEMO=if-empty)', () => {
  it('seeds an empty database once and leaves one with customers as it is', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'seed-if-empty-'));
    const store = await openPglite(dir);
    try {
      await store.migrate();
      expect(await seedDemoIfEmpty(store.db, NOW, 'demo-studio', store.kind)).toBe(
        'Datos de ejemplo cargados (pglite).',
      );
      const customers = async () =>
        (await rowsOf<{ count: number }>(store.db, sql`select count(*)::int as count from customers`))[0]
          ?.count;
      const seeded = await customers();
      expect(seeded).toBeGreaterThan(0);
      await store.db.execute(
        sql`update customers set name = 'Editado' where uid = (select min(uid) from customers)`,
      );
      expect(await seedDemoIfEmpty(store.db, NOW, 'demo-studio', store.kind)).toBe(
        `La base de datos ya tiene ${seeded} clientes: se queda como está (pglite).`,
      );
      expect(
        (await rowsOf<{ name: string }>(store.db, sql`select name from customers order by uid limit 1`))[0]
          ?.name,
      ).toBe('Editado');
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('test control surface', () => {
  let server: TestServer;
  let plain: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite');
    plain = await startServer('pglite', { testMode: false });
  });
  afterAll(async () => {
    await server?.close();
    await plain?.close();
  });

  it('sets a configuration value and resets to the seed', async () => {
    const set = await server.app.inject({
      method: 'PUT',
      url: '/api/__test__/config',
      payload: { key: 'business_name', value: 'Otro' },
    });
    expect(set.statusCode).toBe(200);
    const read = async () =>
      (await server.app.inject({ method: 'GET', url: '/api/appconfig' }))
        .json<{ config: Array<{ key: string; value: string }> }>()
        .config.find((entry) => entry.key === 'business_name')?.value;
    expect(await read()).toBe('Otro');
    await server.app.inject({
      method: 'POST',
      url: '/api/__test__/reset',
      payload: { now: NOW.toISOString() },
    });
    expect(await read()).toBe('Lumen Estudio');
  });

  it('moves the clock: credits expired by then are no longer listed', async () => {
    const later = new Date(NOW.getTime() + 61 * 86_400_000);
    const moved = await server.app.inject({
      method: 'PUT',
      url: '/api/__test__/clock',
      payload: { now: later.toISOString() },
    });
    expect(moved.json()).toEqual({ now: later.toISOString() });
    const credits = await server.app.inject({
      method: 'GET',
      url: '/api/customer/available_classes',
      headers: { authorization: `Bearer ${tokenFor('ana', later)}` },
    });
    expect(credits.json()).toEqual({ available_classes: [] });
  });

  it('does not exist unless the server started in test mode', async () => {
    const answer = await plain.app.inject({ method: 'POST', url: '/api/__test__/reset', payload: {} });
    expect([answer.statusCode, answer.json()]).toEqual([404, { message: 'No encontrado.' }]);
  });
});
