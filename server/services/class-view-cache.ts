import { inArray } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '#server/db/client';
import { singleClasses } from '#server/db/schema';
import { classViewsWithOwners, type ClassViewWithOwners } from './single-class-views';

type ClassRow = typeof singleClasses.$inferSelect;

/** Classes kept: several weeks of a large studio's, about 2 KB each. */
const MAX_CLASSES = 5_000;

/**
 * Each class's view (type, location, coaches, tags, places), built once and served again while
 * the class's revision and the catalogue's are the ones it was built from (decision 056's
 * revisions, bumped by the database whichever process wrote). A page of Mis Reservaciones names
 * 50 classes that rarely change: reading their rows, revisions included, is one query, where
 * building their views is five (decision 079). One per server instance: two databases in one
 * process (the tests') may hold the same class id at the same revision.
 */
export function classViewCache(
  max = MAX_CLASSES,
  buildViews: (db: Database, rows: ClassRow[]) => Promise<ClassViewWithOwners[]> = classViewsWithOwners,
) {
  const entries = new LRUCache<number, { stamp: string; view: ClassViewWithOwners }>({ max });
  // Views being built, by class: a reader who needs one at the same stamp waits for that build
  // rather than building it again (as the schedule cache does with a week).
  const building = new Map<number, { stamp: string; view: Promise<ClassViewWithOwners> }>();

  /** Builds the views of `rows` in one batch, each shared with the readers who ask meanwhile. */
  async function build(db: Database, rows: ClassRow[], stampOf: (row: ClassRow) => string) {
    const batch = buildViews(db, rows);
    const mine = rows.map((row, index) => {
      const view = batch.then((views) => views[index]!);
      // Whoever waits sees the failure; nobody waiting is not an unhandled rejection.
      view.catch(() => undefined);
      const pending = { stamp: stampOf(row), view };
      building.set(row.single_class_id, pending);
      return pending;
    });
    try {
      const views = await batch;
      rows.forEach((row, index) =>
        entries.set(row.single_class_id, { stamp: stampOf(row), view: views[index]! }),
      );
      return views;
    } finally {
      rows.forEach((row, index) => {
        if (building.get(row.single_class_id) === mine[index]) building.delete(row.single_class_id);
      });
    }
  }

  return {
    async views(db: Database, rows: ClassRow[], catalogueRevision: number): Promise<ClassViewWithOwners[]> {
      const stampOf = (row: ClassRow) => `${row.revision}|${catalogueRevision}`;
      const found = new Map<number, ClassViewWithOwners>();
      const missing: ClassRow[] = [];
      const waiting: Array<Promise<void>> = [];
      // A customer may hold two reservations of one class (one cancelled): each class once.
      const unique = [...new Map(rows.map((row) => [row.single_class_id, row])).values()];
      for (const row of unique) {
        const entry = entries.get(row.single_class_id);
        const pending = building.get(row.single_class_id);
        if (entry?.stamp === stampOf(row)) found.set(row.single_class_id, entry.view);
        else if (pending?.stamp === stampOf(row))
          waiting.push(pending.view.then((view) => void found.set(row.single_class_id, view)));
        else missing.push(row);
      }
      const built = missing.length ? build(db, missing, stampOf) : Promise.resolve([]);
      const [views] = await Promise.all([built, ...waiting]);
      views.forEach((view, index) => found.set(missing[index]!.single_class_id, view));
      return unique.map((row) => found.get(row.single_class_id)!);
    },
    /**
     * The same, from each class's id and revision only: a page of Mis Reservaciones reads no class
     * row it does not need, so only the classes the cache lacks (or holds at an older revision)
     * are read whole, in one statement (decision 090).
     */
    async viewsOfStamps(
      db: Database,
      stamps: Array<{ single_class_id: number; revision: number }>,
      catalogueRevision: number,
    ): Promise<ClassViewWithOwners[]> {
      const fresh = (stamp: { single_class_id: number; revision: number }) =>
        entries.get(stamp.single_class_id)?.stamp === `${stamp.revision}|${catalogueRevision}`;
      const missingIds = [...new Set(stamps.filter((stamp) => !fresh(stamp)).map((s) => s.single_class_id))];
      const rows = missingIds.length
        ? await db.select().from(singleClasses).where(inArray(singleClasses.single_class_id, missingIds))
        : [];
      await this.views(db, rows, catalogueRevision);
      const views: ClassViewWithOwners[] = [];
      for (const id of new Set(stamps.map((stamp) => stamp.single_class_id))) {
        const view = entries.get(id)?.view;
        if (view) views.push(view);
      }
      return views;
    },
  };
}

export type ClassViewCache = ReturnType<typeof classViewCache>;
