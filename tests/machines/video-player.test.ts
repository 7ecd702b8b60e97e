import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { createVideoPlayerActors } from '#machines/video-player/actors';
import type { ProgressInput } from '#machines/video-player/context';
import { videoPlayerMachine } from '#machines/video-player/machine';
import {
  selectAutoCompleted,
  selectIsCompleted,
  selectPlayback,
  selectResumeAt,
} from '#machines/video-player/selectors';
import { api } from '#src/api/client';
import { PROGRESS_SAVE_MS } from '#src/domain/video-playback';
import { byTransition, eventsOf, pending } from '#tests/support/machine-paths';
import { signInAs } from '#tests/support/sign-in';

type Snapshot = SnapshotFrom<typeof videoPlayerMachine>;
const input = { videoId: 1, completed: false, resumeAt: 0 };

function start(
  overrides: Partial<{
    save: (input: ProgressInput) => Promise<void>;
    complete: () => Promise<void>;
    uncomplete: () => Promise<void>;
  }> = {},
  startWith = input,
) {
  const notes = { completeFailed: vi.fn() };
  const machine = videoPlayerMachine.provide({
    actors: {
      saveProgress: fromPromise(({ input }) =>
        (overrides.save ?? (async () => undefined))(input as ProgressInput),
      ),
      completeVideo: fromPromise(overrides.complete ?? (async () => undefined)),
      uncompleteVideo: fromPromise(overrides.uncomplete ?? (async () => undefined)),
    },
    actions: { notifyCompleteFailed: notes.completeFailed },
  });
  const actor = createActor(machine, { input: startWith }).start();
  const seeks: number[] = [];
  actor.on('player.seek', ({ to }) => seeks.push(to));
  return { actor, notes, seeks };
}

const time = (position: number, duration: number | null = 100) =>
  ({ type: 'media.time', position, duration }) as const;

afterEach(() => vi.useRealTimers());

describe('playback', () => {
  it('goes loading → paused → playing → paused → ended, and a failure offers a new player', () => {
    const { actor } = start();
    expect(selectPlayback(actor.getSnapshot())).toBe('loading');
    actor.send({ type: 'media.ready', duration: 100 });
    expect(selectPlayback(actor.getSnapshot())).toBe('paused');
    actor.send({ type: 'media.play' });
    expect(selectPlayback(actor.getSnapshot())).toBe('playing');
    actor.send({ type: 'media.pause' });
    expect(selectPlayback(actor.getSnapshot())).toBe('paused');
    actor.send({ type: 'media.play' });
    actor.send({ type: 'media.ended' });
    expect(selectPlayback(actor.getSnapshot())).toBe('ended');
    actor.send({ type: 'media.error' });
    expect(selectPlayback(actor.getSnapshot())).toBe('failed');
    actor.send({ type: 'player.retry' });
    expect(selectPlayback(actor.getSnapshot())).toBe('loading');
    expect(actor.getSnapshot().context.attempt).toBe(1);
  });

  it('moves the head to the saved position once the media is ready, and back to 0 on request', () => {
    const { actor, seeks } = start({}, { ...input, resumeAt: 42 });
    expect(seeks).toEqual([]);
    actor.send({ type: 'media.ready', duration: 100 });
    expect(seeks).toEqual([42]);
    actor.send({ type: 'player.startOver' });
    expect(seeks).toEqual([42, 0]);
    expect(selectResumeAt(actor.getSnapshot())).toBe(0);
  });

  it('does not seek when there is nothing to resume', () => {
    const { actor, seeks } = start();
    actor.send({ type: 'media.ready', duration: 100 });
    expect(seeks).toEqual([]);
  });
});

