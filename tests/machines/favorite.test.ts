import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { createFavoriteActors } from '#machines/favorite/actors';
import { favoriteMachine } from '#machines/favorite/machine';
import { selectIsFavorite, selectIsSaving } from '#machines/favorite/selectors';
import { api } from '#src/api/client';
import { byTransition, eventsOf, pending, replay, untakenTransitions } from '#tests/support/machine-paths';
import { signInAs } from '#tests/support/sign-in';

type Snapshot = SnapshotFrom<typeof favoriteMachine>;

const failed = (src: string) => ({
  type: `xstate.error.actor.0.favorite.${src}`,
  error: { kind: 'network', message: 'sin red' },
});

describe('every path of the favorite machine', () => {
  const frozen = favoriteMachine.provide({
    actors: { addFavorite: pending(), removeFavorite: pending() } as never,
  });
  const input = { videoId: 5, favorite: false };
  const paths = getShortestPaths(frozen, {
    input,
    events: (snapshot) => {
      const s = snapshot as Snapshot;
      const events: AnyEventObject[] = [{ type: 'favorite.toggle' }];
      if (s.matches('adding')) events.push({ type: 'xstate.done.actor.0.favorite.adding' }, failed('adding'));
      if (s.matches('removing'))
        events.push({ type: 'xstate.done.actor.0.favorite.removing' }, failed('removing'));
      return events as never;
    },
    serializeState: (snapshot, event, previous) =>
      `${byTransition(snapshot, event, previous)}|${(snapshot as Snapshot).context.favorite}`,
  });

  it('reaches idle and saving with the mark both ways, and takes every transition', () => {
    const reached = paths.map(
      (path) => `${String(path.state.value)}|${(path.state as Snapshot).context.favorite}`,
    );
    expect([...new Set(reached)].sort()).toEqual(
      ['adding|true', 'idle|false', 'idle|true', 'removing|false'].sort(),
    );
    expect(untakenTransitions(frozen, paths as never)).toEqual([]);
  });

  it.each(
    paths.map(
      (path) =>
        [
          eventsOf(path)
            .map((e) => e.type)
            .join(' → ') || 'start',
          path,
        ] as const,
    ),
  )('replays %s', (_, path) => {
    const actor = replay(frozen, eventsOf(path), input);
    expect(actor.getSnapshot().value).toEqual(path.state.value);
    expect(selectIsFavorite(actor.getSnapshot())).toBe((path.state as Snapshot).context.favorite);
    actor.stop();
  });
});

describe('the favorite toggle', () => {
  function start(favorite: boolean, outcome: () => Promise<void>) {
    const notes = { added: vi.fn(), removed: vi.fn(), failed: vi.fn() };
    const machine = favoriteMachine.provide({
      actors: { addFavorite: fromPromise(outcome), removeFavorite: fromPromise(outcome) },
      actions: { notifyAdded: notes.added, notifyRemoved: notes.removed, notifyFailed: notes.failed },
    });
    return { actor: createActor(machine, { input: { videoId: 5, favorite } }).start(), notes };
  }

  it('flips the mark at once and says ¡Favorito agregado! when the call succeeds', async () => {
    const { actor, notes } = start(false, async () => undefined);
    actor.send({ type: 'favorite.toggle' });
    expect(selectIsFavorite(actor.getSnapshot())).toBe(true);
    expect(selectIsSaving(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(selectIsFavorite(actor.getSnapshot())).toBe(true);
    expect(notes.added).toHaveBeenCalledOnce();
  });

  it('flips back and reports the failure when the call fails', async () => {
    const { actor, notes } = start(true, async () => {
      throw { kind: 'other', message: 'Error interno' };
    });
    actor.send({ type: 'favorite.toggle' });
    expect(selectIsFavorite(actor.getSnapshot())).toBe(false);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(selectIsFavorite(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'other', message: 'Error interno' });
    expect(notes.removed).not.toHaveBeenCalled();
    expect(notes.failed).toHaveBeenCalledOnce();
  });

  it('ignores a second press while the first call runs', () => {
    const { actor } = start(false, () => new Promise(() => undefined));
    actor.send({ type: 'favorite.toggle' });
    expect(actor.getSnapshot().can({ type: 'favorite.toggle' })).toBe(false);
    actor.send({ type: 'favorite.toggle' });
    expect(selectIsFavorite(actor.getSnapshot())).toBe(true);
  });

  it('adds and removes through POST /favorites and DELETE /favorites/{video}', async () => {
    signInAs('ana');
    const actor = createActor(favoriteMachine.provide({ actors: createFavoriteActors() }), {
      input: { videoId: 5, favorite: false },
    }).start();
    const isFavorite = async () =>
      (await api.GET('/videos/{id}', { params: { path: { id: 5 } } })).data?.video.favorite;
    actor.send({ type: 'favorite.toggle' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(await isFavorite()).toBe(1);
    actor.send({ type: 'favorite.toggle' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(await isFavorite()).toBe(0);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});
