import type { ScheduleDay, StudioLocation } from '#src/api/entities';
import { assign, enqueueActions, setup } from 'xstate';
import { notProvided } from '#machines/shared/not-provided';
import { es } from '#src/i18n/es-calendar';
import {
  firstWeekOfMonth,
  shiftMonth,
  shiftWeek,
  weekOf,
  type CalendarWeek,
} from '#src/domain/calendar-week';
import type { SharedClass } from '#src/domain/shared-class';

export interface ScheduleQuery {
  start: string;
  end: string;
  locationId: number | null;
  instructorId: number | null;
}

export interface CalendarContext {
  week: CalendarWeek;
  /** null: 'Todos los Estudios'. */
  locationId: number | null;
  /** A coach's schedule (/instructor/{id}); null for everyone's. */
  instructorId: number | null;
  days: ScheduleDay[];
  locations: StudioLocation[];
  /** The studios came with the first week (`CalendarInput.firstWeek`): they are not asked for. */
  locationsRead: boolean;
  /** The Spanish message of the last failed schedule load. */
  failure: string | null;
  /** A shared link's class, offered once when the first week arrives. */
  sharedClassId: number | null;
  /** Which slice `days` holds (`scheduleKey`); null before the first answer. */
  shownKey: string | null;
  /**
   * The weeks on either side of the one shown, fetched once it is shown, and the last
   * `RECENT_SLICES` weeks shown or fetched, by `scheduleKey`, oldest first: moving a week, or back
   * and forth, shows them at once without asking again (decision 104). As fresh as the week
   * shown: a reload forgets them.
   */
  ahead: Record<string, ScheduleDay[]>;
}

export interface CalendarInput {
  /** The studio's today, 'YYYY-MM-DD': the calendar opens on its week. */
  today: string;
  instructorId?: number | null;
  /** A shared link's class: the calendar opens on its day's week instead. */
  sharedClass?: SharedClass | null;
  /**
   * The week of `today` and the studios, read before the calendar showed (decision 103): the
   * calendar opens on them without a request.
   */
  firstWeek?: FirstWeek | null;
}

/** What the calendar opens on when it was read ahead: `today`'s week, everyone's, and the studios. */
export interface FirstWeek {
  today: string;
  days: ScheduleDay[];
  locations: StudioLocation[];
}

type ScheduledClass = ScheduleDay['single_classes'][number];

/** Emitted once, when the shared link's class is in the first week loaded. */
export interface CalendarEmitted {
  type: 'calendar.sharedClass';
  singleClass: ScheduledClass;
}

export type CalendarEvent =
  | { type: 'calendar.week.next' }
  | { type: 'calendar.week.previous' }
  | { type: 'calendar.month.next' }
  | { type: 'calendar.month.previous' }
  | { type: 'calendar.location.select'; locationId: number | null }
  /** After a reservation, a cancellation or a waitlist change: the same week again. */
  | { type: 'calendar.reload' }
  | { type: 'calendar.retry' };

// Any change of week, month or studio replaces the slice and loads it again, cancelling a load
// still running so an older answer can never overwrite a newer week.
const reloadOn = <const A extends NavigationAction>(action: A) =>
  ({ target: '.loading', actions: [action, 'keepShownAhead'] }) as const;
type NavigationAction = 'nextWeek' | 'previousWeek' | 'nextMonth' | 'previousMonth' | 'selectLocation';

/**
 * The weekly calendar: two regions side by side, the schedule of the selected week and studio,
 * and the studios for the filter. Effects are the actors of machines/calendar/actors.ts.
 */
