import { es } from '#src/i18n/es-site';
import type { FailureCode } from './failure-table';

/** One typed failure for every non-2xx answer or network error from `/api`. */
export class ApiFailure extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly declineCode: string | undefined;

  constructor(init: {
    status: number;
    message: string;
    code?: string | undefined;
    declineCode?: string | undefined;
  }) {
    super(init.message);
    this.name = 'ApiFailure';
    this.status = init.status;
    this.code = init.code;
    this.declineCode = init.declineCode;
  }
}

/** The code the server sends when the identity token has expired: the session must end. */
export const EXPIRED_TOKEN_CODE = 'auth/id-token-expired' satisfies FailureCode;

/** Status 0 stands for "no answer at all" (offline, DNS, CORS). */
export const NETWORK_FAILURE_STATUS = 0;

function readString(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' ? field : undefined;
}

export function toApiFailure(body: unknown, response: Response): ApiFailure {
  return new ApiFailure({
    status: response.status,
    message: readString(body, 'message') ?? (typeof body === 'string' && body ? body : response.statusText),
    code: readString(body, 'code'),
    declineCode: readString(body, 'decline_code'),
  });
}

/**
 * No answer at all. The browser's own text ('Failed to fetch') is English and says nothing to a
 * customer, so the failure carries the Spanish one every flow shows (found by the fault matrix,
 * decision 036); the cause stays on the error for the reporter.
 */
export function networkFailure(cause: unknown): ApiFailure {
  const failure = new ApiFailure({ status: NETWORK_FAILURE_STATUS, message: es.identity.network });
  failure.cause = cause;
  return failure;
}

/** No answer at all from `/api` (see {@link networkFailure}): not a refusal by the server. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiFailure && error.status === NETWORK_FAILURE_STATUS;
}

export function isExpiredToken(failure: ApiFailure): boolean {
  return failure.status === 401 && failure.code === EXPIRED_TOKEN_CODE;
}
