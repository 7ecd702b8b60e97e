import { describe, expect, it } from 'vitest';
import { type AnyEventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { eventsOf, pending, replay as replayOn } from '#tests/support/machine-paths';
import { subscriptionCancelMachine } from '#machines/subscription-cancel/machine';

/**
 * Model-based: every state of the cancel flow is reached by some path of user events and actor
 * outcomes; each path replays on a running actor; from every state reached, every labelled event
 * goes where the table says (the machine's ordered error guards included).
 */
type Snapshot = SnapshotFrom<typeof subscriptionCancelMachine>;

const error = (kind: string) => ({
  type: 'xstate.error.actor.cancelSubscription',
  error: { kind, message: kind },
});

const USER_EVENTS: Record<string, AnyEventObject> = {
  open: { type: 'subscription.cancel.open', purchaseId: 6 },
  'type a reason': { type: 'subscription.cancel.reason', reason: 'Me mudo' },
  'blank the reason': { type: 'subscription.cancel.reason', reason: '  ' },
  submit: { type: 'subscription.cancel.submit' },
  close: { type: 'subscription.cancel.close' },
};
const OUTCOMES: Record<string, AnyEventObject> = {
  cancelled: { type: 'xstate.done.actor.cancelSubscription', output: undefined },
  'reason refused': error('reasonRequired'),
  'not cancellable': error('notCancellable'),
  unavailable: error('unavailable'),
};

/** Where each event leads; the key is the state and whether a reason is typed. */
const EXPECTED: Record<string, Record<string, string>> = {
  closed: { open: 'asking' },
  asking: { open: 'asking', close: 'closed' },
  'asking+reason': { submit: 'cancelling', close: 'closed' },
  cancelling: {
    cancelled: 'closed',
    'reason refused': 'asking',
    'not cancellable': 'closed',
    unavailable: 'asking',
  },
};
const keyOf = (s: Snapshot) =>
  s.matches('asking') && s.context.reason.trim() !== '' ? 'asking+reason' : String(s.value);

function labelledEvents(snapshot: Snapshot): Array<[string, AnyEventObject]> {
  const outcomes = snapshot.children.cancelSubscription ? Object.entries(OUTCOMES) : [];
  return [...Object.entries(USER_EVENTS), ...outcomes];
}

const frozen = subscriptionCancelMachine.provide({
  actors: { cancelSubscription: pending() } as never,
});

const paths = getShortestPaths(frozen, {
  events: (snapshot) => labelledEvents(snapshot as Snapshot).map(([, event]) => event) as never,
  serializeState: (snapshot) => keyOf(snapshot as Snapshot),
});

const replay = (events: readonly AnyEventObject[]) => replayOn(frozen, events);

describe('every path of the subscription-cancel machine', () => {
  it('reaches every state, with and without a reason typed', () => {
    const reached = paths.map((path) => keyOf(path.state as Snapshot)).sort();
    expect(reached).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(paths.map((path) => [keyOf(path.state as Snapshot), path] as const))(
    'from %s every event goes where the table says',
    (key, path) => {
      const prefix = eventsOf(path);
      const here = replay(prefix);
      expect(keyOf(here.getSnapshot())).toBe(key);
      const labelled = labelledEvents(here.getSnapshot());
      here.stop();
      for (const [label, event] of labelled) {
        const actor = replay([...prefix, event]);
        const value = String(actor.getSnapshot().value);
        actor.stop();
        const stays = key === 'asking+reason' ? 'asking' : key;
        expect(value, `${key} --${label}-->`).toBe(EXPECTED[key]?.[label] ?? stays);
      }
    },
  );

  it('a blank reason is refused before any request, and typing clears the message', () => {
    const actor = replay([USER_EVENTS.open!, USER_EVENTS['blank the reason']!, USER_EVENTS.submit!]);
    expect(actor.getSnapshot().value).toBe('asking');
    expect(actor.getSnapshot().context.reasonMissing).toBe(true);
    expect(actor.getSnapshot().children.cancelSubscription).toBeUndefined();
    actor.send(USER_EVENTS['type a reason'] as never);
    expect(actor.getSnapshot().context.reasonMissing).toBe(false);
  });

  it('the server refusing the reason brings the message back; closing forgets everything', () => {
    const actor = replay([USER_EVENTS.open!, USER_EVENTS['type a reason']!, USER_EVENTS.submit!]);
    actor.send(OUTCOMES['reason refused'] as never);
    expect(actor.getSnapshot().context).toMatchObject({
      reasonMissing: true,
      reason: 'Me mudo',
      purchaseId: 6,
    });
    actor.send(USER_EVENTS.close as never);
    expect(actor.getSnapshot().context).toEqual({
      purchaseId: null,
      reason: '',
      reasonMissing: false,
      failure: null,
    });
  });
});
