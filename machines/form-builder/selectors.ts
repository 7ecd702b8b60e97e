import type { SnapshotFrom } from 'xstate';
import type { formBuilderMachine } from './machine';

type Snapshot = SnapshotFrom<typeof formBuilderMachine>;

export const selectFields = (s: Snapshot) => s.context.fields;
export const selectName = (s: Snapshot) => s.context.name;
export const selectErrors = (s: Snapshot) => s.context.errors;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectLoadFailed = (s: Snapshot) => s.matches('loadFailed');
export const selectIsSaving = (s: Snapshot) => s.matches('saving');
export const selectIsDirty = (s: Snapshot) => JSON.stringify(s.context.fields) !== s.context.initial;
