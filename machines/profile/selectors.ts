import type { SnapshotFrom } from 'xstate';
import type { profileMachine } from './machine';

type Snapshot = SnapshotFrom<typeof profileMachine>;

/** The card shows the form from editing until the fresh customer is back. */
export const selectEditing = (s: Snapshot) => !s.matches('viewing');
export const selectSaving = (s: Snapshot) => s.hasTag('busy');
export const selectSaveFailure = (s: Snapshot) => s.context.failure;

/** The field a failure belongs to, if any: the form shows its message under that field. */
export const selectFieldFailure = (s: Snapshot): { field: string; message: string } | null => {
  const failure = s.context.failure;
  if (!failure) return null;
  if (failure.kind === 'phoneTaken') return { field: 'phone', message: failure.message };
  if (failure.kind === 'emailTaken') return { field: 'email', message: failure.message };
  if (failure.kind === 'upload') return { field: failure.field, message: failure.message };
  return null;
};

/** A failure of the whole save, for the form's top alert. */
export const selectFormFailure = (s: Snapshot): string | null =>
  s.context.failure && selectFieldFailure(s) === null ? s.context.failure.message : null;
