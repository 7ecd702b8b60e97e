import { db } from '#mocks/db';
import { apiError } from '#mocks/http-errors';

export interface Answer {
  status: number;
  body: unknown;
}

/** The client's retry key: the Idempotency-Key header, or idempotency_key in the body. */
export function idempotencyKey(request: Request, body: { idempotency_key?: string }): string | undefined {
  const key = request.headers.get('Idempotency-Key')?.trim() || body.idempotency_key?.trim();
  return key || undefined;
}

export function recall(customer_id: number, key: string | undefined): Answer | undefined {
  if (!key) return undefined;
  const seen = db.idempotency.findFirst((q) => q.where({ customer_id, key }));
  return seen ? { status: seen.status, body: JSON.parse(seen.body) as unknown } : undefined;
}

/**
 * Only answers that charged or recorded something are kept (a purchase, a declined charge):
 * a retry after a 404 or a 409 is checked again, as nothing happened the first time.
 */
export async function remember(customer_id: number, key: string | undefined, answer: Answer): Promise<void> {
  if (!key || recall(customer_id, key)) return;
  await db.idempotency.create({ key, customer_id, status: answer.status, body: JSON.stringify(answer.body) });
}

/** A remembered error is given back the way handlers give errors: thrown. */
export function replayError(answer: Answer): never {
  const body = answer.body as { message: string; code?: string; decline_code?: string };
  const { message, ...extra } = body;
  throw apiError(answer.status as 402, message, extra);
}
