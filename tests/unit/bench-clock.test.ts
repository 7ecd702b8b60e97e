import { describe, expect, it } from 'vitest';
import { nextMondayMorning } from '#scripts/bench-clock.mjs';
import { studioWeekStart } from '#mocks/seed/time';

/*
 * The bench's first tap starts the phone's clock on a Monday morning with classes to reserve:
 * always inside the three weeks the mock server seeds (the studio's week and one either side).
 */
describe("the bench's first-tap clock", () => {
  const inSeededWeeks = (now: Date) => {
    const start = studioWeekStart(now).getTime();
    const at = nextMondayMorning(now).getTime() - 6 * 3_600_000;
    return at >= start - 7 * 86_400_000 && at < start + 14 * 86_400_000;
  };

  it('is the Monday after the studio week at 08:00 in Mexico City, even on a Sunday evening there', () => {
    // Monday 03:24 UTC is Sunday 21:24 in the studio: its week began on 23 November.
    expect(nextMondayMorning(new Date('2026-11-30T03:24:00Z')).toISOString()).toBe(
      '2026-11-30T14:00:00.000Z',
    );
    expect(nextMondayMorning(new Date('2026-11-30T10:00:00Z')).toISOString()).toBe(
      '2026-12-07T14:00:00.000Z',
    );
    expect(nextMondayMorning(new Date('2026-12-05T23:59:00Z')).toISOString()).toBe(
      '2026-12-07T14:00:00.000Z',
    );
  });

  it('falls in the seeded weeks at every hour of a week', () => {
    const hours = Array.from({ length: 7 * 24 }, (_, hour) => new Date(Date.UTC(2026, 10, 23, hour)));
    expect(hours.filter((now) => !inSeededWeeks(now)).map((now) => now.toISOString())).toEqual([]);
  });
});
