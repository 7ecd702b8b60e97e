import type { FailureCode } from '#src/api/failure-table';
import type { Decision, Refusal } from '#src/domain/booking/refusal';

type Status = 400 | 401 | 402 | 403 | 404 | 409 | 412 | 429 | 500 | 501 | 502 | 503;

/**
 * An answer in the contract's one error body, thrown from any depth of a handler (the mocks'
 * `apiError` in mocks/http-errors.ts, same statuses, messages and codes). The error handler
 * (server/http/error-handler.ts) turns it into `{ message, code? }`.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: Status,
    message: string,
    readonly extra: { code?: FailureCode; decline_code?: string } = {},
  ) {
    super(message);
  }
}

export function apiError(status: Status, message: string, extra: ApiError['extra'] = {}): ApiError {
  return new ApiError(status, message, extra);
}

export function orNotFound<T>(value: T | undefined | null, message = 'No encontrado.'): T {
  if (value === undefined || value === null) throw apiError(404, message);
  return value;
}

/** A shared rule's refusal as the error answer. */
export function refusalError({ status, message, code }: Refusal): ApiError {
  return apiError(status, message, code === undefined ? {} : { code });
}

/** A decision's yes, or its refusal thrown as the error answer (the rules: src/domain/booking). */
export function orRefused<T extends object>(decision: Decision<T>): { ok: true } & T {
  if (decision.ok) return decision;
  throw refusalError(decision.refusal);
}
