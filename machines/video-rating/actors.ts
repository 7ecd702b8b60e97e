import { fromPromise } from 'xstate';
import { api, unwrap } from '#src/api/client';
import { failAs } from '#src/api/failures';
import type { VideoRatingInput } from './machine';

export function createVideoRatingActors() {
  return {
    sendRating: fromPromise<void, VideoRatingInput>(async ({ input }) => {
      await failAs('video', () => unwrap(api.POST('/videos/rating', { body: input })));
    }),
  };
}
