import type { SnapshotFrom } from 'xstate';
import type { classEditorMachine } from './machine';

type Snapshot = SnapshotFrom<typeof classEditorMachine>;

export const selectDraft = (snapshot: Snapshot) => snapshot.context.draft;
export const selectErrors = (snapshot: Snapshot) => snapshot.context.errors;
export const selectFailure = (snapshot: Snapshot) => snapshot.context.failure;
export const selectIsSaving = (snapshot: Snapshot) => snapshot.hasTag('busy');
