// The reserve and cancel flows' views, one chunk loaded apart from the calendar (use-reserve-flow.tsx).
export { CancelModal } from './cancel-modal';
export { ReserveModals } from './reserve-modals';
