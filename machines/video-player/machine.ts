import { assign, emit, raise, setup } from 'xstate';
import type { FlowFailure } from '#src/api/failures';
import { notProvided } from '#machines/shared/not-provided';
import { PROGRESS_SAVE_MS, reachedAutoComplete } from '#src/domain/video-playback';
import type { ProgressInput, VideoPlayerContext, VideoPlayerInput } from './context';
import type { VideoPlayerEmitted, VideoPlayerEvent } from './events';

const failureOf = (event: unknown) => (event as { error: FlowFailure<'video'> }).error;

/**
 * The video screen's player, in three regions that run together:
 * - playback: loading, paused, playing, ended, failed (a retry mounts a new player);
 * - progress: the position is saved (PUT /videos/{id}/progress) on every pause, at the end and
 *   every PROGRESS_SAVE_MS while playing, so the customer resumes where they stopped;
 * - completion: marked by the customer, or on its own at 90% watched (which the customer may
 *   undo), unmarked by the customer; PUT /videos/{id}/complete and /uncomplete.
 */
export const videoPlayerMachine = setup({
  types: {
    context: {} as VideoPlayerContext,
    events: {} as VideoPlayerEvent,
    input: {} as VideoPlayerInput,
    emitted: {} as VideoPlayerEmitted,
  },
  actors: {
    saveProgress: notProvided<void, ProgressInput>('video-player', 'saveProgress'),
    completeVideo: notProvided<void, { videoId: number }>('video-player', 'completeVideo'),
    uncompleteVideo: notProvided<void, { videoId: number }>('video-player', 'uncompleteVideo'),
  },
  delays: { saveEvery: PROGRESS_SAVE_MS },
  guards: {
    positionChanged: ({ context }) =>
      context.position > 0 && Math.abs(context.position - (context.savedPosition ?? -1)) >= 0.5,
    shouldAutoComplete: ({ context, event }) =>
      event.type === 'media.time' &&
      !context.autoCompleteOff &&
      reachedAutoComplete(event.position, event.duration ?? context.duration),
    hasResumePoint: ({ context }) => context.resumeAt > 0,
    // Only read on entry, when autoCompleteOff still says how the screen opened.
    openedCompleted: ({ context }) => context.autoCompleteOff,
  },
  actions: {
    storeDuration: assign({
      duration: ({ context, event }) => (event.type === 'media.ready' ? event.duration : context.duration),
    }),
    storePosition: assign(({ context, event }) =>
      event.type === 'media.time'
        ? { position: event.position, duration: event.duration ?? context.duration }
        : {},
    ),
    seekToResume: emit(({ context }) => ({ type: 'player.seek' as const, to: context.resumeAt })),
    seekToStart: emit({ type: 'player.seek' as const, to: 0 }),
    forgetResume: assign({ resumeAt: 0 }),
    requestSave: raise({ type: 'progress.save' }),
    storeSaved: assign({ savedPosition: ({ context }) => context.position }),
    markAuto: assign({ autoCompleted: true }),
    clearAuto: assign({ autoCompleted: false }),
    turnAutoOff: assign({ autoCompleted: false, autoCompleteOff: true }),
    keepFailure: assign({ failure: ({ event }) => failureOf(event) }),
    nextAttempt: assign({ attempt: ({ context }) => context.attempt + 1, failure: null }),
    // The view's: alerts.
    notifyCompleteFailed: () => {},
  },
}).createMachine({
  id: 'videoPlayer',
  description: 'Reproductor de un video (reproducir, guardar avance, completar al 90%)',
  context: ({ input }) => ({
    videoId: input.videoId,
    resumeAt: input.resumeAt,
    position: input.resumeAt,
    duration: null,
    savedPosition: input.resumeAt > 0 ? input.resumeAt : null,
    autoCompleted: false,
    autoCompleteOff: input.completed,
    attempt: 0,
    failure: null,
  }),
  type: 'parallel',
  on: {
    'media.time': { actions: 'storePosition' },
    'player.startOver': { actions: ['forgetResume', 'seekToStart'] },
  },
  states: {
    playback: {
      initial: 'loading',
      on: { 'media.error': '.failed' },
      states: {
        loading: {
          on: {
            'media.ready': [
              { guard: 'hasResumePoint', target: 'paused', actions: ['storeDuration', 'seekToResume'] },
              { target: 'paused', actions: 'storeDuration' },
            ],
            // Autoplay or a fast source may start before it says it is ready.
            'media.play': 'playing',
          },
        },
        paused: { on: { 'media.play': 'playing' } },
        playing: {
          tags: ['playing'],
          after: { saveEvery: { target: 'playing', reenter: true, actions: 'requestSave' } },
          on: {
            'media.pause': { target: 'paused', actions: 'requestSave' },
            'media.ended': { target: 'ended', actions: 'requestSave' },
          },
        },
        ended: { on: { 'media.play': 'playing' } },
        failed: { on: { 'player.retry': { target: 'loading', actions: 'nextAttempt' } } },
      },
    },
    progress: {
      initial: 'idle',
      states: {
        idle: { on: { 'progress.save': { guard: 'positionChanged', target: 'saving' } } },
        saving: {
          tags: ['savingProgress'],
          invoke: {
            src: 'saveProgress',
            input: ({ context }) => ({
              videoId: context.videoId,
              position: context.position,
              duration: context.duration,
            }),
            onDone: { target: 'idle', actions: 'storeSaved' },
            // Resuming is a convenience: a lost save is retried by the next pause or tick.
            onError: { target: 'idle' },
          },
          // A newer position replaces the one being sent.
          on: { 'progress.save': { guard: 'positionChanged', target: 'saving', reenter: true } },
        },
      },
    },
    completion: {
      initial: 'start',
      states: {
        start: {
          always: [{ guard: 'openedCompleted', target: 'completed' }, { target: 'notCompleted' }],
        },
        notCompleted: {
          on: {
            'completion.mark': { target: 'completing', actions: 'clearAuto' },
            'media.time': { guard: 'shouldAutoComplete', target: 'completing', actions: 'markAuto' },
          },
        },
        completing: {
          tags: ['completionBusy'],
          invoke: {
            src: 'completeVideo',
            input: ({ context }) => ({ videoId: context.videoId }),
            onDone: 'completed',
            // Not again on its own in this viewing: the next tick would fail the same way.
            onError: {
              target: 'notCompleted',
              actions: ['turnAutoOff', 'keepFailure', 'notifyCompleteFailed'],
            },
          },
        },
        completed: {
          tags: ['completed'],
          on: {
            'completion.unmark': { target: 'uncompleting', actions: 'turnAutoOff' },
            'completion.undo': { target: 'uncompleting', actions: 'turnAutoOff' },
          },
        },
        uncompleting: {
          tags: ['completionBusy'],
          invoke: {
            src: 'uncompleteVideo',
            input: ({ context }) => ({ videoId: context.videoId }),
            onDone: 'notCompleted',
            onError: { target: 'completed', actions: ['keepFailure', 'notifyCompleteFailed'] },
          },
        },
      },
    },
  },
});
