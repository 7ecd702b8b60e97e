import { describe, expect, it } from 'vitest';
import { isClassFull, placesLeft } from '#src/domain/class-capacity';

describe('class capacity', () => {
  it('is open while places remain', () => {
    expect(isClassFull(10, 9)).toBe(false);
    expect(placesLeft(10, 9)).toBe(1);
  });

  it('is full when the reservations reach or pass the capacity', () => {
    expect(isClassFull(10, 10)).toBe(true);
    expect(isClassFull(10, 12)).toBe(true);
    expect(placesLeft(10, 12)).toBe(0);
  });

  it('counts a class with no capacity as full', () => {
    expect(isClassFull(null, 0)).toBe(true);
    expect(isClassFull(undefined, 0)).toBe(true);
    expect(isClassFull(0, 0)).toBe(true);
    expect(placesLeft(null, 0)).toBe(0);
  });
});
