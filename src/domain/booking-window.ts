/*
 * Time windows around a class. Class dates are the studio's wall-clock time written as UTC
 * (docs/decisions/004-class-dates.md), so every comparison is made against the studio's "now":
 * the real instant minus the studio's offset from UTC.
 */

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** The offset the specs fall back to when timezone_offset is not set. */
export const DEFAULT_TIMEZONE_OFFSET_HOURS = 6;

/** The studio's wall clock, written as UTC like class dates are. */
export function studioNow(now: Date, offsetHours: number = DEFAULT_TIMEZONE_OFFSET_HOURS): Date {
  return new Date(now.getTime() - offsetHours * HOUR_MS);
}

export interface BookingWindowSettings {
  timezoneOffsetHours?: number;
  /** reservation_timeframe_hours: minimum lead time before the class starts. */
  leadHours?: number;
  /** reservation_timeframe_minutes, added to the hours. */
  leadMinutes?: number;
}

/**
 * Whether a class can still be reserved: it must start at least the lead time after the studio's
 * now. With no lead time (both empty or zero) the class must simply be in the future.
 */
export function isBookingWindowOpen(
  classDate: string,
  now: Date,
  settings: BookingWindowSettings = {},
): boolean {
  const start = Date.parse(classDate);
  if (Number.isNaN(start)) return false;
  const wallNow = studioNow(now, settings.timezoneOffsetHours).getTime();
  const lead = Math.max(0, (settings.leadHours ?? 0) * HOUR_MS + (settings.leadMinutes ?? 0) * MINUTE_MS);
  if (lead === 0) return start > wallNow;
  return start - wallNow >= lead;
}

/** Whether the class has started on the studio's clock ("past" in Mis Reservaciones). */
export function hasClassStarted(classDate: string, now: Date, offsetHours?: number): boolean {
  return Date.parse(classDate) <= studioNow(now, offsetHours).getTime();
}

const UNIT_MS: Record<string, number> = {
  second: 1000,
  minute: MINUTE_MS,
  hour: HOUR_MS,
  day: 24 * HOUR_MS,
  week: 7 * 24 * HOUR_MS,
};

/** The length of cancel_timeframe_value cancel_timeframe_unit; units singular or plural, any case. */
export function timeframeMs(value: number, unit: string): number {
  const key = unit.trim().toLowerCase().replace(/s$/, '');
  return value * (UNIT_MS[key] ?? HOUR_MS);
}

/**
 * Whether a reservation can be cancelled with its credit back: the class starts at least the
 * cancel timeframe after the studio's now.
 */
export function isBeforeCancelDeadline(
  classDate: string,
  now: Date,
  timeframe: { value: number; unit: string; timezoneOffsetHours?: number },
): boolean {
  const start = Date.parse(classDate);
  const wallNow = studioNow(now, timeframe.timezoneOffsetHours).getTime();
  return start - wallNow >= timeframeMs(timeframe.value, timeframe.unit);
}
