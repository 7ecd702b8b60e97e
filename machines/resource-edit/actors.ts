import { fromPromise } from 'xstate';
import type { ResourceApi, ResourceRecord } from '#src/api/resource-api';
import { loadRecord, removeRecord, saveRecord } from '#machines/shared/resource-calls';
import type { SaveInput } from './machine';

/** The real calls of one resource's editor, from its definition's contract paths. */
export function createResourceEditActors(at: ResourceApi) {
  return {
    loadRecord: fromPromise<ResourceRecord, { id: number }>(({ input }) => loadRecord(at, input.id)),
    saveRecord: fromPromise<ResourceRecord, SaveInput>(({ input }) => saveRecord(at, input.id, input.body)),
    removeRecord: fromPromise<void, { id: number }>(({ input }) => removeRecord(at, input.id)),
  };
}
