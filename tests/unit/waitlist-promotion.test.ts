import { describe, expect, it } from 'vitest';
import { promoteFirstWhoCan, promotionsToTell } from '#src/domain/waitlist-promotion';

const entry = (waitlist_id: number, createdAt: string) => ({ waitlist_id, createdAt });

describe('who is moved into a class when a place frees up', () => {
  const list = [
    entry(7, '2026-11-18T09:00:00Z'),
    entry(3, '2026-11-17T09:00:00Z'),
    entry(5, '2026-11-17T09:00:00Z'),
  ];

  it('the first on the list (first come; same moment, the lower id) when they can take it', () => {
    const asked: number[] = [];
    const moved = promoteFirstWhoCan(list, (e) => {
      asked.push(e.waitlist_id);
      return { reservation: e.waitlist_id };
    });
    expect(moved).toEqual({ entry: list[1], placed: { reservation: 3 } });
    expect(asked).toEqual([3]);
  });

  it('skips whoever the server refuses, in order, and keeps asking until someone takes it', () => {
    const asked: number[] = [];
    const moved = promoteFirstWhoCan(list, (e) => {
      asked.push(e.waitlist_id);
      return e.waitlist_id === 7 ? 'placed' : null;
    });
    expect(asked).toEqual([3, 5, 7]);
    expect(moved?.entry.waitlist_id).toBe(7);
  });

  it('nobody when nobody can take it, or the list is empty', () => {
    expect(promoteFirstWhoCan(list, () => null)).toBeNull();
    expect(promoteFirstWhoCan([], () => 'x')).toBeNull();
  });
});

describe('which moves the customer is told about', () => {
  // 10:00 in the studio (UTC−6); class dates are the studio's wall clock written as UTC.
  const now = new Date('2026-11-18T16:00:00Z');
  const move = (id: number, createdAt: string, class_date: string) => ({
    waitlist_promotion_id: id,
    createdAt,
    single_class: { class_date },
  });

  it('those not told before, for classes not started, oldest move first', () => {
    const moves = [
      move(1, '2026-11-18T15:00:00Z', '2026-11-19T12:00:00Z'),
      move(2, '2026-11-18T14:00:00Z', '2026-11-20T07:00:00Z'),
      move(3, '2026-11-18T13:00:00Z', '2026-11-18T09:30:00Z'),
      move(4, '2026-11-18T12:00:00Z', '2026-11-21T07:00:00Z'),
    ];
    expect(promotionsToTell(moves, new Set([4]), now, 6).map((m) => m.waitlist_promotion_id)).toEqual([2, 1]);
  });

  it('a class starting at this very minute is news no more; one a minute later still is', () => {
    const moves = [
      move(1, '2026-11-18T15:00:00Z', '2026-11-18T10:00:00Z'),
      move(2, '2026-11-18T15:00:00Z', '2026-11-18T10:01:00Z'),
    ];
    expect(promotionsToTell(moves, new Set(), now, 6).map((m) => m.waitlist_promotion_id)).toEqual([2]);
  });
});
