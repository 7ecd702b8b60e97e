// The instant the bench's first-tap page starts at (scripts/bench-browser.mjs).

const STUDIO_OFFSET_HOURS = 6;
const DAY_MS = 86_400_000;

/**
 * 08:00 in Mexico City (UTC−6, no daylight saving since 2022) on the Monday after the studio's
 * current week. The mock server seeds the studio's week and one either side
 * (mocks/seed/schedule.ts), counted in the studio's time: on a Sunday evening there, Monday has
 * already begun in UTC, and a Monday counted in UTC would fall a week past the seed.
 */
export function nextMondayMorning(now) {
  const wall = new Date(now.getTime() - STUDIO_OFFSET_HOURS * 3_600_000);
  const isoDay = (wall.getUTCDay() + 6) % 7;
  const today = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  return new Date(today + (7 - isoDay) * DAY_MS + (8 + STUDIO_OFFSET_HOURS) * 3_600_000);
}