describe('saving where the customer stopped', () => {
  it('saves on pause, only when the position moved', async () => {
    const save = vi.fn(async () => undefined);
    const { actor } = start({ save });
    actor.send({ type: 'media.ready', duration: 100 });
    actor.send({ type: 'media.play' });
    actor.send(time(12.5));
    actor.send({ type: 'media.pause' });
    await waitFor(actor, (s) => s.matches({ progress: 'idle' }));
    expect(save).toHaveBeenCalledWith({ videoId: 1, position: 12.5, duration: 100 });
    actor.send({ type: 'media.play' });
    actor.send({ type: 'media.pause' });
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('saves every PROGRESS_SAVE_MS while playing, and not while paused', async () => {
    vi.useFakeTimers();
    const save = vi.fn(async () => undefined);
    const { actor } = start({ save });
    actor.send({ type: 'media.ready', duration: 100 });
    actor.send({ type: 'media.play' });
    actor.send(time(5));
    await vi.advanceTimersByTimeAsync(PROGRESS_SAVE_MS);
    expect(save).toHaveBeenLastCalledWith({ videoId: 1, position: 5, duration: 100 });
    actor.send(time(15));
    await vi.advanceTimersByTimeAsync(PROGRESS_SAVE_MS);
    expect(save).toHaveBeenLastCalledWith({ videoId: 1, position: 15, duration: 100 });
    actor.send({ type: 'media.pause' });
    const calls = save.mock.calls.length;
    await vi.advanceTimersByTimeAsync(3 * PROGRESS_SAVE_MS);
    expect(save).toHaveBeenCalledTimes(calls);
  });

  it('a failed save is not an error the customer sees; the next pause tries again', async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce({ kind: 'network', message: 'x' })
      .mockResolvedValue(undefined);
    const { actor, notes } = start({ save });
    actor.send({ type: 'media.ready', duration: 100 });
    actor.send({ type: 'media.play' });
    actor.send(time(20));
    actor.send({ type: 'media.pause' });
    await waitFor(actor, (s) => s.matches({ progress: 'idle' }));
    actor.send({ type: 'media.play' });
    actor.send({ type: 'media.pause' });
    await waitFor(actor, (s) => s.matches({ progress: 'idle' }));
    expect(save).toHaveBeenCalledTimes(2);
    expect(notes.completeFailed).not.toHaveBeenCalled();
  });
});

describe('completing', () => {
  it('marks the video completed on its own at 90%, once, and lets the customer undo it', async () => {
    const complete = vi.fn(async () => undefined);
    const uncomplete = vi.fn(async () => undefined);
    const { actor } = start({ complete, uncomplete });
    actor.send({ type: 'media.ready', duration: 100 });
    actor.send({ type: 'media.play' });
    actor.send(time(89.9));
    expect(selectIsCompleted(actor.getSnapshot())).toBe(false);
    actor.send(time(90));
    await waitFor(actor, (s) => s.matches({ completion: 'completed' }));
    expect(selectAutoCompleted(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'completion.undo' });
    await waitFor(actor, (s) => s.matches({ completion: 'notCompleted' }));
    actor.send(time(95));
    expect(complete).toHaveBeenCalledTimes(1);
    expect(uncomplete).toHaveBeenCalledTimes(1);
    expect(selectIsCompleted(actor.getSnapshot())).toBe(false);
  });

  it('a video completed before opening starts completed and is not marked again', () => {
    const complete = vi.fn(async () => undefined);
    const { actor } = start({ complete }, { ...input, completed: true });
    expect(selectIsCompleted(actor.getSnapshot())).toBe(true);
    actor.send(time(99));
    expect(complete).not.toHaveBeenCalled();
    expect(selectAutoCompleted(actor.getSnapshot())).toBe(false);
  });

  it('a refused completion goes back, says so, and the 90% rule stops trying', async () => {
    const complete = vi.fn(async () => {
      throw { kind: 'other', message: 'Error interno' };
    });
    const { actor, notes } = start({ complete });
    actor.send(time(92));
    await waitFor(actor, (s) => s.matches({ completion: 'notCompleted' }));
    actor.send(time(93));
    expect(complete).toHaveBeenCalledTimes(1);
    expect(notes.completeFailed).toHaveBeenCalledOnce();
  });

  it('a refused un-marking keeps the video completed', async () => {
    const { actor, notes } = start(
      {
        uncomplete: async () => {
          throw { kind: 'network', message: 'x' };
        },
      },
      { ...input, completed: true },
    );
    actor.send({ type: 'completion.unmark' });
    await waitFor(actor, (s) => s.matches({ completion: 'completed' }));
    expect(notes.completeFailed).toHaveBeenCalledOnce();
  });
});

describe('every path of the completion region', () => {
  const frozen = videoPlayerMachine.provide({
    actors: { saveProgress: pending(), completeVideo: pending(), uncompleteVideo: pending() } as never,
  });
  const region = (s: Snapshot) => (s.value as { completion: string }).completion;
  const EVENTS: Record<string, AnyEventObject[]> = {
    notCompleted: [{ type: 'completion.mark' }, time(95)],
    completing: [
      { type: 'xstate.done.actor.0.videoPlayer.completion.completing' },
      {
        type: 'xstate.error.actor.0.videoPlayer.completion.completing',
        error: { kind: 'other', message: 'x' },
      },
    ],
    completed: [{ type: 'completion.unmark' }, { type: 'completion.undo' }],
    uncompleting: [
      { type: 'xstate.done.actor.0.videoPlayer.completion.uncompleting' },
      {
        type: 'xstate.error.actor.0.videoPlayer.completion.uncompleting',
        error: { kind: 'other', message: 'x' },
      },
    ],
  };
  const paths = getShortestPaths(frozen, {
    input,
    events: (snapshot) => (EVENTS[region(snapshot as Snapshot)] ?? []) as never,
    serializeState: (snapshot, event, previous) =>
      `${byTransition(snapshot, event, previous)}|${(snapshot as Snapshot).context.autoCompleteOff}`,
  });

  it('reaches every completion state, and each path replays on a running actor', () => {
    expect([...new Set(paths.map((path) => region(path.state as Snapshot)))].sort()).toEqual(
      ['completed', 'completing', 'notCompleted', 'uncompleting'].sort(),
    );
    for (const path of paths) {
      const actor = createActor(frozen, { input }).start();
      for (const event of eventsOf(path)) actor.send(event as never);
      expect(region(actor.getSnapshot())).toBe(region(path.state as Snapshot));
      actor.stop();
    }
  });

  it('after an undo or a failure the 90% rule never completes it on its own', () => {
    const afterOff = paths.filter((path) => (path.state as Snapshot).context.autoCompleteOff);
    expect(afterOff.length).toBeGreaterThan(0);
    for (const path of afterOff.filter((p) => region(p.state as Snapshot) === 'notCompleted')) {
      const actor = createActor(frozen, { input }).start();
      for (const event of eventsOf(path)) actor.send(event as never);
      actor.send(time(99));
      expect(region(actor.getSnapshot())).toBe('notCompleted');
      actor.stop();
    }
  });
});

describe('the real actors against the mock server', () => {
  it('saves the position and the completed mark for the signed-in customer', async () => {
    signInAs('ana');
    const actor = createActor(videoPlayerMachine.provide({ actors: createVideoPlayerActors() }), {
      input: { videoId: 4, completed: false, resumeAt: 0 },
    }).start();
    actor.send({ type: 'media.ready', duration: 8 });
    actor.send({ type: 'media.play' });
    actor.send(time(3.5, 8));
    actor.send({ type: 'media.pause' });
    actor.send(time(7.5, 8));
    await waitFor(actor, (s) => s.matches({ progress: 'idle', completion: 'completed' }));
    const path = { params: { path: { id: 4 } } };
    expect((await api.GET('/videos/{id}/progress', path)).data?.progress?.position).toBe(3.5);
    expect((await api.GET('/videos/{id}', path)).data?.video.completed).toBe(true);
  });
});