export const calendarMachine = setup({
  types: {
    context: {} as CalendarContext,
    events: {} as CalendarEvent,
    input: {} as CalendarInput,
    emitted: {} as CalendarEmitted,
  },
  actors: {
    loadSchedule: notProvided<ScheduleDay[], ScheduleQuery>('calendar', 'loadSchedule'),
    /** The slices asked for, by `scheduleKey`, once the page is idle; a slice that fails is left out. */
    prefetchSchedules: notProvided<Record<string, ScheduleDay[]>, ScheduleQuery[]>(
      'calendar',
      'prefetchSchedules',
    ),
    loadLocations: notProvided<StudioLocation[]>('calendar', 'loadLocations'),
  },
  guards: {
    weekAhead: ({ context }) => scheduleKey(scheduleQuery(context)) in context.ahead,
    locationsRead: ({ context }) => context.locationsRead,
  },
  actions: {
    // After a move: the slice being left stays at hand as the most recent (going back shows it
    // at once), with the new week, its neighbours and the other recent slices.
    keepShownAhead: assign(({ context }) => {
      const all = { ...context.ahead };
      if (context.shownKey !== null) {
        // Inserted again, so it is the last: the most recent.
        delete all[context.shownKey];
        all[context.shownKey] = context.days;
      }
      return {
        ahead: keepRecent(all, [scheduleQuery(context), ...neighbourQueries(context)].map(scheduleKey)),
      };
    }),
    takeAhead: assign(({ context }) => {
      const key = scheduleKey(scheduleQuery(context));
      return { days: context.ahead[key] ?? [], shownKey: key, failure: null };
    }),
    storeAhead: assign(({ context, event }) => {
      const fetched = (event as unknown as { output: Record<string, ScheduleDay[]> }).output;
      return {
        ahead: keepRecent({ ...context.ahead, ...fetched }, neighbourQueries(context).map(scheduleKey)),
      };
    }),
    forgetAhead: assign({ ahead: {} }),
    nextWeek: assign(({ context }) => ({ week: shiftWeek(context.week, 1) })),
    previousWeek: assign(({ context }) => ({ week: shiftWeek(context.week, -1) })),
    nextMonth: assign(({ context }) => ({ week: firstWeekOfMonth(shiftMonth(context.week.month, 1)) })),
    previousMonth: assign(({ context }) => ({
      week: firstWeekOfMonth(shiftMonth(context.week.month, -1)),
    })),
    selectLocation: assign(({ event }) =>
      event.type === 'calendar.location.select' ? { locationId: event.locationId } : {},
    ),
    storeDays: assign(({ context, event }) => ({
      days: (event as unknown as { output: ScheduleDay[] }).output,
      shownKey: scheduleKey(scheduleQuery(context)),
      failure: null,
    })),
    storeFailure: assign(({ event }) => ({
      failure: failureMessage((event as unknown as { error: unknown }).error),
    })),
    // Whether or not the class is in that week, the offer is spent: later weeks never pop it up.
    offerSharedClass: enqueueActions(({ context, enqueue }) => {
      if (context.sharedClassId === null) return;
      const singleClass = context.days
        .flatMap((day) => day.single_classes)
        .find((candidate) => candidate.single_class_id === context.sharedClassId);
      if (singleClass) enqueue.emit({ type: 'calendar.sharedClass', singleClass });
      enqueue.assign({ sharedClassId: null });
    }),
    storeLocations: assign(({ event }) => ({
      locations: (event as unknown as { output: StudioLocation[] }).output,
    })),
  },
}).createMachine({
  id: 'calendar',
  description: 'Calendario de clases',
  type: 'parallel',
  context: ({ input }) => {
    const week = weekOf(input.sharedClass?.day ?? input.today);
    const instructorId = input.instructorId ?? null;
    // Read ahead only for everyone's schedule of today's week (what `firstWeek` is).
    const first =
      input.firstWeek && !input.sharedClass && instructorId === null && input.firstWeek.today === input.today
        ? input.firstWeek
        : null;
    const firstKey = scheduleKey({ start: week.start, end: week.end, locationId: null, instructorId });
    return {
      week,
      locationId: null,
      instructorId,
      days: [],
      locations: first?.locations ?? [],
      locationsRead: first !== null,
      failure: null,
      sharedClassId: input.sharedClass?.classId ?? null,
      shownKey: null,
      ahead: first ? { [firstKey]: first.days } : {},
    };
  },
  states: {
    schedule: {
      initial: 'loading',
      on: {
        'calendar.week.next': reloadOn('nextWeek'),
        'calendar.week.previous': reloadOn('previousWeek'),
        'calendar.month.next': reloadOn('nextMonth'),
        'calendar.month.previous': reloadOn('previousMonth'),
        'calendar.location.select': reloadOn('selectLocation'),
      },
      states: {
        loading: {
          tags: ['loading'],
          // A week fetched ahead shows at once; the request below is then never made.
          always: { guard: 'weekAhead', target: 'loaded', actions: 'takeAhead' },
          invoke: {
            id: 'loadSchedule',
            src: 'loadSchedule',
            input: ({ context }) => scheduleQuery(context),
            onDone: { target: 'loaded', actions: ['storeDays', 'offerSharedClass'] },
            onError: { target: 'failed', actions: 'storeFailure' },
          },
        },
        loaded: {
          on: { 'calendar.reload': { target: 'refreshing', actions: 'forgetAhead' } },
          invoke: {
            id: 'prefetchSchedules',
            src: 'prefetchSchedules',
            input: ({ context }) =>
              neighbourQueries(context).filter((query) => !(scheduleKey(query) in context.ahead)),
            onDone: { actions: 'storeAhead' },
            // Nothing to show: a week not fetched ahead loads when it is shown.
            onError: {},
          },
        },
        // The same week again: its classes stay on screen until the fresh ones arrive.
        refreshing: {
          tags: ['refreshing'],
          invoke: {
            id: 'refreshSchedule',
            src: 'loadSchedule',
            input: ({ context }) => scheduleQuery(context),
            onDone: { target: 'loaded', actions: 'storeDays' },
            onError: { target: 'failed', actions: 'storeFailure' },
          },
        },
        failed: {
          tags: ['failed'],
          on: {
            'calendar.retry': 'loading',
            'calendar.reload': { target: 'loading', actions: 'forgetAhead' },
          },
        },
      },
    },
    locations: {
      initial: 'loading',
      states: {
        // The week waits for the studio list too: the filter it may add above the week would
        // otherwise push the classes down after they were shown (a layout shift on phones).
        loading: {
          tags: ['loading'],
          always: { guard: 'locationsRead', target: 'loaded' },
          invoke: {
            id: 'loadLocations',
            src: 'loadLocations',
            onDone: { target: 'loaded', actions: 'storeLocations' },
            // Without the studios the filter is simply not offered; the schedule still works.
            onError: 'unavailable',
          },
        },
        loaded: {},
        unavailable: {},
      },
    },
  },
});

