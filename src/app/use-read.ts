import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { queryMachine, type QueryStatus } from '#machines/query/machine';
import { selectData, selectError, selectParams, selectStatus } from '#machines/query/selectors';
import { useReadAgainWhenStale } from './freshness';
import { useFlow } from './use-flow';

/** A screen's read as the view sees it: `data` is there when ready and while refreshing. */
export interface Read<T, P> {
  status: QueryStatus;
  data: T | null;
  params: P;
  /** Why the read failed, while failed. */
  error: unknown;
  /** After a failure: read again from scratch. */
  retry: () => void;
  /** Read again, keeping the current data on screen meanwhile. */
  refresh: () => void;
  /** New parameters (another page, filter…): the current data stays until they answer. */
  setParams: (params: P) => void;
}

/**
 * The one way a view reads data: the query machine, with `fetcher` (a module-level function of
 * `src/api/reads/`) as its `read` actor. When `params` change by value the read starts again;
 * a view that owns its parameters (pages, filters) changes them with `setParams` instead.
 * It reads again by itself when the data may be old (src/app/freshness.ts): a failed read is
 * retried, a shown one refreshed in place. `settling`: data that changes on its own a moment
 * later (a payment being confirmed) is read again while it answers true, a few times
 * (QUERY_POLL_MS, QUERY_POLL_LIMIT in the query machine).
 */
export function useRead<T, P = undefined>(
  fetcher: (params: P) => Promise<T>,
  params: P,
  options: { settling?: (data: T) => boolean } = {},
): Read<T, P> {
  const actors = useMemo(
    () => ({ read: fromPromise<unknown, unknown>(({ input }) => fetcher(input as P)) }),
    // The fetcher is a module-level function: one machine for the life of the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const { settling } = options;
  const guards = settling && {
    settling: ({ context }: { context: { data: unknown } }) =>
      context.data !== null && settling(context.data as T),
  };
  const actor = useFlow(queryMachine, { actors, input: { params }, ...(guards ? { guards } : {}) });
  const key = JSON.stringify(params);
  useEffect(() => {
    if (JSON.stringify(actor.getSnapshot().context.params) !== key)
      actor.send({ type: 'query.params', params });
    // `key` stands for `params` by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, key]);
  const status = useSelector(actor, selectStatus);
  const data = useSelector(actor, selectData) as T | null;
  const current = useSelector(actor, selectParams) as P;
  const error = useSelector(actor, selectError);
  // Never dropped while a read runs: that read may have started before the signal (offline
  // before the network came back, before another tab's write) and would show old data as current.
  useReadAgainWhenStale(() => actor.send({ type: 'query.refresh' }));
  const commands = useMemo(
    () => ({
      retry: () => actor.send({ type: 'query.retry' }),
      refresh: () => actor.send({ type: 'query.refresh' }),
      setParams: (next: P) => actor.send({ type: 'query.params', params: next }),
    }),
    [actor],
  );
  return { status, data, params: current, error, ...commands };
}
