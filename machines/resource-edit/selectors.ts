import type { SnapshotFrom } from 'xstate';
import { valuesChanged } from '#src/domain/resource-form';
import type { resourceEditMachine } from './machine';

type Snapshot = SnapshotFrom<typeof resourceEditMachine>;

export const selectValues = (s: Snapshot) => s.context.values;
export const selectErrors = (s: Snapshot) => s.context.errors;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectIsNew = (s: Snapshot) => s.context.id === null;
export const selectIsLoading = (s: Snapshot) => s.matches('start') || s.matches('loading');
export const selectLoadFailed = (s: Snapshot) => s.matches('loadFailed');
export const selectIsSaving = (s: Snapshot) => s.matches('saving');
export const selectIsDeleting = (s: Snapshot) => s.matches('deleting');
export const selectConfirmingDelete = (s: Snapshot) => s.matches('confirmingDelete') || s.matches('deleting');
export const selectIsDirty = (s: Snapshot) =>
  !s.matches('deleted') && valuesChanged(s.context.values, s.context.initial);
