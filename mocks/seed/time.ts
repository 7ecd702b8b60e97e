import { mockNow } from '#mocks/clock';

/**
 * Class dates follow the studio server's convention: the studio's wall-clock time written as
 * UTC (see docs/decisions/004-class-dates.md). The studio is at UTC-6 by default.
 */
export const STUDIO_OFFSET_HOURS = 6;
const DAY_MS = 86_400_000;

/** Midnight (wall-clock, written as UTC) of the studio's current day. */
export function studioToday(now = mockNow()): Date {
  const wall = new Date(now.getTime() - STUDIO_OFFSET_HOURS * 3_600_000);
  return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()));
}

/** Monday of the studio's current ISO week. */
export function studioWeekStart(now = mockNow()): Date {
  const today = studioToday(now);
  const isoDay = (today.getUTCDay() + 6) % 7;
  return new Date(today.getTime() - isoDay * DAY_MS);
}

export function wallClock(day: Date, time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(day.getTime() + (hours * 60 + minutes) * 60_000).toISOString();
}

export function addDays(day: Date, days: number): Date {
  return new Date(day.getTime() + days * DAY_MS);
}

/** A real instant (true UTC) some days from now, for expirations and audit dates. */
export function daysFromNow(days: number, now = mockNow()): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString();
}

export function dateOnly(iso: string): string {
  return iso.slice(0, 10);
}
