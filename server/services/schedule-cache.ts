import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { ClassViewWithOwners } from './single-class-views';
import { asSeenBy } from './single-class-views';

export type ClassView = ReturnType<typeof asSeenBy>;
export type Day = { date: string; single_classes: ClassView[] };

interface Entry {
  fingerprint: string;
  classes: ClassViewWithOwners[];
  /** The answer for a visitor, and the base of every signed-in reader's. */
  days: Day[];
  /** The visitor's answer as gzip-compressed JSON, made on the first read that can take it. */
  gzipped?: Buffer;
}

export interface ScheduleAnswer {
  days: Day[];
  /**
   * When the reader sees the visitor's answer: `{ days }` as gzip-compressed JSON, compressed
   * once per entry (a week is about 350 KB of JSON and 10 times less compressed).
   */
  gzipped: (() => Buffer) | null;
}

/** Weeks kept: the calendar's current week and a few either side, per filter. */
const MAX_ENTRIES = 24;

/**
 * The week's schedule is read far more often than it changes (decision 056). Each query's answer
 * is built once and served again while the revisions it was built from are still the ones stored
 * (a class's own, bumped with its places, coaches and tags, and the catalogue's). The caller reads
 * the revisions before it builds, so an entry may be rebuilt once more than needed but is never
 * served stale, whichever server process made the change. Readers that find the same new
 * fingerprint while its answer is being built wait for that one build: at 100 reads a second, a
 * week that takes 100 ms to build would otherwise be built by every reader in those 100 ms, each
 * slowing the others. (lru-cache's own `fetch` shares a build per key, not per fingerprint: a
 * reader who saw a newer revision could be handed the older build.)
 */
export function scheduleCache() {
  const entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES });
  const building = new Map<string, { fingerprint: string; entry: Promise<Entry> }>();

  async function built(
    key: string,
    fingerprint: string,
    build: () => Promise<ClassViewWithOwners[]>,
    group: (views: ClassView[]) => Day[],
  ): Promise<Entry> {
    const pending = building.get(key);
    if (pending?.fingerprint === fingerprint) return pending.entry;
    const entry = build().then((classes) => {
      const made = { fingerprint, classes, days: group(classes.map((view) => asSeenBy(view, null))) };
      entries.set(key, made);
      return made;
    });
    building.set(key, { fingerprint, entry });
    try {
      return await entry;
    } finally {
      // A failed build is not kept: the next reader builds again.
      if (building.get(key)?.entry === entry) building.delete(key);
    }
  }

  return {
    /**
     * The days of `key`'s answer for one reader: `build` reads the classes again and `group`
     * lays them out by day, only when `fingerprint` (their revisions) changed.
     */
    async days(
      key: string,
      fingerprint: string,
      build: () => Promise<ClassViewWithOwners[]>,
      group: (views: ClassView[]) => Day[],
      viewerCustomerId: number | null,
    ): Promise<ScheduleAnswer> {
      let entry = entries.get(key);
      if (entry?.fingerprint !== fingerprint) entry = await built(key, fingerprint, build, group);
      const days = viewerCustomerId === null ? entry.days : ownPlacesMarked(entry, viewerCustomerId);
      const visitors = entry;
      const gzipped = () => (visitors.gzipped ??= gzipSync(JSON.stringify({ days: visitors.days })));
      return { days, gzipped: days === entry.days ? gzipped : null };
    },
  };
}

/** The visitor's answer with the reader's own places named, copying only the classes they hold one in. */
function ownPlacesMarked(entry: Entry, viewerCustomerId: number): Day[] {
  const mine = new Map<number, ClassView>();
  for (const view of entry.classes) {
    if (view.class_reservations.some((reservation) => reservation.customer_id === viewerCustomerId)) {
      mine.set(view.single_class_id, asSeenBy(view, viewerCustomerId));
    }
  }
  if (mine.size === 0) return entry.days;
  return entry.days.map((day) => ({
    date: day.date,
    single_classes: day.single_classes.map((view) => mine.get(view.single_class_id) ?? view),
  }));
}
