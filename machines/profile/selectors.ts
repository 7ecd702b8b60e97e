import type { SnapshotFrom } from 'xstate';
import type { profileMachine } from './machine';

type Snapshot = SnapshotFrom<typeof profileMachine>;

export const selectSaving = (s: Snapshot) => s.hasTag('busy');
export const selectSaveFailure = (s: Snapshot) => s.context.failure;
