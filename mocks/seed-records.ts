import { freezeMockClock } from './clock';
import { snapshotDb, type CollectionName } from './db';
import { seedDb } from './seed';

export type SeedRecords = Record<CollectionName, unknown[]>;

/**
 * The mocks' seed as plain records, seeded as of `now`: the one source of the believable studio,
 * which the server's `npm run db:seed` loads into PostgreSQL (server/db/seed.ts) instead of a
 * second copy of the data. It runs the seed over the in-memory mock database and snapshots it.
 */
export async function seedRecords(now: Date): Promise<SeedRecords> {
  freezeMockClock(now);
  try {
    await seedDb();
    return snapshotDb();
  } finally {
    freezeMockClock(undefined);
  }
}
