import { assign, setup } from 'xstate';
import type { FlowFailure } from '#src/api/failures';
import { notProvided } from '#machines/shared/not-provided';
import { requireValue } from '#machines/shared/require-value';
import { isStarValue } from '#src/domain/rating';

export interface VideoRatingContext {
  videoId: number;
  stars: number | null;
  comment: string;
  /** Sent without stars: the form says what is missing. */
  missingStars: boolean;
  failure: FlowFailure<'video'> | null;
}

export type VideoRatingEvent =
  | { type: 'rating.stars'; stars: number }
  | { type: 'rating.comment'; comment: string }
  | { type: 'rating.submit' };

export interface VideoRatingInput {
  video_id: number;
  stars: number;
  comment: string | null;
}

/**
 * Califica este video: 1 to 5 stars and an optional comment, POST /videos/rating (decision 016
 * fixes the fields). Rating again replaces the earlier rating, so a sent form can be sent again.
 */
export const videoRatingMachine = setup({
  types: {
    context: {} as VideoRatingContext,
    events: {} as VideoRatingEvent,
    input: {} as { videoId: number },
  },
  actors: { sendRating: notProvided<void, VideoRatingInput>('video-rating', 'sendRating') },
  guards: {
    validStars: ({ event }) => event.type === 'rating.stars' && isStarValue(event.stars),
    hasStars: ({ context }) => context.stars !== null,
  },
  actions: {
    setStars: assign(({ event }) =>
      event.type === 'rating.stars' ? { stars: event.stars, missingStars: false } : {},
    ),
    setComment: assign(({ event }) => (event.type === 'rating.comment' ? { comment: event.comment } : {})),
    markMissing: assign({ missingStars: true }),
    keepFailure: assign({
      failure: ({ event }) => (event as unknown as { error: FlowFailure<'video'> }).error,
    }),
    clearFailure: assign({ failure: null }),
    // The view's: the green alert.
    notifySent: () => {},
  },
}).createMachine({
  id: 'videoRating',
  description: 'Calificar un video (estrellas y comentario)',
  context: ({ input }) => ({
    videoId: input.videoId,
    stars: null,
    comment: '',
    missingStars: false,
    failure: null,
  }),
  initial: 'editing',
  on: {
    'rating.stars': { guard: 'validStars', target: '.editing', actions: 'setStars' },
    'rating.comment': { target: '.editing', actions: 'setComment' },
  },
  states: {
    editing: {
      on: {
        'rating.submit': [{ guard: 'hasStars', target: 'sending' }, { actions: 'markMissing' }],
      },
    },
    sending: {
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        src: 'sendRating',
        input: ({ context }) => ({
          video_id: context.videoId,
          stars: requireValue(context.stars, 'the stars'),
          comment: context.comment.trim() || null,
        }),
        onDone: { target: 'sent', actions: 'notifySent' },
        onError: { target: 'editing', actions: 'keepFailure' },
      },
      // Changing the form while it is sent waits for the answer.
      on: { 'rating.stars': {}, 'rating.comment': {} },
    },
    sent: { tags: ['sent'], on: { 'rating.submit': 'sending' } },
  },
});
