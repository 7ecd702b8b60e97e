import { afterEach, describe, expect, it } from 'vitest';
import { dayjs, studioTime } from '#src/domain/dates';

describe('dates', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('speak Spanish and start the week on Monday', () => {
    const sunday = dayjs('2026-11-22');
    expect(sunday.startOf('week').format('dddd D')).toBe('lunes 16');
    expect(dayjs('2026-11-16').format('dddd DD MMM YYYY')).toBe('lunes 16 nov 2026');
  });

  it("show a real instant on the studio's clock (UTC−6), whatever the browser's zone", () => {
    // Already the 19th in Tokyo, still the 18th in the studio; the 31st is past midnight in UTC.
    for (const browserZone of ['Asia/Tokyo', 'America/Mexico_City', 'UTC']) {
      process.env.TZ = browserZone;
      expect(studioTime('2026-11-18T16:30:00.000Z', 6).format('DD MMM YYYY HH:mm')).toBe('18 nov 2026 10:30');
      expect(studioTime('2026-02-01T05:30:00.000Z', 6).format('DD MMM YYYY HH:mm')).toBe('31 ene 2026 23:30');
      expect(studioTime(new Date('2026-02-01T05:30:00.000Z'), 5).format('HH:mm')).toBe('00:30');
    }
  });
});
