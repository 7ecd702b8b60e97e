import type { SnapshotFrom } from 'xstate';
import { changedEntries } from '#src/domain/studio-settings';
import type { studioSettingsMachine } from './machine';

type Snapshot = SnapshotFrom<typeof studioSettingsMachine>;

export const selectValues = (s: Snapshot) => s.context.values;
export const selectErrors = (s: Snapshot) => s.context.errors;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectLoadFailed = (s: Snapshot) => s.matches('loadFailed');
export const selectIsSaving = (s: Snapshot) => s.matches('saving');
export const selectIsDirty = (s: Snapshot) => changedEntries(s.context.values, s.context.initial).length > 0;
