import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createVideoRatingActors } from '#machines/video-rating/actors';
import { videoRatingMachine, type VideoRatingInput } from '#machines/video-rating/machine';
import { selectFailure, selectIsSent, selectMissingStars } from '#machines/video-rating/selectors';
import { db } from '#mocks/db';
import { signInAs } from '#tests/support/sign-in';

function start(send: (input: VideoRatingInput) => Promise<void>) {
  const sent = vi.fn();
  const machine = videoRatingMachine.provide({
    actors: { sendRating: fromPromise(({ input }) => send(input)) },
    actions: { notifySent: sent },
  });
  return { actor: createActor(machine, { input: { videoId: 3 } }).start(), sent };
}

describe('the video-rating machine', () => {
  it('asks for stars before sending anything', () => {
    const send = vi.fn(async () => undefined);
    const { actor } = start(send);
    actor.send({ type: 'rating.comment', comment: 'Muy buena' });
    actor.send({ type: 'rating.submit' });
    expect(selectMissingStars(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'rating.stars', stars: 9 });
    expect(actor.getSnapshot().context.stars).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the stars and the trimmed comment (decision 016), then says thanks', async () => {
    const send = vi.fn(async () => undefined);
    const { actor, sent } = start(send);
    actor.send({ type: 'rating.stars', stars: 4 });
    actor.send({ type: 'rating.comment', comment: '  ¡Me encantó!  ' });
    actor.send({ type: 'rating.submit' });
    await waitFor(actor, selectIsSent);
    expect(send).toHaveBeenCalledWith({ video_id: 3, stars: 4, comment: '¡Me encantó!' });
    expect(sent).toHaveBeenCalledOnce();
  });

  it('keeps the form and the failure when the server refuses', async () => {
    const { actor } = start(async () => {
      throw {
        kind: 'noMembership',
        message: 'Lo sentimos, no cuentas con una membresía activa para clases online',
      };
    });
    actor.send({ type: 'rating.stars', stars: 2 });
    actor.send({ type: 'rating.submit' });
    await waitFor(actor, (s) => s.matches('editing') && selectFailure(s) !== null);
    expect(actor.getSnapshot().context.stars).toBe(2);
  });

  it('stores one rating per customer through POST /videos/rating', async () => {
    signInAs('ana');
    const actor = createActor(videoRatingMachine.provide({ actors: createVideoRatingActors() }), {
      input: { videoId: 3 },
    }).start();
    actor.send({ type: 'rating.stars', stars: 5 });
    actor.send({ type: 'rating.submit' });
    await waitFor(actor, selectIsSent);
    actor.send({ type: 'rating.stars', stars: 3 });
    actor.send({ type: 'rating.submit' });
    await waitFor(actor, selectIsSent);
    expect(db.videoRatings.findMany((q) => q.where({ customer_id: 1 }))).toMatchObject([
      { video_id: 3, stars: 3, comment: null },
    ]);
  });
});
