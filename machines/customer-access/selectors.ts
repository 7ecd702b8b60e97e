import type { SnapshotFrom } from 'xstate';
import type { customerAccessMachine } from './machine';

type Snapshot = SnapshotFrom<typeof customerAccessMachine>;

export const selectAction = (snapshot: Snapshot) => snapshot.context.action;
export const selectIsEditing = (snapshot: Snapshot) => snapshot.hasTag('form');
export const selectIsConfirming = (snapshot: Snapshot) => snapshot.hasTag('confirming');
export const selectIsBusy = (snapshot: Snapshot) => snapshot.hasTag('busy');
export const selectGiveValues = (snapshot: Snapshot) => snapshot.context.give;
export const selectAmount = (snapshot: Snapshot) => snapshot.context.amount;
export const selectAvailable = (snapshot: Snapshot) => snapshot.context.available;
export const selectPurchaseId = (snapshot: Snapshot) => snapshot.context.purchaseId;
export const selectErrors = (snapshot: Snapshot) => snapshot.context.errors;
export const selectFailure = (snapshot: Snapshot) => snapshot.context.failure;
