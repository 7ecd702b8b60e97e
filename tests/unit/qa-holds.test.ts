// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { holdArrived, holdCount, holdNext, holdPending, releaseAllHolds, releaseHold } from '#mocks/holds';
import { signInAs } from '#tests/support/sign-in';

/** Whether `call` has settled, without waiting for it. */
function settled(call: Promise<unknown>): () => boolean {
  let done = false;
  void call.finally(() => (done = true));
  return () => done;
}

describe('a request held open by a test (mocks/holds.ts)', () => {
  it('keeps the first match waiting until released; the next ones pass and are counted', async () => {
    signInAs('ana');
    const hold = holdNext({ methods: ['post'], path: '^/api/favorites$' });
    const first = api.POST('/favorites', { body: { video_id: 4 } });
    const isDone = settled(first);
    await holdArrived(hold);
    expect(holdPending(hold)).toBe(true);

    // A read of the same path is not a match; a second write passes while the first still waits.
    expect((await api.GET('/favorites')).response.status).toBe(200);
    const second = await api.POST('/favorites', { body: { video_id: 5 } });
    expect(second.response.status).toBe(200);
    expect(holdCount(hold)).toBe(2);
    expect(isDone()).toBe(false);

    releaseHold(hold);
    expect((await first).response.status).toBe(200);
    expect(holdPending(hold)).toBe(false);
  });

  it('lets everything go on a reset', async () => {
    const hold = holdNext({ methods: ['GET'], path: '^/api/appconfig$' });
    const call = api.GET('/appconfig');
    await holdArrived(hold);
    releaseAllHolds();
    expect((await call).response.status).toBe(200);
    expect(() => holdCount(hold)).toThrow(/No request hold/);
  });
});
