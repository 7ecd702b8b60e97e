import { describe, expect, it } from 'vitest';
import { cancelLosesCredit, canCancel, type CancelPolicy } from '#src/domain/cancel-policy';

// Class dates are the studio wall clock written as UTC; with offset 6, now (UTC 18:00) is 12:00 there.
const now = new Date('2026-03-10T18:00:00.000Z');
const inHours = (hours: number) =>
  new Date(Date.parse('2026-03-10T12:00:00.000Z') + hours * 3_600_000).toISOString();
const policy = (over: Partial<CancelPolicy> = {}): CancelPolicy => ({
  allowCancel: true,
  allowAfterThreshold: false,
  value: 12,
  unit: 'hours',
  timezoneOffsetHours: 6,
  ...over,
});

describe('cancel policy', () => {
  it.each([
    // hours ahead, policy, can cancel, loses credit
    [24, policy(), true, false],
    [12, policy(), true, false],
    [11, policy(), false, false],
    [11, policy({ allowAfterThreshold: true }), true, true],
    [24, policy({ allowAfterThreshold: true }), true, false],
    [24, policy({ allowCancel: false }), false, false],
    [24, policy({ allowCancel: false, allowAfterThreshold: true }), true, false],
    [2, policy({ value: 1, unit: 'day' }), false, false],
    [2, policy({ value: 1, unit: 'days', allowAfterThreshold: true }), true, true],
    [2, policy({ value: 90, unit: 'minutes' }), true, false],
    [1, policy({ value: 90, unit: 'Minutes', allowAfterThreshold: true }), true, true],
  ])('class in %ih with %j: cancel %s, loses credit %s', (hours, p, can, loses) => {
    expect(canCancel(inHours(hours), now, p)).toBe(can);
    expect(cancelLosesCredit(inHours(hours), now, p)).toBe(loses);
  });
});
