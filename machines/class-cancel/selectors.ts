import type { SnapshotFrom } from 'xstate';
import type { classCancelMachine } from './machine';

type Snapshot = SnapshotFrom<typeof classCancelMachine>;

export const selectTarget = (snapshot: Snapshot) => snapshot.context.target;
export const selectIsOpen = (snapshot: Snapshot) => snapshot.hasTag('modal');
export const selectIsCancelling = (snapshot: Snapshot) => snapshot.hasTag('busy');
export const selectFailure = (snapshot: Snapshot) => snapshot.context.failure;
