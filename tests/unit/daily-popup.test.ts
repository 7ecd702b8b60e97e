import { describe, expect, it } from 'vitest';
import { localDay, shouldShowDailyPopup } from '#src/domain/daily-popup';

describe('the once-per-day in-person popup', () => {
  it.each([
    // enabled, src, last shown, today, shown
    [true, '/img/popup.jpg', null, '2026-11-21', true],
    [true, '/img/popup.jpg', '2026-11-20', '2026-11-21', true],
    [true, '/img/popup.jpg', '2026-11-21', '2026-11-21', false],
    [false, '/img/popup.jpg', null, '2026-11-21', false],
    [true, '', null, '2026-11-21', false],
    [true, '   ', null, '2026-11-21', false],
    [true, null, null, '2026-11-21', false],
  ] as const)(
    'enabled %s, src %j, last shown %s, today %s → %s',
    (enabled, src, lastShownDay, today, shown) => {
      expect(shouldShowDailyPopup({ enabled, src, lastShownDay, today })).toBe(shown);
    },
  );

  it('counts days on the local calendar', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });
});
