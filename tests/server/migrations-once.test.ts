import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres, rowsOf } from '#server/db/client';
import { backends, createPostgresDatabase } from './support/harness';

// A deploy starts several server processes on one new database at once (docs/deployment.md):
// each migrates at its start, and only one may apply the migrations.
describe.runIf(backends().includes('postgres'))('migrations on PostgreSQL', () => {
  it('three processes starting at once on an empty database: one migrates, all start', async () => {
    const { url } = await createPostgresDatabase();
    const stores = [openPostgres(url), openPostgres(url), openPostgres(url)];
    try {
      const results = await Promise.allSettled(stores.map((store) => store.migrate()));
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const applied = await rowsOf<{ count: number }>(
        stores[0]!.db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      const files = await rowsOf<{ count: number }>(
        stores[0]!.db,
        sql`select count(distinct hash)::int as count from drizzle.__drizzle_migrations`,
      );
      // Each migration recorded once.
      expect(applied[0]!.count).toBe(files[0]!.count);
      expect(applied[0]!.count).toBeGreaterThan(10);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });
});
