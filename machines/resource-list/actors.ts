import { fromPromise } from 'xstate';
import type { ResourceApi, ResourceRecord } from '#src/api/resource-api';
import { listRecords } from '#machines/shared/resource-calls';
import { ROW_ACTIONS, type RowActionName } from './row-actions';

/** The real list of one resource and, when it has one, its row action. */
export function createResourceListActors(at: ResourceApi, rowAction?: RowActionName) {
  return {
    listRecords: fromPromise<ResourceRecord[], void>(() => listRecords(at)),
    rowAction: fromPromise<string, { row: ResourceRecord }>(({ input }) => {
      if (!rowAction) throw new Error('This resource has no row action');
      return ROW_ACTIONS[rowAction](input.row);
    }),
  };
}
