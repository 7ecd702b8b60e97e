// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '#mocks/db';
import { checkSeedRecords, writingSeed } from '#mocks/record-schema';
import { seedDb } from '#mocks/seed';

// The seed is written unchecked on every start (mocks/record-schema.ts); here it is checked once.
describe('the seed', () => {
  afterEach(() => checkSeedRecords(false));

  it('writes only records that honour openapi.yaml', async () => {
    checkSeedRecords(true);
    const schedule = await seedDb();
    expect(schedule).toBeDefined();
    expect(db.singleClasses.count()).toBeGreaterThan(0);
  });

  it('is checked when asked to, and a record that breaks the contract is refused', async () => {
    const broken = { tag_id: 999, name: 42 } as unknown as Parameters<typeof db.tags.create>[0];
    await expect(writingSeed(() => db.tags.create(broken))).resolves.toBeDefined();
    checkSeedRecords(true);
    await expect(writingSeed(() => db.tags.create({ ...broken, tag_id: 998 }))).rejects.toThrow(
      /Failed to create a new record/,
    );
  });

  it('leaves the handlers’ writes checked', async () => {
    const broken = { tag_id: 997, name: 42 } as unknown as Parameters<typeof db.tags.create>[0];
    await expect(db.tags.create(broken)).rejects.toThrow(/Failed to create a new record/);
  });
});
