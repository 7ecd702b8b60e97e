import type { SnapshotFrom } from 'xstate';
import type { queryMachine, QueryStatus } from './machine';

type Snapshot = SnapshotFrom<typeof queryMachine>;

export const selectStatus = (s: Snapshot) => s.value as QueryStatus;
export const selectData = (s: Snapshot) => s.context.data;
export const selectError = (s: Snapshot) => s.context.error;
export const selectParams = (s: Snapshot) => s.context.params;
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
