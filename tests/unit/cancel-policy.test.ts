import { describe, expect, it } from 'vitest';
import { cancelLosesCredit, canCancel } from '#src/domain/cancel-policy';
import {
  cancelPolicy as policy,
  inStudioHours as inHours,
  studioNow as now,
} from '#tests/support/cancel-policy';

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
