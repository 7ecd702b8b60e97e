import type { ScheduleDay, StudioLocation } from '#src/api/entities';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  calendarMachine,
  RECENT_SLICES,
  scheduleKey,
  type FirstWeek,
  type ScheduleQuery,
} from '#machines/calendar/machine';
import { shiftWeek } from '#src/domain/calendar-week';
import { es } from '#src/i18n/es';
import {
  selectFailure,
  selectIsEmptyWeek,
  selectIsLoading,
  selectShowsStudioFilter,
  selectWeek,
} from '#machines/calendar/selectors';

const LOCATIONS: StudioLocation[] = [
  { location_id: 1, name: 'Lumen Roma' },
  { location_id: 2, name: 'Lumen Polanco' },
];

function dayWithClass(date: string): ScheduleDay {
  return {
    date,
    single_classes: [
      {
        single_class_id: 1,
        class_date: `${date}T09:00:00.000Z`,
        capacity: 10,
        location_id: 1,
        class_type_id: 1,
        class_type: { class_type_id: 1, name: 'Yoga' },
        class_instructors: [],
        class_reservations: [],
      },
    ],
  };
}

/** A calendar whose schedule calls are recorded and answered by `answer`. */
function start(
  options: {
    answer?: (query: ScheduleQuery) => Promise<ScheduleDay[]>;
    locations?: () => Promise<StudioLocation[]>;
    instructorId?: number;
    sharedClass?: { classId: number; day: string };
    /** False: the weeks either side are never fetched ahead (every move loads). */
    ahead?: false;
    firstWeek?: FirstWeek;
  } = {},
) {
  const queries: ScheduleQuery[] = [];
  let studioCalls = 0;
  const ahead: ScheduleQuery[] = [];
  const answer = options.answer ?? (async (query) => [dayWithClass(query.start)]);
  const actor = createActor(
    calendarMachine.provide({
      actors: {
        loadSchedule: fromPromise<ScheduleDay[], ScheduleQuery>(({ input }) => {
          queries.push(input);
          return answer(input);
        }),
        loadLocations: fromPromise(() => {
          studioCalls += 1;
          return (options.locations ?? (async () => LOCATIONS))();
        }),
        prefetchSchedules: fromPromise<Record<string, ScheduleDay[]>, ScheduleQuery[]>(async ({ input }) => {
          if (options.ahead === false) return new Promise(() => undefined);
          ahead.push(...input);
          return Object.fromEntries(
            await Promise.all(input.map(async (query) => [scheduleKey(query), await answer(query)])),
          );
        }),
      },
    }),
    {
      input: {
        today: '2026-11-21',
        instructorId: options.instructorId ?? null,
        sharedClass: options.sharedClass ?? null,
        firstWeek: options.firstWeek ?? null,
      },
    },
  );
  const shared: number[] = [];
  actor.on('calendar.sharedClass', ({ singleClass }) => shared.push(singleClass.single_class_id));
  actor.start();
  const loaded = () => waitFor(actor, (s) => s.matches({ schedule: 'loaded' } as never));
  return { actor, queries, ahead, loaded, shared, studioCalls: () => studioCalls };
}

