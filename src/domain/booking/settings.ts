/*
 * The studio settings the booking rules read, as plain values. Both backends store settings as
 * text, one value a key (the app config), and read them through `bookingSettingsOf`, so "1",
 * "true", a blank number or a missing unit mean the same on either side.
 */
import {
  DEFAULT_TIMEZONE_OFFSET_HOURS,
  hasClassStarted,
  isBeforeCancelDeadline,
  isBookingWindowOpen,
} from '#src/domain/booking-window';

export interface BookingSettings {
  /** timezone_offset: hours behind UTC (6 when unset). */
  timezoneOffsetHours: number;
  /** reservation_timeframe_hours and _minutes: the least lead time before a class. */
  leadHours: number;
  leadMinutes: number;
  /** cancel_timeframe_value and cancel_timeframe_unit ('hours' when unset). */
  cancelTimeframe: { value: number; unit: string };
  allowCancel: boolean;
  /** allow_cancel_after_treshold (sic): late cancels allowed, the credit kept. */
  allowCancelAfterThreshold: boolean;
  guestsAllowed: boolean;
  waitlistEnabled: boolean;
  ratingEnabled: boolean;
  /** unlimited_membership_penalties_enabled and unlimited_max_no_shows_for_penalty. */
  unlimitedPenalties: { enabled: boolean; maxNoShows: number };
}

/** The no-shows in a row that earn an unlimited member a penalty when the setting is blank. */
export const DEFAULT_MAX_NO_SHOWS = 3;

/** Flags are stored as "true"/"false" or "1"/"0". */
export function settingFlag(text: string | null | undefined): boolean {
  const value = text?.trim().toLowerCase();
  return value === 'true' || value === '1';
}

/** A numeric setting; empty or non-numeric text falls back. */
export function settingNumber(text: string | null | undefined, fallback: number): number {
  const value = text?.trim();
  if (!value) return fallback;
  const number = Number(value);
  return Number.isFinite(number) ? number : fallback;
}

export function bookingSettingsOf(read: (key: string) => string | null | undefined): BookingSettings {
  const flag = (key: string) => settingFlag(read(key));
  const number = (key: string, fallback: number) => settingNumber(read(key), fallback);
  return {
    timezoneOffsetHours: number('timezone_offset', DEFAULT_TIMEZONE_OFFSET_HOURS),
    leadHours: number('reservation_timeframe_hours', 0),
    leadMinutes: number('reservation_timeframe_minutes', 0),
    cancelTimeframe: {
      value: number('cancel_timeframe_value', 0),
      unit: read('cancel_timeframe_unit') || 'hours',
    },
    allowCancel: flag('allow_cancel_reservations'),
    allowCancelAfterThreshold: flag('allow_cancel_after_treshold'),
    guestsAllowed: flag('allow_class_guests'),
    waitlistEnabled: flag('waitlist_enabled'),
    ratingEnabled: flag('reservation_rating_enabled'),
    unlimitedPenalties: {
      enabled: flag('unlimited_membership_penalties_enabled'),
      maxNoShows: number('unlimited_max_no_shows_for_penalty', DEFAULT_MAX_NO_SHOWS),
    },
  };
}

/** The class has started on the studio's clock. */
export function classStarted(classDate: string, now: Date, settings: BookingSettings): boolean {
  return hasClassStarted(classDate, now, settings.timezoneOffsetHours);
}

/** The class starts at least the lead time after the studio's now. */
export function bookingWindowOpen(classDate: string, now: Date, settings: BookingSettings): boolean {
  return isBookingWindowOpen(classDate, now, {
    timezoneOffsetHours: settings.timezoneOffsetHours,
    leadHours: settings.leadHours,
    leadMinutes: settings.leadMinutes,
  });
}

/** A cancel now is far enough ahead for the credit to go back. */
export function cancelInTime(classDate: string, now: Date, settings: BookingSettings): boolean {
  return isBeforeCancelDeadline(classDate, now, {
    ...settings.cancelTimeframe,
    timezoneOffsetHours: settings.timezoneOffsetHours,
  });
}
