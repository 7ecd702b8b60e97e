import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { pending } from '#tests/support/machine-paths';
import { calendarMachine } from '#machines/calendar/machine';

/**
 * Model-based: every state of the calendar machine is reached by some path of user events and
 * actor outcomes, every user event is taken from every state that accepts it, and replaying
 * each path on a running actor ends where the model says, with the week the model says.
 */
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string) => ({
  type: `xstate.error.actor.${id}`,
  error: 'No pudimos cargar los horarios.',
});
const week = [{ date: '2026-11-16', single_classes: [] }];
const studios = [
  { location_id: 1, name: 'Lumen Roma' },
  { location_id: 2, name: 'Lumen Polanco' },
];

const OUTCOMES: Record<string, EventObject[]> = {
  loadSchedule: [done('loadSchedule', week), error('loadSchedule')],
  refreshSchedule: [done('refreshSchedule', week), error('refreshSchedule')],
  loadLocations: [done('loadLocations', studios), error('loadLocations')],
};

const USER_EVENTS: EventObject[] = [
  { type: 'calendar.week.next' },
  { type: 'calendar.week.previous' },
  { type: 'calendar.month.next' },
  { type: 'calendar.month.previous' },
  { type: 'calendar.location.select', locationId: 2 } as EventObject,
  { type: 'calendar.reload' },
  { type: 'calendar.retry' },
];

type Snapshot = SnapshotFrom<typeof calendarMachine>;

const frozen = calendarMachine.provide({
  actors: { loadSchedule: pending(), loadLocations: pending() } as never,
});
const input = { today: '2026-11-21' };

function eventsFor(snapshot: Snapshot): EventObject[] {
  return [...USER_EVENTS, ...Object.keys(snapshot.children).flatMap((id) => OUTCOMES[id] ?? [])];
}

// The value and the week: navigation is part of the state a user can tell apart.
const serialize = (snapshot: Snapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.week.start, snapshot.context.locationId]);

const paths = getShortestPaths(frozen, {
  input,
  events: (snapshot: Snapshot) => eventsFor(snapshot as Snapshot) as never,
  serializeState: (snapshot: Snapshot) => serialize(snapshot as Snapshot),
  // Weeks are endless: two steps of navigation from the first week are enough to cover every edge.
  limit: 5000,
  stopWhen: (snapshot: Snapshot) => {
    const start = (snapshot as Snapshot).context.week.start;
    return start < '2026-11-02' || start > '2026-11-30';
  },
} as never);

const leaves = ['schedule.loading', 'schedule.loaded', 'schedule.refreshing', 'schedule.failed'];
const locationLeaves = ['locations.loading', 'locations.loaded', 'locations.unavailable'];

describe('every path of the calendar machine', () => {
  it('reaches every state of both regions', () => {
    const values = paths.map((path) => (path.state as Snapshot).value as Record<string, string>);
    const reached = new Set(values.flatMap((v) => [`schedule.${v.schedule}`, `locations.${v.locations}`]));
    expect([...reached].sort()).toEqual([...leaves, ...locationLeaves].sort());
  });

  // The expected schedule state after each event, from each schedule state (undefined: ignored).
  const NAVIGATION = ['week.next', 'week.previous', 'month.next', 'month.previous', 'location.select'];
  const EXPECTED: Record<string, Record<string, string | undefined>> = {
    loading: { reload: undefined, retry: undefined, done: 'loaded', error: 'failed' },
    loaded: { reload: 'refreshing', retry: undefined },
    refreshing: { reload: undefined, retry: undefined, done: 'loaded', error: 'failed' },
    failed: { reload: 'loading', retry: 'loading' },
  };
  const firstPathTo = (schedule: string) =>
    paths.find((path) => ((path.state as Snapshot).value as Record<string, string>).schedule === schedule)!;

  it.each(Object.keys(EXPECTED))('from %s every event goes where the model says', (schedule) => {
    const path = firstPathTo(schedule);
    const invokeId = schedule === 'refreshing' ? 'refreshSchedule' : 'loadSchedule';
    const cases: Array<[EventObject, string | undefined]> = [
      ...NAVIGATION.map((type): [EventObject, string] => [
        { type: `calendar.${type}`, locationId: 2 } as EventObject,
        'loading',
      ]),
      [{ type: 'calendar.reload' }, EXPECTED[schedule]!.reload],
      [{ type: 'calendar.retry' }, EXPECTED[schedule]!.retry],
    ];
    if ('done' in EXPECTED[schedule]!) {
      cases.push([done(invokeId, week), EXPECTED[schedule]!.done]);
      cases.push([error(invokeId), EXPECTED[schedule]!.error]);
    }
    for (const [event, target] of cases) {
      const actor = createActor(frozen, { input }).start();
      for (const step of path.steps.slice(1)) actor.send(step.event as never);
      const before = actor.getSnapshot();
      actor.send(event as never);
      const after = actor.getSnapshot();
      const value = (after.value as Record<string, string>).schedule;
      expect(value, `${schedule} + ${event.type}`).toBe(target ?? schedule);
      if (target === undefined) expect(after.context).toEqual(before.context);
      if (event.type === 'calendar.week.next') {
        expect(after.context.week.start > before.context.week.start).toBe(true);
      }
      actor.stop();
    }
  });

  it.each(paths.map((path) => [serialize(path.state as Snapshot), path] as const))(
    'replays the path to %s on a running actor',
    (_, path) => {
      const actor = createActor(frozen, { input }).start();
      for (const step of path.steps.slice(1)) actor.send(step.event as never);
      const snapshot = actor.getSnapshot();
      expect(serialize(snapshot)).toEqual(serialize(path.state as Snapshot));
      actor.stop();
    },
  );
});
