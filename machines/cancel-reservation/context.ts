import type { FlowFailure } from '#src/api/failures';
import type { CancelPolicy } from '#src/domain/cancel-policy';

/**
 * What the confirmation shows of the class and the credit warning reads: the calendar's
 * SingleClass and Mis Reservaciones' lighter row (decision 090) both carry it.
 */
export interface CancelledClass {
  class_date: string;
  class_type: { name: string };
}

export interface CancelContext {
  policy: CancelPolicy;
  singleClass: CancelledClass | null;
  reservationId: number | null;
  /** When Cancelar was pressed: the credit warning is computed against it. */
  requestedAt: string | null;
}

/** Cancel failures (the `cancelReservation` rows of src/api/failure-table.ts): the server's message is shown as is (specs §8). */
export type CancelFailure = FlowFailure<'cancelReservation'>;
