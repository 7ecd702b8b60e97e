import { describe, expect, it } from 'vitest';
import {
  isOnWaitlist,
  sortWaitlistsByClassDate,
  waitlistEntryFor,
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
