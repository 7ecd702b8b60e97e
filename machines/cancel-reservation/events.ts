import type { SingleClass } from '#src/api/entities';

export type CancelEvent =
  | { type: 'cancel.start'; singleClass: SingleClass; classReservationId: number; at: string }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' };
