import { describe, expect, it } from 'vitest';
import {
  hasClassStarted,
  isBeforeCancelDeadline,
  isBookingWindowOpen,
  studioNow,
  timeframeMs,
} from '#src/domain/booking-window';

// 18:00 UTC is 12:00 on the studio's wall clock at the default offset of 6 hours.
const now = new Date('2026-03-10T18:00:00.000Z');

describe('booking window', () => {
  it('reads the studio clock as now minus the offset', () => {
    expect(studioNow(now).toISOString()).toBe('2026-03-10T12:00:00.000Z');
    expect(studioNow(now, 5).toISOString()).toBe('2026-03-10T13:00:00.000Z');
  });

  it('needs only a future class when there is no lead time', () => {
    expect(isBookingWindowOpen('2026-03-10T12:01:00.000Z', now)).toBe(true);
    expect(isBookingWindowOpen('2026-03-10T12:00:00.000Z', now, { leadHours: 0, leadMinutes: 0 })).toBe(
      false,
    );
    // A class at 15:00 UTC would be in the future for a browser in UTC, not for the studio.
    expect(isBookingWindowOpen('2026-03-10T11:30:00.000Z', now)).toBe(false);
  });

  it('closes the lead time (hours plus minutes) before the class', () => {
    const settings = { leadHours: 1, leadMinutes: 30 };
    expect(isBookingWindowOpen('2026-03-10T13:30:00.000Z', now, settings)).toBe(true);
    expect(isBookingWindowOpen('2026-03-10T13:29:00.000Z', now, settings)).toBe(false);
  });

  it('uses the configured offset', () => {
    expect(isBookingWindowOpen('2026-03-10T12:30:00.000Z', now, { timezoneOffsetHours: 5 })).toBe(false);
    expect(isBookingWindowOpen('2026-03-10T13:30:00.000Z', now, { timezoneOffsetHours: 5 })).toBe(true);
  });

  it('treats an unreadable date as not bookable', () => {
    expect(isBookingWindowOpen('mañana', now)).toBe(false);
  });

  it('tells when a class has started on the studio clock', () => {
    expect(hasClassStarted('2026-03-10T12:00:00.000Z', now)).toBe(true);
    expect(hasClassStarted('2026-03-10T12:05:00.000Z', now)).toBe(false);
  });
});

describe('cancel deadline', () => {
  it('converts singular and plural units', () => {
    expect(timeframeMs(12, 'hours')).toBe(12 * 3_600_000);
    expect(timeframeMs(1, 'Day')).toBe(86_400_000);
    expect(timeframeMs(30, 'minutes')).toBe(1_800_000);
    expect(timeframeMs(90, 'second')).toBe(90_000);
  });

  it('allows cancelling with the credit back only far enough ahead', () => {
    const policy = { value: 12, unit: 'hours' };
    expect(isBeforeCancelDeadline('2026-03-11T00:00:00.000Z', now, policy)).toBe(true);
    expect(isBeforeCancelDeadline('2026-03-10T23:59:00.000Z', now, policy)).toBe(false);
  });
});
