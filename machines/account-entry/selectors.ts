import type { SnapshotFrom } from 'xstate';
import type { accountEntryMachine } from './machine';

type Snapshot = SnapshotFrom<typeof accountEntryMachine>;

export const selectTermsPage = (s: Snapshot) =>
  s.matches('terms') || s.matches('accepting') ? s.context.page : null;
export const selectIsAccepting = (s: Snapshot) => s.matches('accepting');
export const selectConsentMissing = (s: Snapshot) => s.context.consentMissing;
export const selectEntryError = (s: Snapshot) => s.context.error;
export const selectProfileIncomplete = (s: Snapshot) => s.matches('profileIncomplete');
