import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { pending } from '#tests/support/machine-paths';
import { CONFIRM_LEAVE_MS, waitlistMachine, type Waitlist } from '#machines/waitlist/machine';

/**
 * Model-based: from a visitor, every state of the waitlist machine is reached by some path of
 * user events, actor outcomes and the 500 ms confirmation delay; each path replays on a running
 * actor (the delay by advancing a simulated clock); and every transition the machine defines is
 * checked against the table below from every state the model reaches.
 */
type Snapshot = SnapshotFrom<typeof waitlistMachine>;

const onList: Waitlist = {
  waitlist_id: 1,
  single_class_id: 10,
  customer_id: 2,
  createdAt: '2026-11-20T10:00:00Z',
};
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: { status: 409, message: 'No' } });
/** XState's own name for the event of the named delay in state `leaveRequested`. */
const AFTER_CONFIRM_LEAVE = 'xstate.after.confirmLeave.waitlist.leaveRequested';

const USER_EVENTS: Record<string, AnyEventObject> = {
  'join new': { type: 'waitlist.join', singleClassId: 30 },
  'join existing': { type: 'waitlist.join', singleClassId: 10 },
  'leave existing': { type: 'waitlist.leave', singleClassId: 10 },
  'leave unknown': { type: 'waitlist.leave', singleClassId: 30 },
  confirm: { type: 'waitlist.leave.confirm' },
  cancel: { type: 'waitlist.leave.cancel' },
  reload: { type: 'waitlist.reload' },
  'signed in': { type: 'waitlist.signedIn' },
  'signed out': { type: 'waitlist.signedOut' },
};
const OUTCOMES: Record<string, Record<string, AnyEventObject>> = {
  loadWaitlists: { loaded: done('loadWaitlists', [onList]), 'load failed': error('loadWaitlists') },
  saveWaitlist: {
    saved: done('saveWaitlist', { ...onList, single_class_id: 30 }),
    'save failed': error('saveWaitlist'),
  },
  leaveWaitlist: { left: done('leaveWaitlist', undefined), 'leave failed': error('leaveWaitlist') },
};

/** Where each event leads from each state; an event not listed leaves the state as it is. */
const EXPECTED: Record<string, Record<string, string>> = {
  // Joining as a visitor stays here: its action sends them to log in (tests/machines/waitlist.test.ts).
  visitor: {
    'signed in': 'loading',
    'join new': 'visitor',
    'join existing': 'visitor',
    'signed out': 'visitor',
  },
  loading: { loaded: 'ready', 'load failed': 'loadFailed', 'signed out': 'visitor' },
  loadFailed: { reload: 'loading', 'signed out': 'visitor' },
  ready: {
    'join new': 'joining',
    'leave existing': 'leaveRequested',
    reload: 'loading',
    'signed out': 'visitor',
  },
  joining: { saved: 'loading', 'save failed': 'ready', 'signed out': 'visitor' },
  leaveRequested: { 'after 500 ms': 'confirmingLeave', cancel: 'ready', 'signed out': 'visitor' },
  confirmingLeave: { confirm: 'leaving', cancel: 'ready', 'signed out': 'visitor' },
  leaving: { left: 'loading', 'leave failed': 'ready', 'signed out': 'visitor' },
};

function labelledEvents(snapshot: Snapshot): Array<[string, AnyEventObject]> {
  const invoked = Object.keys(snapshot.children).flatMap((id) => Object.entries(OUTCOMES[id] ?? {}));
  const delayed: Array<[string, AnyEventObject]> = snapshot.matches('leaveRequested')
    ? [['after 500 ms', { type: AFTER_CONFIRM_LEAVE }]]
    : [];
  return [...Object.entries(USER_EVENTS), ...invoked, ...delayed];
}

// Actors that never settle: the model's own done/error events drive the machine.
const frozen = waitlistMachine.provide({
  actors: { loadWaitlists: pending(), saveWaitlist: pending(), leaveWaitlist: pending() } as never,
});
const input = { signedIn: false };

const paths = getShortestPaths(frozen, {
  input,
  events: (snapshot) => labelledEvents(snapshot as Snapshot).map(([, event]) => event) as never,
  serializeState: (snapshot) => JSON.stringify((snapshot as Snapshot).value),
});

/** Replays a path on a running actor; the delay passes on the clock instead of being sent. */
function replay(events: readonly AnyEventObject[]) {
  const clock = new SimulatedClock();
  const actor = createActor(frozen, { input, clock }).start();
  for (const event of events) {
    if (event.type === AFTER_CONFIRM_LEAVE) clock.increment(CONFIRM_LEAVE_MS);
    else actor.send(event as never);
  }
  return actor;
}

const stableStates = Object.keys(waitlistMachine.root.states).filter((key) => key !== 'starting');

describe('every path of the waitlist machine', () => {
  it('reaches every state but the transient start', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(stableStates.sort());
    expect(Object.keys(EXPECTED).sort()).toEqual(stableStates.sort());
  });

  it.each(paths.map((path) => [String(path.state.value), path] as const))(
    'replays the path to %s on a running actor',
    (_, path) => {
      const actor = replay(path.steps.slice(1).map((step) => step.event));
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      actor.stop();
    },
  );

  it.each(paths.map((path) => [String(path.state.value), path] as const))(
    'from %s every event goes where the table says',
    (state, path) => {
      const prefix = path.steps.slice(1).map((step) => step.event);
      const here = replay(prefix);
      const labels = labelledEvents(here.getSnapshot()).map(([label]) => label);
      here.stop();
      const outcomes = Object.fromEntries(
        labelledEvents(replay(prefix).getSnapshot()).map(([label, event]) => {
          const actor = replay([...prefix, event]);
          const value = String(actor.getSnapshot().value);
          actor.stop();
          return [label, value];
        }),
      );
      const expected = Object.fromEntries(labels.map((label) => [label, EXPECTED[state]?.[label] ?? state]));
      expect(outcomes).toEqual(expected);
    },
  );

  it('the table names every transition the machine defines', () => {
    // A transition on the root (signing out) is defined for every state.
    const rootEvents = [...waitlistMachine.root.transitions.keys()];
    const defined = Object.entries(waitlistMachine.root.states).flatMap(([key, node]) =>
      [...node.transitions.keys(), ...rootEvents].map((eventType) => `${key} ${eventType}`),
    );
    // Every defined event type has at least one labelled event expected to move (or act) in that state.
    for (const pair of defined) {
      const [state, eventType] = pair.split(' ') as [string, string];
      if (state === 'starting') continue;
      const labels = Object.entries({
        ...USER_EVENTS,
        ...Object.assign({}, ...Object.values(OUTCOMES)),
        'after 500 ms': { type: AFTER_CONFIRM_LEAVE },
      } as Record<string, AnyEventObject>)
        .filter(([, event]) => event.type === eventType)
        .map(([label]) => label);
      const covered = labels.some((label) => label in (EXPECTED[state] ?? {}));
      expect(covered, `${pair} is in the table`).toBe(true);
    }
  });
});
