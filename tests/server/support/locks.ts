import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '#server/db/client';

/**
 * Takes a lock in a transaction of the test's own (`take` runs the locking statement) and keeps
 * it until the returned `release()`, so a test can queue requests behind it in a chosen order.
 */
export async function holdLock(db: Database, take: (tx: Database) => Promise<unknown>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const done = db.transaction(async (tx) => {
    await take(tx as unknown as Database);
    held();
    await released;
  });
  await holding;
  return async () => {
    release();
    await done;
  };
}

/** Resolves once `count` statements of this database wait for a lock: the requests are queued. */
export async function queuedBehindLocks(db: Database, count: number): Promise<void> {
  for (;;) {
    const [row] = await rowsOf<{ waiting: number }>(
      db,
      sql`select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (row!.waiting >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
