import type { Decision } from '#src/domain/booking/refusal';
import { db } from '#mocks/db';
import { orRefused } from '#mocks/http-errors';

/**
 * The values a shared save rule (src/domain/admin) decided, typed as the record the handler
 * stores, or its refusal thrown as the contract's error answer.
 */
export function savedValues<T>(decision: Decision<{ values: Record<string, unknown> }>): T {
  return orRefused(decision).values as T;
}

export const fileExists = (file_id: number | null | undefined) =>
  typeof file_id === 'number' && db.files.findFirst((q) => q.where({ file_id })) !== undefined;
