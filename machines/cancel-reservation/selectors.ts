import type { SnapshotFrom } from 'xstate';
import { cancelLosesCredit } from '#src/domain/cancel-policy';
import type { cancelReservationMachine } from './machine';

type Snapshot = SnapshotFrom<typeof cancelReservationMachine>;

export const selectIsOpen = (s: Snapshot) => s.hasTag('modal');
export const selectIsCancelling = (s: Snapshot) => s.matches('cancelling');
export const selectSingleClass = (s: Snapshot) => s.context.singleClass;

/** The confirmation warns that the credit is not returned. */
export function selectLosesCredit(s: Snapshot): boolean {
  const { singleClass, requestedAt, policy } = s.context;
  if (!singleClass || !requestedAt) return false;
  return cancelLosesCredit(singleClass.class_date, new Date(requestedAt), policy);
}
