import { mockClockOffset, setMockClockOffset } from './clock';
import { contractFingerprint } from './contract-validator';
import { liveRecords, restoreDb, type snapshotDb } from './db';
import { writingSeed } from './record-schema';
import { seedDb } from './seed';

/**
 * In the browser the mock database outlives a reload, so QA can walk a flow across pages.
 * The seed's dates are relative to the day it ran; a snapshot from another day is replaced by
 * a fresh seed so "today's classes" stay today's.
 */
const STORAGE_KEY = 'studio-mocks/db';
// Bumped whenever the collections change, so an old snapshot is replaced by a fresh seed.
const FORMAT_VERSION = 6;

interface Snapshot {
  version: number;
  seededOn: string;
  /** The contract the records were checked against when written (contractFingerprint). */
  contract?: string;
  data: ReturnType<typeof snapshotDb>;
}

/**
 * Loads a snapshot. One these mocks wrote under the same contract is loaded unchecked: checking
 * every record again compiled every collection's validator on each reload, about a fifth of a
 * reload's work in the e2e suite. One from another contract is checked, and throws if it breaks it.
 */
function restoreSnapshot(snapshot: Snapshot): Promise<void> {
  if (snapshot.contract === contractFingerprint()) return writingSeed(() => restoreDb(snapshot.data));
  return restoreDb(snapshot.data);
}

// The real day, not the mock clock's: QA moves the clock against the seeded data, so a moved
// clock must neither replace the snapshot nor build the seed around the moved day.
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

async function seedAtRealTime(): Promise<void> {
  const offset = mockClockOffset();
  setMockClockOffset(0);
  try {
    await seedDb();
  } finally {
    setMockClockOffset(offset);
  }
}

let seededOn = today();

export async function hydrateOrSeed(): Promise<void> {
  const stored = readSnapshot();
  if (stored && stored.version === FORMAT_VERSION && stored.seededOn === today()) {
    try {
      await restoreSnapshot(stored);
      seededOn = stored.seededOn;
      return;
    } catch (error) {
      // A snapshot that no longer matches the contract is dropped rather than half-loaded.
      console.warn('Mock data snapshot discarded:', error);
    }
  }
  // Not saved yet: until the first write, a reload seeds the same studio again, and writing the
  // whole seed out on every start was 50-80 ms of each mock-mode start (each e2e test's first page).
  await seedAtRealTime();
  seededOn = today();
}

export function persistDb(): void {
  const snapshot = {
    version: FORMAT_VERSION,
    seededOn,
    contract: contractFingerprint(),
    data: liveRecords(),
  };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(snapshot));
  } catch (error) {
    console.warn('Mock data could not be saved:', error);
  }
}

export async function resetPersistedDb(): Promise<void> {
  localStorage.removeItem(STORAGE_KEY);
  await seedAtRealTime();
  seededOn = today();
  persistDb();
}

function readSnapshot(): Snapshot | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Snapshot) : null;
  } catch {
    return null;
  }
}

/**
 * Another tab of the app wrote to the mock database: load its snapshot here too, then tell
 * `listener`, so both tabs show the same studio (as two tabs on one real server would).
 */
export function onDbChangedElsewhere(listener: () => void): void {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY || !event.newValue) return;
    try {
      const snapshot = JSON.parse(event.newValue) as Snapshot;
      if (snapshot.version !== FORMAT_VERSION) return;
      void restoreSnapshot(snapshot).then(listener, (error: unknown) =>
        console.warn('Mock data from another tab could not be loaded:', error),
      );
    } catch {
      // A half-written or foreign value: this tab keeps its own data.
    }
  });
}