function scheduleQuery(context: CalendarContext): ScheduleQuery {
  return {
    start: context.week.start,
    end: context.week.end,
    locationId: context.locationId,
    instructorId: context.instructorId,
  };
}

/** One slice of the schedule, as a key: its week, studio and coach. */
export const scheduleKey = (query: ScheduleQuery) =>
  `${query.start}/${query.locationId ?? '*'}/${query.instructorId ?? '*'}`;

/**
 * Slices kept besides the ones wanted now: a visitor going back and forth between weeks is shown
 * them from memory, and a few weeks of a studio's schedule are small.
 */
export const RECENT_SLICES = 4;

/** The `wanted` slices and the `RECENT_SLICES` last ones of the others; the map never grows past that. */
function keepRecent(slices: Record<string, ScheduleDay[]>, wanted: ReadonlyArray<string>) {
  const recent = Object.keys(slices)
    .filter((key) => !wanted.includes(key))
    .slice(-RECENT_SLICES);
  return pick(slices, [...recent, ...wanted]);
}

/** The entries of `slices` under `keys`, in that order. */
function pick(slices: Record<string, ScheduleDay[]>, keys: ReadonlyArray<string | null>) {
  return Object.fromEntries(
    keys.flatMap((key) => (key !== null && key in slices ? [[key, slices[key]!]] : [])),
  );
}

/** The weeks before and after the one in `context`, same studio and coach. */
function neighbourQueries(context: CalendarContext): ScheduleQuery[] {
  return [-1, 1].map((step) => scheduleQuery({ ...context, week: shiftWeek(context.week, step) }));
}

/** Actors reject with a Spanish message (actors.ts); anything else gets the generic one. */
function failureMessage(error: unknown): string {
  return typeof error === 'string' && error.trim() ? error : es.calendar.loadFailed;
}
