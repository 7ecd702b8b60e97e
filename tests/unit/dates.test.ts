import { describe, expect, it } from 'vitest';
import { dayjs } from '#src/domain/dates';

describe('dates', () => {
  it('speak Spanish and start the week on Monday', () => {
    const sunday = dayjs('2026-11-22');
    expect(sunday.startOf('week').format('dddd D')).toBe('lunes 16');
    expect(dayjs('2026-11-16').format('dddd DD MMM YYYY')).toBe('lunes 16 nov 2026');
  });
});
