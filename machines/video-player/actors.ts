import { fromPromise } from 'xstate';
import { api, unwrap } from '#src/api/client';
import { failAs } from '#src/api/failures';
import type { ProgressInput } from './context';

export function createVideoPlayerActors() {
  return {
    saveProgress: fromPromise<void, ProgressInput>(async ({ input }) => {
      await failAs('video', () =>
        unwrap(
          api.PUT('/videos/{id}/progress', {
            params: { path: { id: input.videoId } },
            body: { position: input.position, duration: input.duration },
          }),
        ),
      );
    }),
    completeVideo: fromPromise<void, { videoId: number }>(async ({ input }) => {
      await failAs('video', () =>
        unwrap(api.PUT('/videos/{id}/complete', { params: { path: { id: input.videoId } } })),
      );
    }),
    uncompleteVideo: fromPromise<void, { videoId: number }>(async ({ input }) => {
      await failAs('video', () =>
        unwrap(api.PUT('/videos/{id}/uncomplete', { params: { path: { id: input.videoId } } })),
      );
    }),
  };
}
