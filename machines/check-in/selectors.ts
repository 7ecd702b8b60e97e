import type { SnapshotFrom } from 'xstate';
import type { checkInMachine } from './machine';

type Snapshot = SnapshotFrom<typeof checkInMachine>;

export const selectPending = (snapshot: Snapshot) => snapshot.context.pending;
export const selectIsSaving = (snapshot: Snapshot) => snapshot.hasTag('busy');
export const selectFailure = (snapshot: Snapshot) => snapshot.context.failure;
