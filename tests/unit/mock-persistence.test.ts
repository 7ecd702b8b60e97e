// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractFingerprint } from '#mocks/contract-validator';
import { db } from '#mocks/db';
import { hydrateOrSeed, persistDb } from '#mocks/persistence';

const KEY = 'studio-mocks/db';

interface Stored {
  contract?: string;
  data: { tags: { tag_id: number; name: unknown }[] };
}

/** The saved snapshot with one tag whose name breaks openapi.yaml (a number), stamped `contract`. */
function savedWithBrokenTag(contract: string | undefined): void {
  const stored = JSON.parse(localStorage.getItem(KEY)!) as Stored;
  stored.contract = contract;
  stored.data.tags.push({ tag_id: 4242, name: 42 });
  localStorage.setItem(KEY, JSON.stringify(stored));
}

// A reload restores the browser's saved mock database; checking every record again compiled every
// collection's validator on each reload (mocks/persistence.ts).
describe('the mock database saved in the browser', () => {
  // A snapshot from another day is replaced by a fresh seed: the day must not turn mid-test.
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-18T18:00:00.000Z') });
    localStorage.clear();
    await hydrateOrSeed();
  }, 60_000);
  afterAll(() => vi.useRealTimers());

  it('is not written for a fresh seed, only once something is written', () => {
    // beforeAll seeded into an empty localStorage: writing the whole seed out on every start
    // cost each mock-mode start 50-80 ms; a reload before any write seeds the same studio again.
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('is stamped with the contract it was written under', () => {
    persistDb();
    expect((JSON.parse(localStorage.getItem(KEY)!) as Stored).contract).toBe(contractFingerprint());
  });

  it('is restored as written when these mocks wrote it under the same contract', async () => {
    persistDb();
    savedWithBrokenTag(contractFingerprint());
    await hydrateOrSeed();
    expect(db.tags.findFirst((q) => q.where({ tag_id: 4242 }))).toBeDefined();
  }, 60_000);

  it('is checked again when written under another contract, and replaced by a fresh seed if it breaks it', async () => {
    persistDb();
    savedWithBrokenTag('another-contract');
    await hydrateOrSeed();
    expect(db.tags.findFirst((q) => q.where({ tag_id: 4242 }))).toBeUndefined();
    expect(db.tags.count()).toBeGreaterThan(0);
  }, 60_000);
});
