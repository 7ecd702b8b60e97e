import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite, openPostgres, type Store } from '#server/db/client';
import { backupDatabase, type DataPlaces } from '#server/db/backups/backup';
import { restoreDatabase } from '#server/db/backups/restore';
import { exportStudio } from '#server/db/backups/studio-export';
import { importStudio } from '#server/db/backups/studio-import';
import { customers, reservations } from '#server/db/schema';
import { postgresBin } from '#scripts/postgres-cluster';
import { backends, createPostgresDatabase } from './support/harness';
import { sequencePositions, tableFingerprints } from './support/table-fingerprints';

/*
 * Backups and moves between databases (issue 32, decision 071). The source is always a copy of the
 * run's template: migrated and seeded (seedDatabase) as of the pinned NOW. "Every record" is
 * every table's row count and a digest of all its rows, and where each sequence stands.
 */
const onPostgres = backends().includes('postgres');
if (!onPostgres) console.info('backups on PostgreSQL skipped: no PostgreSQL server binary on this machine');

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'studio-backups-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

let folders = 0;
/** A new, not yet existing folder under the test's work folder. */
const fresh = (name: string) => join(work, `${name}-${(folders += 1)}`);

function templateCopy(): string {
  const dir = fresh('pglite');
  cpSync(inject('pgliteTemplateDir'), dir, { recursive: true });
  return dir;
}

const places = (overrides: Partial<DataPlaces>): DataPlaces => ({
  databaseUrl: undefined,
  pgliteDir: fresh('unused'),
  uploadsDir: fresh('uploads'),
  ...overrides,
});

/** What a store holds, read and closed. */
async function contents(store: Store) {
  try {
    return {
      tables: await tableFingerprints(store.db),
      sequences: await sequencePositions(store.db),
      firstCustomers: await store.db
        .select({ id: customers.customer_id, email: customers.email, name: customers.name })
        .from(customers)
        .orderBy(asc(customers.customer_id))
        .limit(3),
      lastReservation: await store.db
        .select({ id: reservations.class_reservation_id, class: reservations.single_class_id })
        .from(reservations)
        .orderBy(asc(reservations.class_reservation_id))
        .limit(1),
    };
  } finally {
    await store.close();
  }
}

function expectSameStudio(restored: Awaited<ReturnType<typeof contents>>, source: typeof restored) {
  expect(restored.tables).toEqual(source.tables);
  expect(restored.sequences).toEqual(source.sequences);
  expect(restored.firstCustomers).toEqual(source.firstCustomers);
  expect(restored.lastReservation).toEqual(source.lastReservation);
  // A seed, not an empty schema: the comparison above had rows to compare.
  expect(source.tables.customers!.rows).toBeGreaterThan(0);
  expect(source.tables.reservations!.rows).toBeGreaterThan(0);
}

// A backup, a restore or a move copies the whole seeded studio (three months of history) through
// a fresh embedded database's start on disk: tens of seconds on a loaded 2-core machine, so these
// tests get room that does not depend on the machine's speed.
const WHOLE_STUDIO_MS = 120_000;

describe('backups of the embedded database', { timeout: WHOLE_STUDIO_MS }, () => {
  let source: string;
  let file: string;
  beforeAll(async () => {
    source = templateCopy();
    const uploadsDir = fresh('uploads');
    mkdirSync(uploadsDir);
    writeFileSync(join(uploadsDir, 'foto.jpg'), 'una foto');
    file = join(work, 'respaldo.tar.gz');
    const made = await backupDatabase(places({ pgliteDir: source, uploadsDir }), file);
    expect(made.uploads).toBe(`${file}.uploads.tar.gz`);
  });

  it('restores a backup into a fresh folder with every record and the uploaded files', async () => {
    const target = fresh('restored');
    const restoredUploads = fresh('uploads');
    await restoreDatabase(places({ pgliteDir: target, uploadsDir: restoredUploads }), file);

    expectSameStudio(await contents(await openPglite(target)), await contents(await openPglite(source)));
    expect(readFileSync(join(restoredUploads, 'foto.jpg'), 'utf8')).toBe('una foto');
  });

  it('refuses to restore onto a folder that holds a database, and replaces it with --force', async () => {
    const target = templateCopy();
    const before = readdirSync(target, { recursive: true });

    await expect(restoreDatabase(places({ pgliteDir: target }), file)).rejects.toThrow(
      `La carpeta ${target} (PGLITE_DIR) ya tiene una base de datos: restaurar el respaldo la reemplazaría. ` +
        'Restaura en una base vacía, o repite el comando con --force para reemplazarla.',
    );
    expect(readdirSync(target, { recursive: true })).toEqual(before);
    expect(readdirSync(work).filter((name) => name.includes('.antes-'))).toEqual([]);

    const { movedAside } = await restoreDatabase(places({ pgliteDir: target }), file, {
      force: true,
      now: new Date('2026-11-25T18:00:00.000Z'),
    });
    expect(movedAside).toBe(`${target}.antes-2026-11-25T18-00-00.000Z`);
    expect(readdirSync(movedAside!, { recursive: true })).toEqual(before);
    expect(existsSync(join(target, 'PG_VERSION'))).toBe(true);
  });

  it('refuses to import into a database that holds a studio', async () => {
    const source = await openPglite(templateCopy());
    const file = join(work, 'estudio.jsonl.gz');
    try {
      await exportStudio(source.db, file);
      await expect(importStudio(source, file)).rejects.toThrow(
        /^La base de destino ya tiene datos \(.*customers.*\): importa en una base nueva y vacía\.$/,
      );
    } finally {
      await source.close();
    }
  });
});

