import { describe, expect, it } from 'vitest';
import { sharedClassFrom, sharedClassPath } from '#src/domain/shared-class';

describe('a shared class link', () => {
  it('points at the public calendar on the class day (its wall-clock date)', () => {
    expect(sharedClassPath({ single_class_id: 123, class_date: '2026-11-24T07:00:00.000Z' })).toBe(
      '/calendario?clase=123&fecha=2026-11-24',
    );
  });

  it('reads back what it wrote', () => {
    const path = sharedClassPath({ single_class_id: 9, class_date: '2026-12-31T23:30:00.000Z' });
    expect(sharedClassFrom(new URL(path, 'https://studio.mx').searchParams)).toEqual({
      classId: 9,
      day: '2026-12-31',
    });
  });

  it.each([
    ['', 'no parameters'],
    ['clase=12', 'no day'],
    ['fecha=2026-11-24', 'no class'],
    ['clase=abc&fecha=2026-11-24', 'a class that is not a number'],
    ['clase=0&fecha=2026-11-24', 'class 0'],
    ['clase=-3&fecha=2026-11-24', 'a negative class'],
    ['clase=1.5&fecha=2026-11-24', 'a fraction'],
    ['clase=99999999999999999999&fecha=2026-11-24', 'a class past safe integers'],
    ['clase=12&fecha=24-11-2026', 'a day in another format'],
    ['clase=12&fecha=2026-02-31', 'a day that does not exist'],
    ['clase=12&fecha=2026-11-24T07:00', 'a time'],
  ])('ignores %j (%s)', (search) => {
    expect(sharedClassFrom(new URLSearchParams(search))).toBeNull();
  });
});
