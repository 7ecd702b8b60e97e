import type { SnapshotFrom } from 'xstate';
import { isOnWaitlist, sortWaitlistsByClassDate } from '#src/domain/waitlist';
import type { waitlistMachine } from './machine';

type Snapshot = SnapshotFrom<typeof waitlistMachine>;

export const selectWaitlists = (s: Snapshot) => s.context.waitlists;
export const selectSortedWaitlists = (s: Snapshot) => sortWaitlistsByClassDate(s.context.waitlists);
/** For tests and one-off reads; views select the list and memoise their own lookup. */
export const selectIsOnWaitlistFn = (s: Snapshot) => (singleClassId: number) =>
  isOnWaitlist(s.context.waitlists, singleClassId);
export const selectIsLoading = (s: Snapshot) => s.hasTag('loading');
export const selectLoadFailed = (s: Snapshot) => s.matches('loadFailed');
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
export const selectConfirmingLeave = (s: Snapshot) => s.hasTag('confirming');
export const selectLeaving = (s: Snapshot) => s.matches('leaving');
/** The leave confirmation is on screen: asking, then while leaving. */
export const selectShowsLeaveDialog = (s: Snapshot) => selectConfirmingLeave(s) || selectLeaving(s);
export const selectPendingClassId = (s: Snapshot) => s.context.pending?.singleClassId ?? null;
export const selectFailure = (s: Snapshot) => s.context.failure;
