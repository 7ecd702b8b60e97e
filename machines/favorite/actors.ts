import { fromPromise } from 'xstate';
import { api, unwrap } from '#src/api/client';
import { failAs } from '#src/api/failures';

export function createFavoriteActors() {
  return {
    addFavorite: fromPromise<void, { videoId: number }>(async ({ input }) => {
      await failAs('video', () => unwrap(api.POST('/favorites', { body: { video_id: input.videoId } })));
    }),
    // The path names the video: the app only knows which video it is looking at.
    removeFavorite: fromPromise<void, { videoId: number }>(async ({ input }) => {
      await failAs('video', () =>
        unwrap(api.DELETE('/favorites/{id}', { params: { path: { id: input.videoId } } })),
      );
    }),
  };
}
