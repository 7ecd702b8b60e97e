import { and, assign, setup } from 'xstate';
import { notProvided } from '#machines/shared/not-provided';

/**
 * One read of a screen: its parameters (an id, a page and filters…) and the data they gave.
 * The machine knows nothing of the data; the caller provides `read` (the fetcher) and types both.
 */
export interface QueryContext {
  params: unknown;
  /** The last answer: null while nothing has been read, and after a failure. */
  data: unknown;
  /** Why the last read failed; only some screens pass it on (a content page's global alert). */
  error: unknown;
  /** Reads made on their own while the data was settling (`settling`), since the last other read. */
  polls: number;
}

/**
 * Data that settles on its own (a card payment the processor confirms a moment after the page
 * shows it) is read again every QUERY_POLL_MS while the screen's `settling` guard says so, at most
 * QUERY_POLL_LIMIT times: then the screen's text says where to look later.
 */
export const QUERY_POLL_MS = 3_000;
export const QUERY_POLL_LIMIT = 10;

export type QueryEvent =
  { type: 'query.retry' } | { type: 'query.refresh' } | { type: 'query.params'; params: unknown };

export type QueryStatus = 'loading' | 'ready' | 'refreshing' | 'failed';

const readData = {
  src: 'read',
  input: ({ context }: { context: QueryContext }) => context.params,
  onDone: { target: 'ready', actions: 'storeData' },
  onError: { target: 'failed', actions: 'reportFailure' },
} as const;

/**
 * Loading, ready, refreshing and failed: a first read shows a loading line, a failed one an error
 * with retry (never a spinner forever), and a refresh or a change of parameters keeps the current
 * data on screen until the answer arrives. A newer request replaces one still running, and so
 * does a refresh: the running read may have started before what made the data old.
 */
export const queryMachine = setup({
  types: {
    context: {} as QueryContext,
    events: {} as QueryEvent,
    input: {} as { params: unknown },
  },
  actors: {
    read: notProvided<unknown, unknown>('query', 'read'),
  },
  guards: {
    // A screen whose data settles on its own provides it; most never poll.
    settling: () => false,
    mayPollAgain: ({ context }) => context.polls < QUERY_POLL_LIMIT,
  },
  delays: {
    pollDelay: QUERY_POLL_MS,
  },
  actions: {
    countPoll: assign({ polls: ({ context }) => context.polls + 1 }),
    resetPolls: assign({ polls: 0 }),
    // Only the read's done event reaches it.
    storeData: assign({ data: ({ event }) => ('output' in event ? event.output : null) }),
    storeError: assign({ data: null, error: ({ event }) => ('error' in event ? event.error : null) }),
    clearError: assign({ error: null }),
    storeParams: assign({
      params: ({ context, event }) => (event.type === 'query.params' ? event.params : context.params),
    }),
    // The screen says only that the read failed; the cause is for developers.
    reportFailure: ({ event }) => console.error((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'query',
  description: 'Lectura de una pantalla (cargar, reintentar, refrescar)',
  context: ({ input }) => ({ params: input.params, data: null, error: null, polls: 0 }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: readData,
      on: {
        // A read that started before "the data may be old" may answer with the old data: again.
        'query.refresh': { target: 'loading', reenter: true },
        'query.params': { target: 'loading', reenter: true, actions: 'storeParams' },
      },
    },
    ready: {
      after: {
        pollDelay: { guard: and(['settling', 'mayPollAgain']), target: 'refreshing', actions: 'countPoll' },
      },
      on: {
        'query.refresh': { target: 'refreshing', actions: 'resetPolls' },
        'query.params': { target: 'refreshing', actions: ['storeParams', 'resetPolls'] },
      },
    },
    refreshing: {
      tags: ['busy'],
      invoke: readData,
      on: {
        'query.refresh': { target: 'refreshing', reenter: true },
        'query.params': { target: 'refreshing', reenter: true, actions: 'storeParams' },
      },
    },
    failed: {
      entry: 'storeError',
      exit: 'clearError',
      on: {
        'query.retry': 'loading',
        'query.refresh': 'loading',
        'query.params': { target: 'loading', actions: 'storeParams' },
      },
    },
  },
});
