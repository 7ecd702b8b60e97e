import type { SnapshotFrom } from 'xstate';
import type { signupPhoneMachine } from './machine';

type Snapshot = SnapshotFrom<typeof signupPhoneMachine>;

export const selectIsChecking = (s: Snapshot) => s.hasTag('busy');
export const selectTakenPhone = (s: Snapshot) => s.context.takenPhone;
export const selectSentPhone = (s: Snapshot) => s.context.sentPhone;
