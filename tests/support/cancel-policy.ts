import type { CancelPolicy } from '#src/domain/cancel-policy';

// Class dates are the studio wall clock written as UTC; with offset 6, now (UTC 18:00) is 12:00 there.
export const studioNow = new Date('2026-03-10T18:00:00.000Z');

/** A class date this many hours after now, on the studio's wall clock written as UTC. */
export const inStudioHours = (hours: number) =>
  new Date(Date.parse('2026-03-10T12:00:00.000Z') + hours * 3_600_000).toISOString();

/** The studio's usual policy (cancel up to 12 hours before, on a UTC-6 clock), with `over` changed. */
export const cancelPolicy = (over: Partial<CancelPolicy> = {}): CancelPolicy => ({
  allowCancel: true,
  allowAfterThreshold: false,
  value: 12,
  unit: 'hours',
  timezoneOffsetHours: 6,
  ...over,
});