describe('what an operator is told', () => {
  it('says to install the PostgreSQL client when pg_dump is missing', async () => {
    const file = join(work, 'sin-cliente.dump');
    await expect(
      backupDatabase(places({ databaseUrl: 'postgres://estudio:secreta@127.0.0.1:5432/estudio' }), file, {
        pgBin: join(work, 'sin-binarios'),
      }),
    ).rejects.toThrow(
      'No se encontró pg_dump: instala el cliente de PostgreSQL de la misma versión mayor que el servidor ' +
        '(Debian/Ubuntu: apt-get install postgresql-client-16 para un servidor PostgreSQL 16) y repite el comando.',
    );
  });

  it('refuses to back up an embedded database that is not there', async () => {
    const missing = fresh('pglite');
    await expect(backupDatabase(places({ pgliteDir: missing }), join(work, 'nada.tar.gz'))).rejects.toThrow(
      `No hay una base de datos en ${missing} (PGLITE_DIR): no hay nada que respaldar.`,
    );
    // Opening the folder would have made an empty database in it.
    expect(existsSync(missing)).toBe(false);
  });
});

/** An empty database on the run's cluster, or one copied from its seeded template. */
const createDatabase = async (template?: string) => (await createPostgresDatabase(template)).url;

describe.runIf(onPostgres)('backups and moves with PostgreSQL', { timeout: WHOLE_STUDIO_MS }, () => {
  const pgBin = postgresBin();

  it('restores a pg_dump backup into a fresh database with every record', async () => {
    const source = await createDatabase('studio_template');
    const file = join(work, 'respaldo.dump');
    await backupDatabase(places({ databaseUrl: source }), file, { pgBin });

    const target = await createDatabase();
    await restoreDatabase(places({ databaseUrl: target }), file, { pgBin });

    expectSameStudio(await contents(openPostgres(target)), await contents(openPostgres(source)));
  });

  it('refuses to restore onto a database that has tables, and replaces them with --force', async () => {
    const source = await createDatabase('studio_template');
    const file = join(work, 'respaldo-pg.dump');
    await backupDatabase(places({ databaseUrl: source }), file, { pgBin });
    const target = await createDatabase('studio_template');
    const changed = openPostgres(target);
    await changed.db.delete(reservations).finally(() => changed.close());

    await expect(restoreDatabase(places({ databaseUrl: target }), file, { pgBin })).rejects.toThrow(
      'La base de datos de DATABASE_URL ya tiene tablas: restaurar el respaldo la reemplazaría. ' +
        'Restaura en una base vacía, o repite el comando con --force para reemplazarla.',
    );
    const refused = await contents(openPostgres(target));
    expect(refused.tables.reservations!.rows).toBe(0);

    await restoreDatabase(places({ databaseUrl: target }), file, { pgBin, force: true });
    expectSameStudio(await contents(openPostgres(target)), await contents(openPostgres(source)));
  });

  it('moves a studio from the embedded database to PostgreSQL', async () => {
    const sourceDir = templateCopy();
    const file = join(work, 'a-postgres.jsonl.gz');
    const source = await openPglite(sourceDir);
    const exported = await exportStudio(source.db, file).finally(() => source.close());

    const targetUrl = await createDatabase();
    const target = openPostgres(targetUrl);
    const imported = await importStudio(target, file).finally(() => target.close());

    expect(imported).toEqual(withRows(exported));
    expectSameStudio(await contents(openPostgres(targetUrl)), await contents(await openPglite(sourceDir)));
  });

  it('moves a studio from PostgreSQL to the embedded database', async () => {
    const sourceUrl = await createDatabase('studio_template');
    const file = join(work, 'a-pglite.jsonl.gz');
    const source = openPostgres(sourceUrl);
    const exported = await exportStudio(source.db, file).finally(() => source.close());

    const targetDir = fresh('imported');
    const target = await openPglite(targetDir);
    const imported = await importStudio(target, file).finally(() => target.close());

    expect(imported).toEqual(withRows(exported));
    expectSameStudio(await contents(await openPglite(targetDir)), await contents(openPostgres(sourceUrl)));
  });
});

/** An import names only the tables it put rows in. */
const withRows = (counts: Record<string, number>) =>
  Object.fromEntries(Object.entries(counts).filter(([, rows]) => rows > 0));
