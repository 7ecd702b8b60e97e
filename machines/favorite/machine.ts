import { assign, setup } from 'xstate';
import type { FlowFailure } from '#src/api/failures';
import { notProvided } from '#machines/shared/not-provided';

export interface FavoriteContext {
  videoId: number;
  /** What the mark shows: flipped at once on a toggle, flipped back if the call fails. */
  favorite: boolean;
  failure: FlowFailure<'video'> | null;
}

export type FavoriteEvent = { type: 'favorite.toggle' };

const failureOf = (event: unknown) => (event as { error: FlowFailure<'video'> }).error;

/** Sending one change: done says so; a failure flips the mark back and says so. */
function saving(src: 'addFavorite' | 'removeFavorite', notify: 'notifyAdded' | 'notifyRemoved') {
  return {
    tags: ['busy'],
    invoke: {
      src,
      input: ({ context }: { context: FavoriteContext }) => ({ videoId: context.videoId }),
      onDone: { target: 'idle', actions: notify },
      onError: { target: 'idle', actions: ['flip', 'keepFailure', 'notifyFailed'] },
    },
  } as const;
}

/**
 * The favorite mark of one video (specs §4: it toggles locally between 1 and 0). The mark flips
 * the moment it is pressed (optimistic); POST /favorites or DELETE /favorites/{id} then runs, and a
 * failure flips it back with an alert. One call at a time: pressing again waits for the answer.
 */
export const favoriteMachine = setup({
  types: {
    context: {} as FavoriteContext,
    events: {} as FavoriteEvent,
    input: {} as { videoId: number; favorite: boolean },
  },
  actors: {
    addFavorite: notProvided<void, { videoId: number }>('favorite', 'addFavorite'),
    removeFavorite: notProvided<void, { videoId: number }>('favorite', 'removeFavorite'),
  },
  guards: {
    isFavorite: ({ context }) => context.favorite,
  },
  actions: {
    flip: assign({ favorite: ({ context }) => !context.favorite, failure: null }),
    keepFailure: assign({ failure: ({ event }) => failureOf(event) }),
    // The view's: the green and red alerts.
    notifyAdded: () => {},
    notifyRemoved: () => {},
    notifyFailed: () => {},
  },
}).createMachine({
  id: 'favorite',
  description: 'Favorito de un video (marca optimista, se revierte si falla)',
  context: ({ input }) => ({ videoId: input.videoId, favorite: input.favorite, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'favorite.toggle': [
          { guard: 'isFavorite', target: 'removing', actions: 'flip' },
          { target: 'adding', actions: 'flip' },
        ],
      },
    },
    adding: saving('addFavorite', 'notifyAdded'),
    removing: saving('removeFavorite', 'notifyRemoved'),
  },
});
