// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { keepsPass, passesToSave, passesToShow, type SavedPasses } from '#src/domain/saved-passes';
import { inStudioHours as inHours, studioNow as now } from '#tests/support/cancel-policy';

interface Pass {
  class_reservation_id: number;
  deletedAt?: string | null;
  single_class: { class_date: string };
}

const pass = (id: number, hours: number, over: Partial<Pass> = {}): Pass => ({
  class_reservation_id: id,
  deletedAt: null,
  single_class: { class_date: inHours(hours) },
  ...over,
});
const ana = { customerId: 1, offsetHours: 6 };
const ids = (saved: SavedPasses<Pass> | null) => saved?.reservations.map((r) => r.class_reservation_id);
const savedFor = (customerId: number, reservations: Pass[]): SavedPasses<Pass> => ({
  customerId,
  savedAt: '2026-03-09T15:00:00.000Z',
  reservations,
});

describe('which reservations are passes', () => {
  it('a live reservation of a class still ahead, on the studio clock', () => {
    expect(keepsPass(pass(1, 1), now, 6)).toBe(true);
    expect(keepsPass(pass(1, -1), now, 6)).toBe(false);
    expect(keepsPass(pass(1, 5, { deletedAt: '2026-03-01T00:00:00Z' }), now, 6)).toBe(false);
  });
});

describe('saving after an online read', () => {
  it('the first page of Todas replaces what was saved, keeping only the passes, dated now', () => {
    const read = { filter: 'all' as const, page: 1, reservations: [pass(3, 48), pass(2, -24), pass(1, 2)] };
    const saved = passesToSave(savedFor(1, [pass(9, 5)]), read, ana, now);
    expect(ids(saved)).toEqual([3, 1]);
    expect(saved?.savedAt).toBe(now.toISOString());
    expect(saved?.customerId).toBe(1);
  });

  it('a later page adds to the same customer’s passes, with no repeats', () => {
    const read = { filter: 'upcoming' as const, page: 2, reservations: [pass(2, 3), pass(4, 6)] };
    expect(ids(passesToSave(savedFor(1, [pass(1, 50), pass(2, 3)]), read, ana, now))).toEqual([1, 2, 4]);
    // Another customer's passes are never carried over.
    expect(ids(passesToSave(savedFor(7, [pass(1, 50)]), read, ana, now))).toEqual([2, 4]);
  });

  it('Pasadas and Canceladas leave the saved passes alone', () => {
    for (const filter of ['past', 'cancelled'] as const) {
      expect(passesToSave(savedFor(1, [pass(1, 5)]), { filter, page: 1, reservations: [] }, ana, now)).toBe(
        null,
      );
    }
  });
});

describe('showing the saved copy without signal', () => {
  const saved = savedFor(1, [pass(1, 30), pass(2, -1), pass(3, 1)]);

  it('only the passes of classes that have not started since, still dated when saved', () => {
    const shown = passesToShow(saved, { ...ana, filter: 'all' }, now);
    expect(ids(shown)).toEqual([1, 3]);
    expect(shown?.savedAt).toBe(saved.savedAt);
    expect(ids(passesToShow(saved, { ...ana, filter: 'upcoming' }, now))).toEqual([1, 3]);
  });

  it('never another customer’s passes, and nothing for Pasadas or Canceladas or with nothing saved', () => {
    expect(passesToShow(saved, { customerId: 2, offsetHours: 6, filter: 'all' }, now)).toBe(null);
    expect(passesToShow(saved, { ...ana, filter: 'past' }, now)).toBe(null);
    expect(passesToShow(saved, { ...ana, filter: 'cancelled' }, now)).toBe(null);
    expect(passesToShow(null, { ...ana, filter: 'all' }, now)).toBe(null);
  });
});
