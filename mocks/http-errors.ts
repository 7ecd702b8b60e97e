import { HttpResponse } from 'msw';
import type { FailureCode } from '#src/api/failure-table';
import type { Decision, Refusal } from '#src/domain/booking/refusal';

/**
 * Error answers in the contract's one error body. Handlers `throw` them (MSW answers a thrown
 * Response as is), so guards and lookups can stop a handler from any depth.
 */
export function apiError(
  status: 400 | 401 | 402 | 403 | 404 | 409 | 412 | 500,
  message: string,
  extra: { code?: FailureCode; decline_code?: string } = {},
): HttpResponse<{ message: string; code?: FailureCode; decline_code?: string }> {
  return HttpResponse.json({ message, ...extra }, { status });
}

export function orNotFound<T>(value: T | undefined | null, message = 'No encontrado.'): T {
  if (value === undefined || value === null) throw apiError(404, message);
  return value;
}

/** The specs' admin screens save with PUT when the id is numeric and POST otherwise. */
export function requireId(value: unknown, field: string): number {
  const id = typeof value === 'string' ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id)) throw apiError(400, `Falta ${field}.`);
  return id;
}

export function refusalError(refusal: Refusal): ReturnType<typeof apiError> {
  return apiError(refusal.status, refusal.message, refusal.code === undefined ? {} : { code: refusal.code });
}

/** A decision's yes, or its refusal thrown as the error answer (the rules: src/domain/booking). */
export function orRefused<T extends object>(decision: Decision<T>): { ok: true } & T {
  if (!decision.ok) throw refusalError(decision.refusal);
  return decision;
}
