import type { SnapshotFrom } from 'xstate';
import type { auditRevertMachine } from './machine';

type Snapshot = SnapshotFrom<typeof auditRevertMachine>;

export const selectIsConfirming = (snapshot: Snapshot) => snapshot.hasTag('confirming');
export const selectIsBusy = (snapshot: Snapshot) => snapshot.hasTag('busy');
export const selectFailure = (snapshot: Snapshot) => snapshot.context.failure;
