import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPglite, openPglite, openPostgres } from '#server/db/client';
import { takeSeedSnapshot } from '#server/test-control/seed-snapshot';
import { NOW, TEST_PROJECT_ID } from './clock';
import { postgresBin, startCluster, type Cluster } from '#scripts/postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory migrated and seeded as of NOW (backup.test.ts copies it). */
    pgliteTemplateDir: string;
    /** The same database dumped (`dumpDataDir`): each server loads a copy of it in memory. */
    pgliteTemplateDump: string;
    /** A PostgreSQL URL whose database `studio_template` is migrated and seeded; absent without a server binary. */
    postgresAdminUrl: string | undefined;
  }
}

/** Builds the seeded template databases (with their seed snapshot) once per run: creating PGlite takes seconds, copying it does not. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'studio-pglite-'));
  const template = join(dir, 'template');
  const dump = join(dir, 'template.tar');
  const bin = process.env.STUDIO_SKIP_POSTGRES === '1' ? undefined : postgresBin();
  // Side by side: PGlite's work is in this process, the cluster's mostly in its own.
  const [, cluster] = await Promise.all([
    (async () => {
      const client = await createPglite(template);
      const store = await openPglite(client);
      await store.migrate();
      await takeSeedSnapshot(store.db, NOW, TEST_PROJECT_ID);
      await writeFile(dump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
      await store.close();
    })(),
    bin ? postgresTemplate(bin) : undefined,
  ]);
  project.provide('pgliteTemplateDir', template);
  project.provide('pgliteTemplateDump', dump);
  project.provide('postgresAdminUrl', cluster?.url('postgres'));

  return () => {
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

/** A throwaway cluster whose database `studio_template` is migrated and seeded. */
async function postgresTemplate(bin: string): Promise<Cluster> {
  const cluster = await startCluster(bin);
  const postgres = openPostgres(await cluster.createDatabase('studio_template'));
  await postgres.migrate();
  await takeSeedSnapshot(postgres.db, NOW, TEST_PROJECT_ID);
  await postgres.close();
  return cluster;
}
