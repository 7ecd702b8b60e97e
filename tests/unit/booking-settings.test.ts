import { describe, expect, it } from 'vitest';
import { cancelPolicyMessage } from '#src/domain/booking/messages';
import { bookingSettingsOf, settingFlag, settingNumber } from '#src/domain/booking/settings';

describe('booking settings read from the studio’s text values', () => {
  it.each([
    ['true', true],
    [' TRUE ', true],
    ['1', true],
    ['false', false],
    ['0', false],
    ['yes', false],
    [undefined, false],
  ])('flag %j → %s', (text, flag) => {
    expect(settingFlag(text)).toBe(flag);
  });

  it.each([
    ['12', 12],
    [' 1.5 ', 1.5],
    ['', 6],
    ['abc', 6],
    [null, 6],
  ])('number %j → %s (6 when blank or junk)', (text, value) => {
    expect(settingNumber(text, 6)).toBe(value);
  });

  it('fills what is unset with the defaults both backends use', () => {
    const values: Record<string, string> = {
      timezone_offset: '5',
      cancel_timeframe_value: '2',
      allow_cancel_reservations: 'true',
      unlimited_membership_penalties_enabled: '1',
    };
    expect(bookingSettingsOf((key) => values[key])).toEqual({
      timezoneOffsetHours: 5,
      leadHours: 0,
      leadMinutes: 0,
      cancelTimeframe: { value: 2, unit: 'hours' },
      allowCancel: true,
      allowCancelAfterThreshold: false,
      guestsAllowed: false,
      waitlistEnabled: false,
      ratingEnabled: false,
      unlimitedPenalties: { enabled: true, maxNoShows: 3 },
    });
  });

  it.each([
    [12, 'hours', 'Solo puedes cancelar clases con 12 horas de anticipacion'],
    [1, 'Hour', 'Solo puedes cancelar clases con 1 hora de anticipacion'],
    [30, 'minutes', 'Solo puedes cancelar clases con 30 minutos de anticipacion'],
    [2, 'days', 'Solo puedes cancelar clases con 2 días de anticipacion'],
    [3, 'fortnights', 'Solo puedes cancelar clases con 3 fortnights de anticipacion'],
  ])('the cancel policy text for %s %s', (value, unit, text) => {
    expect(cancelPolicyMessage(value, unit)).toBe(text);
  });
});
