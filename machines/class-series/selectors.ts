import type { SnapshotFrom } from 'xstate';
import type { classSeriesMachine } from './machine';

type Snapshot = SnapshotFrom<typeof classSeriesMachine>;

export const selectDraft = (snapshot: Snapshot) => snapshot.context.draft;
export const selectSeries = (snapshot: Snapshot) => snapshot.context.series;
export const selectErrors = (snapshot: Snapshot) => snapshot.context.errors;
export const selectPreview = (snapshot: Snapshot) =>
  snapshot.hasTag('preview') ? snapshot.context.preview : null;
export const selectFailure = (snapshot: Snapshot) => snapshot.context.failure;
export const selectIsBusy = (snapshot: Snapshot) => snapshot.hasTag('busy');
export const selectClosuresFailed = (snapshot: Snapshot) => snapshot.matches('closuresFailed');
