import type { SnapshotFrom } from 'xstate';
import type { subscriptionCancelMachine } from './machine';

type Snapshot = SnapshotFrom<typeof subscriptionCancelMachine>;

export const selectDialogOpen = (s: Snapshot) => s.hasTag('open');
export const selectCancelling = (s: Snapshot) => s.hasTag('busy');
export const selectPurchaseId = (s: Snapshot) => s.context.purchaseId;
export const selectReasonMissing = (s: Snapshot) => s.context.reasonMissing;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectReason = (s: Snapshot) => s.context.reason;
