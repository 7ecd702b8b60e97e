import type { SnapshotFrom } from 'xstate';
import type { staffRoleMachine } from './machine';

type Snapshot = SnapshotFrom<typeof staffRoleMachine>;

export const selectIsSaving = (snapshot: Snapshot) => snapshot.hasTag('busy');
export const selectFailure = (snapshot: Snapshot) => snapshot.context.failure;
