// The views of the calendar's flows (reserve, cancel, leave a waitlist): one chunk, fetched apart
// from the calendar (flow-modals.tsx).
export { CancelModal } from './cancel-modal';
export { ReserveModals } from './reserve-modals';
export { LeaveWaitlistDialog } from '#src/ui/waitlist/leave-waitlist-dialog';
