import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { QUERY_POLL_LIMIT, QUERY_POLL_MS, queryMachine } from '#machines/query/machine';
import { selectData, selectError, selectParams, selectStatus } from '#machines/query/selectors';

interface Deferred {
  params: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** A query whose reads the test answers one by one, in any order; `settling` as a screen provides it. */
function start(params: unknown = { page: 1 }, settling?: (data: unknown) => boolean) {
  const calls: Deferred[] = [];
  const read = fromPromise<unknown, unknown>(
    ({ input }) =>
      new Promise((resolve, reject) => {
        calls.push({ params: input, resolve, reject });
      }),
  );
  const guards = settling
    ? { settling: ({ context }: { context: { data: unknown } }) => settling(context.data) }
    : {};
  const actor = createActor(queryMachine.provide({ actors: { read }, guards }), {
    input: { params },
  }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, calls, settle };
}

afterEach(() => vi.restoreAllMocks());

describe('the query machine', () => {
  it('reads with its parameters: loading, then ready with the data', async () => {
    const { actor, calls } = start({ page: 1 });
    expect(selectStatus(actor.getSnapshot())).toBe('loading');
    expect(calls.map((call) => call.params)).toEqual([{ page: 1 }]);
    calls[0]!.resolve(['a']);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectData(actor.getSnapshot())).toEqual(['a']);
  });

  it('a failed read ends in failed, without data, and retry reads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { actor, calls } = start();
    const error = new Error('caído');
    calls[0]!.reject(error);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectData(actor.getSnapshot())).toBeNull();
    expect(selectError(actor.getSnapshot())).toBe(error);
    actor.send({ type: 'query.retry' });
    expect(selectStatus(actor.getSnapshot())).toBe('loading');
    expect(selectError(actor.getSnapshot())).toBeNull();
    calls[1]!.resolve('ok');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectData(actor.getSnapshot())).toBe('ok');
  });

  it('refreshing keeps the current data on screen until the new answer', async () => {
    const { actor, calls } = start();
    calls[0]!.resolve('old');
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'query.refresh' });
    expect(selectStatus(actor.getSnapshot())).toBe('refreshing');
    expect(selectData(actor.getSnapshot())).toBe('old');
    calls[1]!.resolve('new');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectData(actor.getSnapshot())).toBe('new');
  });

  it('a refresh during a read starts it again: the answer of the read it replaced is ignored', async () => {
    const { actor, calls, settle } = start();
    // Loading (the first read) and refreshing (a later one) both restart.
    actor.send({ type: 'query.refresh' });
    expect(selectStatus(actor.getSnapshot())).toBe('loading');
    calls[0]!.resolve('before the signal');
    await settle();
    expect(selectStatus(actor.getSnapshot())).toBe('loading');
    calls[1]!.resolve('first');
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'query.refresh' });
    actor.send({ type: 'query.refresh' });
    expect(calls).toHaveLength(4);
    calls[2]!.resolve('stale');
    await settle();
    expect(selectData(actor.getSnapshot())).toBe('first');
    calls[3]!.resolve('fresh');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectData(actor.getSnapshot())).toBe('fresh');
  });

  it('new parameters read again, keep the data meanwhile, and a late answer of the old ones is ignored', async () => {
    const { actor, calls, settle } = start({ filter: 'all', page: 1 });
    calls[0]!.resolve('page 1');
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'query.params', params: { filter: 'all', page: 2 } });
    actor.send({ type: 'query.params', params: { filter: 'past', page: 1 } });
    expect(selectStatus(actor.getSnapshot())).toBe('refreshing');
    expect(selectData(actor.getSnapshot())).toBe('page 1');
    expect(selectParams(actor.getSnapshot())).toEqual({ filter: 'past', page: 1 });
    expect(calls.map((call) => call.params)).toEqual([
      { filter: 'all', page: 1 },
      { filter: 'all', page: 2 },
      { filter: 'past', page: 1 },
    ]);
    calls[1]!.resolve('page 2');
    await settle();
    expect(selectData(actor.getSnapshot())).toBe('page 1');
    calls[2]!.resolve('past');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectData(actor.getSnapshot())).toBe('past');
  });

  it('new parameters after a failure load from scratch', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { actor, calls } = start({ id: 1 });
    calls[0]!.reject(new Error('404'));
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'query.params', params: { id: 2 } });
    expect(selectStatus(actor.getSnapshot())).toBe('loading');
    expect(calls[1]!.params).toEqual({ id: 2 });
  });

  describe('data that settles on its own (a payment being confirmed)', () => {
    // Answers settle as microtasks, without moving the clock (vi.waitFor would move it).
    afterEach(() => vi.useRealTimers());

    it('is read again while the screen says it is settling, and no more once it has settled', async () => {
      vi.useFakeTimers();
      const { actor, calls } = start({ id: 7 }, (data) => data === 'pending');
      calls[0]!.resolve('pending');
      await vi.advanceTimersByTimeAsync(0);
      expect(selectStatus(actor.getSnapshot())).toBe('ready');
      vi.advanceTimersByTime(QUERY_POLL_MS - 1);
      expect(calls).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(selectStatus(actor.getSnapshot())).toBe('refreshing');
      expect(selectData(actor.getSnapshot())).toBe('pending');
      expect(calls.map((call) => call.params)).toEqual([{ id: 7 }, { id: 7 }]);
      calls[1]!.resolve('completed');
      await vi.advanceTimersByTimeAsync(0);
      expect(selectData(actor.getSnapshot())).toBe('completed');
      vi.advanceTimersByTime(QUERY_POLL_MS * 5);
      expect(calls).toHaveLength(2);
    });

    it('stops after its last try, and a read asked for starts the tries again', async () => {
      vi.useFakeTimers();
      const { actor, calls } = start({ id: 7 }, () => true);
      calls[0]!.resolve('pending');
      for (let poll = 1; poll <= QUERY_POLL_LIMIT; poll += 1) {
        await vi.advanceTimersByTimeAsync(0);
        expect(selectStatus(actor.getSnapshot())).toBe('ready');
        vi.advanceTimersByTime(QUERY_POLL_MS);
        expect(calls).toHaveLength(poll + 1);
        calls[poll]!.resolve('pending');
      }
      await vi.advanceTimersByTimeAsync(0);
      expect(selectStatus(actor.getSnapshot())).toBe('ready');
      vi.advanceTimersByTime(QUERY_POLL_MS * 3);
      expect(calls).toHaveLength(QUERY_POLL_LIMIT + 1);

      actor.send({ type: 'query.refresh' });
      calls[QUERY_POLL_LIMIT + 1]!.resolve('pending');
      await vi.advanceTimersByTimeAsync(0);
      expect(selectStatus(actor.getSnapshot())).toBe('ready');
      vi.advanceTimersByTime(QUERY_POLL_MS);
      expect(calls).toHaveLength(QUERY_POLL_LIMIT + 3);
    });

    it('a screen that provides nothing never reads on its own', async () => {
      vi.useFakeTimers();
      const { actor, calls } = start({ id: 7 });
      calls[0]!.resolve('pending');
      await vi.advanceTimersByTimeAsync(0);
      expect(selectStatus(actor.getSnapshot())).toBe('ready');
      vi.advanceTimersByTime(QUERY_POLL_MS * 3);
      expect(calls).toHaveLength(1);
    });
  });
});
