import { mockNow } from '#mocks/clock';
import { configNumber, configValue } from '#mocks/config-values';
import {
  DEFAULT_TIMEZONE_OFFSET_HOURS,
  hasClassStarted,
  isBookingWindowOpen,
} from '#src/domain/booking-window';

/** timezone_offset from the app config (hours behind UTC), 6 when unset. */
export function timezoneOffset(): number {
  return configNumber('timezone_offset', DEFAULT_TIMEZONE_OFFSET_HOURS);
}

export function bookingWindowOpen(classDate: string): boolean {
  return isBookingWindowOpen(classDate, mockNow(), {
    timezoneOffsetHours: timezoneOffset(),
    leadHours: configNumber('reservation_timeframe_hours', 0),
    leadMinutes: configNumber('reservation_timeframe_minutes', 0),
  });
}

export function classStarted(classDate: string): boolean {
  return hasClassStarted(classDate, mockNow(), timezoneOffset());
}

export function cancelTimeframe(): { value: number; unit: string; timezoneOffsetHours: number } {
  return {
    value: configNumber('cancel_timeframe_value', 0),
    unit: configValue('cancel_timeframe_unit') || 'hours',
    timezoneOffsetHours: timezoneOffset(),
  };
}

// The specs translate the cancel unit in the policy text: hours, hour, minute(s), second(s), day(s).
const UNIT_ES: Record<string, string> = {
  hours: 'horas',
  hour: 'hora',
  minutes: 'minutos',
  minute: 'minuto',
  seconds: 'segundos',
  second: 'segundo',
  days: 'días',
  day: 'día',
  weeks: 'semanas',
  week: 'semana',
};

/** 'Solo puedes cancelar clases con {value} {unit} de anticipacion', word for word from the specs. */
export function cancelPolicyMessage(): string {
  const { value, unit } = cancelTimeframe();
  const key = unit.trim().toLowerCase();
  return `Solo puedes cancelar clases con ${value} ${UNIT_ES[key] ?? unit} de anticipacion`;
}
