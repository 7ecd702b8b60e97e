import { mockNow } from '#mocks/clock';
import { configValue } from '#mocks/config-values';
import {
  bookingSettingsOf,
  classStarted as startedOn,
  type BookingSettings,
} from '#src/domain/booking/settings';

/** The studio's booking settings as the app config holds them now. */
export function bookingSettings(): BookingSettings {
  return bookingSettingsOf(configValue);
}

/** timezone_offset from the app config (hours behind UTC), 6 when unset. */
export function timezoneOffset(): number {
  return bookingSettings().timezoneOffsetHours;
}

export function classStarted(classDate: string): boolean {
  return startedOn(classDate, mockNow(), bookingSettings());
}
