import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { eventsOf, pending, replay as replayOn } from '#tests/support/machine-paths';
import { savedCardsMachine, type SaveCardFailure, type SavedCard } from '#machines/saved-cards/machine';

/**
 * Model-based: every state of the saved-cards machine is reached by user events and actor
 * outcomes, and from each one every event goes where the table says. Then a few runs with real
 * promise actors check what the context and the alerts carry.
 */
type Snapshot = SnapshotFrom<typeof savedCardsMachine>;

const visa: SavedCard = { payment_source_id: 1, card_type: 'visa', last_digits: '4242' };
const NOW = new Date(2026, 4, 15);
const GOOD = { number: '4242424242424242', name: 'Ana', expiry: '12 / 30', cvc: '123' };
const BAD = { ...GOOD, number: '4242', cvc: '' };
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, failure: unknown) => ({ type: `xstate.error.actor.${id}`, error: failure });

const USER_EVENTS: Record<string, AnyEventObject> = {
  reload: { type: 'cards.reload' },
  'remove listed': { type: 'card.remove', paymentSourceId: 1 },
  'remove unknown': { type: 'card.remove', paymentSourceId: 9 },
  confirm: { type: 'card.remove.confirm' },
  'cancel remove': { type: 'card.remove.cancel' },
  add: { type: 'card.add' },
  'cancel add': { type: 'card.add.cancel' },
  edit: { type: 'card.edit', field: 'number' },
  'save good': { type: 'card.save', entry: GOOD, now: NOW },
  'save bad': { type: 'card.save', entry: BAD, now: NOW },
};
const OUTCOMES: Record<string, Record<string, AnyEventObject>> = {
  loadCards: { loaded: done('loadCards', [visa]), 'load failed': error('loadCards', new Error('x')) },
  removeCard: {
    removed: done('removeCard', undefined),
    'remove failed': error('removeCard', new Error('x')),
  },
  saveCard: {
    saved: done('saveCard', visa),
    'number refused': error('saveCard', { kind: 'invalidNumber' } satisfies SaveCardFailure),
    declined: error('saveCard', { kind: 'declined', message: 'Rechazada' } satisfies SaveCardFailure),
  },
};

const EXPECTED: Record<string, Record<string, string>> = {
  loading: { loaded: 'ready', 'load failed': 'loadFailed' },
  loadFailed: { reload: 'loading' },
  ready: { reload: 'loading', 'remove listed': 'confirmingRemove', add: 'adding' },
  confirmingRemove: { confirm: 'removing', 'cancel remove': 'ready' },
  removing: { removed: 'loading', 'remove failed': 'ready' },
  adding: { 'save good': 'saving', 'cancel add': 'ready' },
  saving: { saved: 'loading', 'number refused': 'adding', declined: 'adding' },
};

const labelledEvents = (snapshot: Snapshot): Array<[string, AnyEventObject]> => [
  ...Object.entries(USER_EVENTS),
  ...Object.keys(snapshot.children).flatMap((id) => Object.entries(OUTCOMES[id] ?? {})),
];

const frozen = savedCardsMachine.provide({
  actors: { loadCards: pending(), removeCard: pending(), saveCard: pending() } as never,
});
const paths = getShortestPaths(frozen, {
  events: (snapshot) => labelledEvents(snapshot as Snapshot).map(([, event]) => event) as never,
  serializeState: (snapshot) => JSON.stringify((snapshot as Snapshot).value),
});

const replay = (events: readonly AnyEventObject[]) => replayOn(frozen, events);

describe('every path of the saved-cards machine', () => {
  it('reaches every state', () => {
    const states = Object.keys(savedCardsMachine.root.states).sort();
    expect([...new Set(paths.map((path) => String(path.state.value)))].sort()).toEqual(states);
    expect(Object.keys(EXPECTED).sort()).toEqual(states);
  });

  it.each(paths.map((path) => [String(path.state.value), path] as const))(
    'from %s every event goes where the table says',
    (state, path) => {
      const prefix = eventsOf(path);
      const labels = labelledEvents(replay(prefix).getSnapshot());
      const outcomes = Object.fromEntries(
        labels.map(([label, event]) => [label, String(replay([...prefix, event]).getSnapshot().value)]),
      );
      const expected = Object.fromEntries(
        labels.map(([label]) => [label, EXPECTED[state]?.[label] ?? state]),
      );
      expect(outcomes).toEqual(expected);
    },
  );
});

function running(overrides: Record<string, unknown> = {}) {
  const calls: string[] = [];
  const machine = savedCardsMachine.provide({
    actors: {
      loadCards: fromPromise(async () => [visa]),
      removeCard: fromPromise(async () => undefined),
      saveCard: fromPromise(async () => visa),
      ...overrides,
    } as never,
    actions: {
      notifyRemoved: () => void calls.push('removed'),
      notifyRemoveFailed: () => void calls.push('remove failed'),
      notifySaved: () => void calls.push('saved'),
    },
  });
  return { actor: createActor(machine).start(), calls };
}

describe('what the machine remembers and says', () => {
  it('checks the form before saving: each field its own problem, cleared as it is edited', async () => {
    const { actor } = running();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'card.add' });
    actor.send({ type: 'card.save', entry: BAD, now: NOW });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      number: 'numberIncomplete',
      cvc: 'cvcIncomplete',
    });
    actor.send({ type: 'card.edit', field: 'number' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ cvc: 'cvcIncomplete' });
  });

  it('a refused number goes back to the form, marked on the number', async () => {
    const refused = fromPromise(async () => {
      throw { kind: 'invalidNumber' } satisfies SaveCardFailure;
    });
    const { actor, calls } = running({ saveCard: refused });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'card.add' });
    actor.send({ type: 'card.save', entry: GOOD, now: NOW });
    const back = await waitFor(actor, (s) => s.matches('adding'));
    expect(back.context.fieldErrors).toEqual({ number: 'numberInvalid' });
    expect(calls).toEqual([]);
  });

  it('a declined card keeps the form open with the reason', async () => {
    const failure: SaveCardFailure = { kind: 'declined', message: 'Tu tarjeta ha expirado' };
    const declined = fromPromise(async () => {
      throw failure;
    });
    const { actor } = running({ saveCard: declined });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'card.add' });
    actor.send({ type: 'card.save', entry: GOOD, now: NOW });
    expect((await waitFor(actor, (s) => s.matches('adding'))).context.saveFailure).toEqual(failure);
  });

  it('saving and removing say so and reload the list', async () => {
    const { actor, calls } = running();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'card.add' });
    actor.send({ type: 'card.save', entry: GOOD, now: NOW });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'card.remove', paymentSourceId: 1 });
    expect(actor.getSnapshot().context.removing).toEqual(visa);
    actor.send({ type: 'card.remove.confirm' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toEqual(['saved', 'removed']);
    expect(actor.getSnapshot().context.removing).toBeNull();
  });

  it('a failed removal keeps the card and says so', async () => {
    const failing = fromPromise(async () => {
      throw new Error('500');
    });
    const { actor, calls } = running({ removeCard: failing });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'card.remove', paymentSourceId: 1 });
    actor.send({ type: 'card.remove.confirm' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toEqual(['remove failed']);
    expect(actor.getSnapshot().context.cards).toEqual([visa]);
  });
});
