import type { SingleClass } from '#src/api/entities';
import type { FlowFailure } from '#src/api/failures';
import type { CancelPolicy } from '#src/domain/cancel-policy';

export interface CancelContext {
  policy: CancelPolicy;
  singleClass: SingleClass | null;
  reservationId: number | null;
  /** When Cancelar was pressed: the credit warning is computed against it. */
  requestedAt: string | null;
}

/** Cancel failures (the `cancelReservation` rows of src/api/failure-table.ts): the server's message is shown as is (specs §8). */
export type CancelFailure = FlowFailure<'cancelReservation'>;