describe('calendar machine', () => {
  it('opens on the current ISO week and asks for Monday to Sunday', async () => {
    const { actor, queries, loaded } = start();
    await loaded();
    expect(selectWeek(actor.getSnapshot())).toEqual({
      start: '2026-11-16',
      end: '2026-11-22',
      month: '2026-11',
      weekOfMonth: 3,
    });
    expect(queries).toEqual([
      { start: '2026-11-16', end: '2026-11-22', locationId: null, instructorId: null },
    ]);
    expect(selectIsEmptyWeek(actor.getSnapshot())).toBe(false);
  });

  it('opens on a first week read ahead without asking for it or the studios, then fetches its neighbours', async () => {
    const firstWeek = { today: '2026-11-21', days: [dayWithClass('2026-11-16')], locations: LOCATIONS };
    const { actor, queries, ahead, studioCalls } = start({ firstWeek });
    // Shown from the start: the calendar's first render is the week, not its loading line.
    expect(actor.getSnapshot().matches({ schedule: 'loaded', locations: 'loaded' } as never)).toBe(true);
    expect(selectIsLoading(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.days).toEqual(firstWeek.days);
    expect(selectShowsStudioFilter(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => ['2026-11-09/*/*', '2026-11-23/*/*'].every((key) => key in s.context.ahead));
    expect(ahead.map((q) => q.start)).toEqual(['2026-11-09', '2026-11-23']);
    expect(queries).toEqual([]);
    expect(studioCalls()).toBe(0);
    // A reload after a reservation reads the week again, as on any visit.
    actor.send({ type: 'calendar.reload' });
    await waitFor(actor, (s) => s.matches({ schedule: 'loaded' } as never) && queries.length === 1);
    expect(queries[0]).toMatchObject({ start: '2026-11-16', locationId: null });
  });

  it('loads as usual when the first week read ahead is not the one it opens on', async () => {
    const read = { today: '2026-11-21', days: [dayWithClass('2026-11-16')], locations: LOCATIONS };
    // A coach's calendar, a shared class's week, or a day that changed since the read.
    for (const options of [
      { instructorId: 7 },
      { sharedClass: { classId: 1, day: '2026-12-02' } },
      { firstWeek: { ...read, today: '2026-11-22' } },
    ]) {
      const { actor, queries, loaded, studioCalls } = start({ firstWeek: read, ...options });
      expect(selectIsLoading(actor.getSnapshot())).toBe(true);
      await loaded();
      expect(queries).toHaveLength(1);
      expect(studioCalls()).toBe(1);
    }
  });

  it('reloads on every week, month and studio change with the new slice, and the studios once', async () => {
    let studioCalls = 0;
    const { actor, queries, loaded } = start({
      ahead: false,
      locations: async () => {
        studioCalls += 1;
        return LOCATIONS;
      },
    });
    await loaded();
    actor.send({ type: 'calendar.week.next' });
    await loaded();
    actor.send({ type: 'calendar.week.previous' });
    await loaded();
    actor.send({ type: 'calendar.month.next' });
    await loaded();
    actor.send({ type: 'calendar.month.previous' });
    await loaded();
    actor.send({ type: 'calendar.location.select', locationId: 2 });
    await loaded();
    actor.send({ type: 'calendar.location.select', locationId: null });
    await loaded();
    expect(queries.map((q) => [q.start, q.end, q.locationId])).toEqual([
      ['2026-11-16', '2026-11-22', null],
      ['2026-11-23', '2026-11-29', null],
      // Back to the week just left: shown from memory, as it was a moment ago.
      ['2026-11-30', '2026-12-06', null], // the first week of December
      ['2026-11-02', '2026-11-08', null], // the first week of November
      ['2026-11-02', '2026-11-08', 2],
      // Back to every studio, likewise.
    ]);
    // The studio list stays: moving never waits for it again.
    expect(studioCalls).toBe(1);
    expect(actor.getSnapshot().matches({ locations: 'loaded' } as never)).toBe(true);
  });

  it('fetches the weeks either side of the one shown, and shows one at once when moved to', async () => {
    const { actor, queries, ahead, loaded } = start();
    await loaded();
    await waitFor(actor, (s) => Object.keys(s.context.ahead).length === 2);
    expect(ahead.map((q) => [q.start, q.end, q.locationId])).toEqual([
      ['2026-11-09', '2026-11-15', null],
      ['2026-11-23', '2026-11-29', null],
    ]);
    actor.send({ type: 'calendar.week.next' });
    // No loading state and no request: the week is on screen in the same step.
    expect(actor.getSnapshot().matches({ schedule: 'loaded' } as never)).toBe(true);
    expect(actor.getSnapshot().context.days[0]?.date).toBe('2026-11-23');
    expect(queries).toHaveLength(1);
    // Then the week after it is fetched ahead; the week just left is still at hand.
    await waitFor(actor, (s) => '2026-11-30/*/*' in s.context.ahead);
    expect(Object.keys(actor.getSnapshot().context.ahead)).toEqual(
      expect.arrayContaining(['2026-11-16/*/*', '2026-11-30/*/*']),
    );
    actor.send({ type: 'calendar.week.previous' });
    expect(actor.getSnapshot().context.days[0]?.date).toBe('2026-11-16');
    expect(queries).toHaveLength(1);
    // Another studio, or a month away, was not fetched ahead: it loads.
    actor.send({ type: 'calendar.location.select', locationId: 2 });
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await loaded();
    expect(queries.at(-1)).toMatchObject({ start: '2026-11-16', locationId: 2 });
  });

  it('goes back and forth between weeks without asking for any of them again', async () => {
    const { actor, queries, ahead, loaded } = start();
    await loaded();
    await waitFor(actor, (s) => Object.keys(s.context.ahead).length === 2);
    actor.send({ type: 'calendar.week.next' });
    await waitFor(actor, (s) => '2026-11-30/*/*' in s.context.ahead);
    for (const move of ['previous', 'next', 'previous', 'next'] as const) {
      actor.send({ type: `calendar.week.${move}` });
      expect(actor.getSnapshot().matches({ schedule: 'loaded' } as never)).toBe(true);
    }
    expect(actor.getSnapshot().context.days[0]?.date).toBe('2026-11-23');
    // The first week, then its neighbours and the week after the next, once each (a fetch ahead
    // is asked for as the move's state is entered, so none can come later).
    expect(queries.map((q) => q.start)).toEqual(['2026-11-16']);
    expect(ahead.map((q) => q.start)).toEqual(['2026-11-09', '2026-11-23', '2026-11-30']);
  });

  it('keeps the weeks either side and the last few others, however far it moves', async () => {
    const { actor, loaded } = start();
    await loaded();
    for (let step = 0; step < 8; step += 1) {
      actor.send({ type: 'calendar.week.next' });
      const after = shiftWeek(actor.getSnapshot().context.week, 1).start;
      await waitFor(actor, (s) => `${after}/*/*` in s.context.ahead);
    }
    const kept = Object.keys(actor.getSnapshot().context.ahead);
    // Eight weeks on from 16 Nov: 11 Jan shown, 4 and 18 Jan either side.
    expect(kept).toEqual(expect.arrayContaining(['2027-01-04/*/*', '2027-01-18/*/*']));
    expect(kept).toHaveLength(2 + RECENT_SLICES);
    actor.send({ type: 'calendar.week.previous' });
    expect(actor.getSnapshot().context.days[0]?.date).toBe('2027-01-04');
  });

  it('forgets the weeks fetched ahead when the week shown is read again, and fetches them anew', async () => {
    let answers = 0;
    // Each answer says which it was in its capacity: a stale week would show an older one.
    const { actor, ahead, loaded } = start({
      answer: async (query) => [{ ...dayWithClass(query.start), capacity: (answers += 1) } as ScheduleDay],
    });
    await loaded();
    await waitFor(actor, (s) => Object.keys(s.context.ahead).length === 2);
    actor.send({ type: 'calendar.reload' });
    expect(actor.getSnapshot().context.ahead).toEqual({});
    await loaded();
    await waitFor(actor, (s) => Object.keys(s.context.ahead).length === 2);
    expect(ahead).toHaveLength(4);
    actor.send({ type: 'calendar.week.next' });
    expect((actor.getSnapshot().context.days[0] as unknown as { capacity: number }).capacity).toBeGreaterThan(
      3,
    );
  });

  it('passes a coach filter along', async () => {
    const { queries, loaded } = start({ instructorId: 4 });
    await loaded();
    expect(queries[0]?.instructorId).toBe(4);
  });

  it('a newer week wins over a slower older answer', async () => {
    let release: (days: ScheduleDay[]) => void = () => undefined;
    const { actor, loaded } = start({
      answer: (query) =>
        query.start === '2026-11-16'
          ? new Promise((resolve) => (release = resolve))
          : Promise.resolve([dayWithClass(query.start)]),
    });
    actor.send({ type: 'calendar.week.next' });
    await loaded();
    release([dayWithClass('2026-11-16')]);
    await Promise.resolve();
    expect(actor.getSnapshot().context.days[0]?.date).toBe('2026-11-23');
  });

  it('keeps the week on screen while reloading after a reservation', async () => {
    let calls = 0;
    const { actor, loaded } = start({
      answer: async (query) => (calls++ === 0 ? [dayWithClass(query.start)] : new Promise(() => undefined)),
    });
    await loaded();
    actor.send({ type: 'calendar.reload' });
    expect(actor.getSnapshot().matches({ schedule: 'refreshing' } as never)).toBe(true);
    expect(actor.getSnapshot().context.days).toHaveLength(1);
  });

  it('fails with a Spanish message and recovers on retry', async () => {
    let fail = true;
    const { actor, loaded } = start({
      answer: async (query) => {
        if (fail) throw 'No pudimos conectar con el servidor.';
        return [dayWithClass(query.start)];
      },
    });
    await waitFor(actor, (s) => s.matches({ schedule: 'failed' } as never));
    expect(selectFailure(actor.getSnapshot())).toBe('No pudimos conectar con el servidor.');
    fail = false;
    actor.send({ type: 'calendar.retry' });
    await loaded();
    expect(selectFailure(actor.getSnapshot())).toBeNull();
  });

  it('falls back to the generic message for an unexpected error', async () => {
    const { actor } = start({ answer: () => Promise.reject(new Error('boom')) });
    await waitFor(actor, (s) => s.matches({ schedule: 'failed' } as never));
    expect(selectFailure(actor.getSnapshot())).toBe(es.calendar.loadFailed);
  });

  it('offers the studio filter only with more than one studio', async () => {
    const two = start();
    await waitFor(two.actor, (s) => s.matches({ locations: 'loaded' } as never));
    expect(selectShowsStudioFilter(two.actor.getSnapshot())).toBe(true);
    const one = start({ locations: async () => [LOCATIONS[0]!] });
    await waitFor(one.actor, (s) => s.matches({ locations: 'loaded' } as never));
    expect(selectShowsStudioFilter(one.actor.getSnapshot())).toBe(false);
    const none = start({ locations: () => Promise.reject(new Error('500')) });
    await waitFor(none.actor, (s) => s.matches({ locations: 'unavailable' } as never));
    expect(selectShowsStudioFilter(none.actor.getSnapshot())).toBe(false);
  });

  it('shows the week only once the studio list has answered, so the filter never pushes it down', async () => {
    let answerLocations: (locations: StudioLocation[]) => void = () => undefined;
    const { actor, loaded } = start({
      locations: () => new Promise((resolve) => (answerLocations = resolve)),
    });
    await loaded();
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    answerLocations(LOCATIONS);
    await waitFor(actor, (s) => !selectIsLoading(s));
    expect(selectShowsStudioFilter(actor.getSnapshot())).toBe(true);
    // A studio list that cannot be read does not hold the week back.
    const failing = start({ locations: () => Promise.reject(new Error('500')) });
    await waitFor(failing.actor, (s) => !selectIsLoading(s));
    expect(selectIsEmptyWeek(failing.actor.getSnapshot())).toBe(false);
  });

  it('an empty week is reported as such', async () => {
    const { actor, loaded } = start({ answer: async (query) => [{ date: query.start, single_classes: [] }] });
    await loaded();
    expect(selectIsEmptyWeek(actor.getSnapshot())).toBe(true);
  });
});

describe('a shared class link', () => {
  it("opens on the class's week and offers the class once", async () => {
    const { actor, queries, loaded, shared } = start({ sharedClass: { classId: 1, day: '2026-12-10' } });
    await loaded();
    expect(queries[0]).toMatchObject({ start: '2026-12-07', end: '2026-12-13' });
    expect(shared).toEqual([1]);
    actor.send({ type: 'calendar.reload' });
    await waitFor(actor, (s) => s.matches({ schedule: 'refreshing' } as never));
    await loaded();
    actor.send({ type: 'calendar.week.next' });
    actor.send({ type: 'calendar.week.previous' });
    await loaded();
    expect(shared).toEqual([1]);
  });

  it('offers nothing when the class is not in that week, and never later', async () => {
    const { actor, loaded, shared } = start({ sharedClass: { classId: 77, day: '2026-12-10' } });
    await loaded();
    actor.send({ type: 'calendar.week.next' });
    await loaded();
    expect(shared).toEqual([]);
  });

  it('still offers the class when the first load failed and a retry succeeds', async () => {
    let calls = 0;
    const { actor, shared } = start({
      sharedClass: { classId: 1, day: '2026-12-10' },
      answer: async (query) => {
        calls += 1;
        if (calls === 1) throw 'Sin conexión';
        return [dayWithClass(query.start)];
      },
    });
    await waitFor(actor, (s) => s.matches({ schedule: 'failed' } as never));
    actor.send({ type: 'calendar.retry' });
    await waitFor(actor, (s) => s.matches({ schedule: 'loaded' } as never));
    expect(shared).toEqual([1]);
  });
});
