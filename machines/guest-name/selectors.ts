import type { SnapshotFrom } from 'xstate';
import type { guestNameMachine } from './machine';

type Snapshot = SnapshotFrom<typeof guestNameMachine>;

export const selectIsOpen = (s: Snapshot) => s.hasTag('open');
export const selectIsSaving = (s: Snapshot) => s.hasTag('busy');
export const selectName = (s: Snapshot) => s.context.name;
export const selectProblem = (s: Snapshot) => s.context.problem;
