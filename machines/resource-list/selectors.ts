import type { SnapshotFrom } from 'xstate';
import type { ListView, resourceListMachine } from './machine';

type Snapshot = SnapshotFrom<typeof resourceListMachine>;

export const selectRows = (s: Snapshot) => s.context.rows;
export const selectIsLoading = (s: Snapshot) => s.matches('loading') && s.context.rows.length === 0;
export const selectLoadFailed = (s: Snapshot) => s.matches('failed');
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectActing = (s: Snapshot) => s.context.acting;
export const selectView = (s: Snapshot): ListView => ({
  search: s.context.search,
  sorting: s.context.sorting,
  pageIndex: s.context.pageIndex,
  pageSize: s.context.pageSize,
  hidden: s.context.hidden,
});
