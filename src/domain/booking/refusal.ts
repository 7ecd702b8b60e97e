/*
 * What a booking decision answers: yes with what it decided, or a refusal the shell turns into
 * its own error answer (an HTTP status, the contract's failure code, the Spanish message).
 * Decisions never throw: a refusal is a value, so the server can roll back its transaction and
 * the mocks can throw their apiError, each in its own way.
 */
import type { FailureCode } from '#src/api/failure-table';

export type RefusalStatus = 400 | 403 | 404 | 409 | 412;

export interface Refusal {
  status: RefusalStatus;
  message: string;
  code?: FailureCode;
}

export interface Refused {
  ok: false;
  refusal: Refusal;
}

/** Yes with what was decided (`T`), or a refusal. */
export type Decision<T extends object = object> = ({ ok: true } & T) | Refused;

export function refuse(status: RefusalStatus, message: string, code?: FailureCode): Refused {
  return { ok: false, refusal: code === undefined ? { status, message } : { status, message, code } };
}

export function allow<T extends object>(decided: T): { ok: true } & T {
  return { ok: true, ...decided };
}
