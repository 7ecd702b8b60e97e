import { describe, expect, it } from 'vitest';
import {
  isOnWaitlist,
  sortWaitlistsByClassDate,
  waitlistEntryFor,
  waitlistPosition,
  waitlistPositions,
  waitlistSaveMethod,
} from '#src/domain/waitlist';

describe('waitlistSaveMethod: PUT when the id is numeric, POST otherwise', () => {
  it.each([
    [7, 'PUT'],
    [0, 'PUT'],
    ['12', 'PUT'],
    [' 12 ', 'PUT'],
    [undefined, 'POST'],
    [null, 'POST'],
    ['', 'POST'],
    ['abc', 'POST'],
    ['12a', 'POST'],
    [Number.NaN, 'POST'],
    [Number.POSITIVE_INFINITY, 'POST'],
    [{}, 'POST'],
  ] as const)('%j → %s', (id, method) => {
    expect(waitlistSaveMethod(id)).toBe(method);
  });
});

const entries = [
  { waitlist_id: 1, single_class_id: 10 },
  { waitlist_id: 2, single_class_id: 20 },
];

describe('the customer on a class waitlist', () => {
  it.each([
    [10, true, 1],
    [20, true, 2],
    [30, false, undefined],
  ] as const)('class %i: on the list %s (entry %s)', (classId, on, id) => {
    expect(isOnWaitlist(entries, classId)).toBe(on);
    expect(waitlistEntryFor(entries, classId)?.waitlist_id).toBe(id);
  });

  it('an empty list has no one', () => {
    expect(isOnWaitlist([], 10)).toBe(false);
  });
});

describe('sortWaitlistsByClassDate', () => {
  it('puts the soonest class first and entries without a class last', () => {
    const later = { id: 'later', single_class: { class_date: '2026-11-25T09:00:00Z' } };
    const sooner = { id: 'sooner', single_class: { class_date: '2026-11-23T18:00:00Z' } };
    const unknown = { id: 'unknown', single_class: undefined };
    const sorted = sortWaitlistsByClassDate([unknown, later, sooner]);
    expect(sorted.map((e) => e.id)).toEqual(['sooner', 'later', 'unknown']);
  });

  it('does not change the list it was given', () => {
    const list = [
      { single_class: { class_date: '2026-11-25T09:00:00Z' } },
      { single_class: { class_date: '2026-11-23T09:00:00Z' } },
    ];
    const copy = [...list];
    sortWaitlistsByClassDate(list);
    expect(list).toEqual(copy);
  });
});

describe('waitlist positions: first come, first served', () => {
  it('numbers a class list by the time each customer joined, from 1', () => {
    const positions = waitlistPositions([
      { waitlist_id: 7, createdAt: '2026-11-18T10:05:00Z' },
      { waitlist_id: 3, createdAt: '2026-11-18T10:00:00Z' },
      { waitlist_id: 9, createdAt: '2026-11-18T11:00:00Z' },
    ]);
    expect([...positions.entries()]).toEqual([
      [3, 1],
      [7, 2],
      [9, 3],
    ]);
  });

  it('keeps the order of ids for two who joined in the same millisecond', () => {
    const at = '2026-11-18T10:00:00.000Z';
    const positions = waitlistPositions([
      { waitlist_id: 12, createdAt: at },
      { waitlist_id: 4, createdAt: at },
    ]);
    expect(positions.get(4)).toBe(1);
    expect(positions.get(12)).toBe(2);
  });

  it.each([
    [[{ single_class_id: 10, position: 3 }], 10, 3],
    [[{ single_class_id: 10, position: 3 }], 20, null],
    [[{ single_class_id: 10 }], 10, null],
    [[{ single_class_id: 10, position: 0 }], 10, null],
    [[{ single_class_id: 10, position: 1.5 }], 10, null],
  ] as const)('%j on class %i → place %s', (list, classId, place) => {
    expect(waitlistPosition(list, classId)).toBe(place);
  });
});
