import type { SnapshotFrom } from 'xstate';
import type { savedCardsMachine } from './machine';

type Snapshot = SnapshotFrom<typeof savedCardsMachine>;

export const selectCards = (s: Snapshot) => s.context.cards;
export const selectIsLoading = (s: Snapshot) => s.hasTag('loading');
export const selectLoadFailed = (s: Snapshot) => s.matches('loadFailed');
export const selectConfirmingRemove = (s: Snapshot) => s.hasTag('confirming');
export const selectRemovingId = (s: Snapshot) => s.context.removing?.payment_source_id ?? null;
export const selectRemoveBusy = (s: Snapshot) => s.matches('removing');
export const selectFormOpen = (s: Snapshot) => s.hasTag('form');
export const selectSaving = (s: Snapshot) => s.matches('saving');
export const selectFieldErrors = (s: Snapshot) => s.context.fieldErrors;
export const selectSaveFailure = (s: Snapshot) => s.context.saveFailure;
