import type { components } from '#src/api/schema.gen';
import type { CancelPolicy } from '#src/domain/cancel-policy';

export type SingleClass = components['schemas']['SingleClass'];

export interface CancelContext {
  policy: CancelPolicy;
  singleClass: SingleClass | null;
  reservationId: number | null;
  /** When Cancelar was pressed: the credit warning is computed against it. */
  requestedAt: string | null;
}

/** Cancel failures: the server's message is shown as is (specs §8). */
export type CancelFailure = { kind: 'precondition' | 'network' | 'other'; message: string };
