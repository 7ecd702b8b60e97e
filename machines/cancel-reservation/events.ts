import type { CancelledClass } from './context';

export type CancelEvent =
  | { type: 'cancel.start'; singleClass: CancelledClass; classReservationId: number; at: string }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' };
