// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '#src/domain/calendar-week';
import { FIRST_WEEK_WAIT_MS, readFirstWeek } from '#src/features/calendar/first-week';
import { setScenarios } from '#mocks/scenarios';
import { holdGet } from '#tests/support/held-request';

const arriving = (path: string) =>
  ({ request: new Request(`http://localhost${path}`), params: {}, context: undefined }) as never;

afterEach(() => {
  setScenarios({ fault: 'none' });
  vi.useRealTimers();
});

describe("/calendario's first week, read before the calendar shows", () => {
  it("reads the studio's today's week, Monday to Sunday, and the studios", async () => {
    // Monday 01:00 UTC is still Sunday in a studio six hours behind: the week before.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T01:00:00.000Z') });
    const first = await readFirstWeek(arriving('/calendario'), 6);
    expect(first?.today).toBe('2026-11-22');
    const monday = '2026-11-16';
    expect(first?.days.map((day) => day.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => addDays(monday, n)));
    expect(first?.locations.length).toBeGreaterThan(0);
  });

  it("reads nothing for a shared class's link: the calendar opens on that class's week", async () => {
    expect(await readFirstWeek(arriving('/calendario?clase=12&fecha=2026-12-02'), 6)).toBe(null);
  });

  it('gives nothing when the server cannot be reached: the calendar loads as on any visit', async () => {
    setScenarios({ fault: 'network' });
    expect(await readFirstWeek(arriving('/calendario'), 6)).toBe(null);
  });

  it('gives up after FIRST_WEEK_WAIT_MS, so a hung request cannot keep the app from starting', async () => {
    const week = holdGet('*/api/single_class');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let result: unknown = 'waiting';
    void readFirstWeek(arriving('/calendario'), 6).then((first) => (result = first));
    await vi.advanceTimersByTimeAsync(FIRST_WEEK_WAIT_MS - 1);
    expect(result).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe(null);
    week.release();
  });
});
