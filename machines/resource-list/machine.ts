import { assign, setup } from 'xstate';
import type { FlowFailure } from '#src/api/failures';
import { notProvided } from '#machines/shared/not-provided';
import type { ResourceRecord } from '#src/api/resource-api';

export interface SortRule {
  id: string;
  desc: boolean;
}

/** What the table shows of the records: the view hands it to TanStack Table as its state. */
export interface ListView {
  search: string;
  sorting: SortRule[];
  pageIndex: number;
  pageSize: number;
  hidden: string[];
}

export interface ResourceListContext extends ListView {
  rows: ResourceRecord[];
  failure: FlowFailure<'resource'> | null;
  /** The row whose action runs (a package going on or off the home page). */
  acting: ResourceRecord | null;
}

export type ResourceListEvent =
  | { type: 'list.retry' }
  | { type: 'list.refresh' }
  | { type: 'list.search'; search: string }
  | { type: 'list.sort'; sorting: SortRule[] }
  | { type: 'list.page'; pageIndex: number }
  | { type: 'list.pageSize'; pageSize: number }
  | { type: 'list.columns'; hidden: string[] }
  | { type: 'list.rowAction'; row: ResourceRecord };

export const PAGE_SIZES = [10, 25, 50] as const;

/**
 * The back-office's list of one resource: load, then search, sort, page and choose columns over
 * the loaded rows. A row's own action (defined by the resource, provided as `rowAction`) runs one
 * at a time, then the list reads again so it shows what the server now holds.
 */
export const resourceListMachine = setup({
  types: {
    context: {} as ResourceListContext,
    events: {} as ResourceListEvent,
    input: {} as { hidden?: string[]; pageSize?: number },
  },
  actors: {
    listRecords: notProvided<ResourceRecord[], void>('resource-list', 'listRecords'),
    rowAction: notProvided<string, { row: ResourceRecord }>('resource-list', 'rowAction'),
  },
  actions: {
    storeRows: assign({ rows: (_, rows: ResourceRecord[]) => rows, failure: null }),
    storeFailure: assign({ failure: (_, failure: FlowFailure<'resource'>) => failure }),
    clearFailure: assign({ failure: null }),
    // A new search or page size starts at the first page: page 4 of the old results may not exist.
    setSearch: assign({ search: (_, search: string) => search, pageIndex: 0 }),
    setSorting: assign({ sorting: (_, sorting: SortRule[]) => sorting }),
    setPage: assign({ pageIndex: (_, pageIndex: number) => pageIndex }),
    setPageSize: assign({ pageSize: (_, pageSize: number) => pageSize, pageIndex: 0 }),
    setHidden: assign({ hidden: (_, hidden: string[]) => hidden }),
    setActing: assign({ acting: (_, row: ResourceRecord | null) => row }),
    /** The view's success notice with the action's message. */
    notifyActionDone: (_, _message: string) => {},
  },
}).createMachine({
  id: 'resource-list',
  description: 'Lista de un recurso del back-office (buscar, ordenar, paginar, columnas, acción de fila)',
  // The visualiser starts it without input: every setting has its default.
  context: ({ input = {} }) => ({
    rows: [],
    failure: null,
    acting: null,
    search: '',
    sorting: [],
    pageIndex: 0,
    pageSize: input.pageSize ?? PAGE_SIZES[0],
    hidden: input.hidden ?? [],
  }),
  on: {
    'list.search': { actions: { type: 'setSearch', params: ({ event }) => event.search } },
    'list.sort': { actions: { type: 'setSorting', params: ({ event }) => event.sorting } },
    'list.page': { actions: { type: 'setPage', params: ({ event }) => event.pageIndex } },
    'list.pageSize': { actions: { type: 'setPageSize', params: ({ event }) => event.pageSize } },
    'list.columns': { actions: { type: 'setHidden', params: ({ event }) => event.hidden } },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'listRecords',
        src: 'listRecords',
        onDone: { target: 'ready', actions: { type: 'storeRows', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => event.error as FlowFailure<'resource'> },
        },
      },
    },
    ready: {
      on: {
        'list.refresh': 'loading',
        'list.rowAction': {
          target: 'acting',
          actions: { type: 'setActing', params: ({ event }) => event.row },
        },
      },
    },
    acting: {
      tags: ['busy'],
      invoke: {
        id: 'rowAction',
        src: 'rowAction',
        input: ({ context }) => ({ row: context.acting! }),
        onDone: {
          target: 'loading',
          actions: [
            { type: 'notifyActionDone', params: ({ event }) => event.output },
            { type: 'setActing', params: null },
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            { type: 'storeFailure', params: ({ event }) => event.error as FlowFailure<'resource'> },
            { type: 'setActing', params: null },
          ],
        },
      },
    },
    failed: {
      exit: 'clearFailure',
      on: { 'list.retry': 'loading', 'list.refresh': 'loading' },
    },
  },
});
