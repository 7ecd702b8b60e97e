// The views of the calendar's flows (reserve, sign up, cancel, leave a waitlist): one chunk, fetched apart
// from the calendar (flow-modals.tsx).
export { CancelModal } from './cancel-modal';
export { ReserveModals } from './reserve-modals';
export { SignupModal } from './signup-modal';
export { LeaveWaitlistDialog } from '#src/ui/waitlist/leave-waitlist-dialog';
