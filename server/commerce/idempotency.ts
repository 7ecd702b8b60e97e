import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '#server/db/client';
import { apiError, type ApiError } from '#server/http/api-error';
import { idempotencyKeys } from '#server/db/schema';

/** The client's retry key: the Idempotency-Key header, or idempotency_key in the body. */
export function idempotencyKeyOf(
  request: FastifyRequest,
  body: { idempotency_key?: unknown },
): string | undefined {
  const header = request.headers['idempotency-key'];
  const fromHeader = typeof header === 'string' ? header.trim() : '';
  const fromBody = typeof body.idempotency_key === 'string' ? body.idempotency_key.trim() : '';
  return fromHeader || fromBody || undefined;
}

/** A card refusal stored under its key: `{ refused: { message, code, decline_code? } }`. */
export interface RefusedAnswer {
  refused: { message: string; code: string; decline_code?: string };
}

/**
 * Takes the key inside the caller's transaction (decision 057). The insert waits on the unique
 * index while another transaction holding the same key is open: once that one commits, this
 * answers its stored answer (replay); had it rolled back, the key is this one's to use. A card
 * refusal stored under the key is thrown again as its 402: the retry charges nothing.
 */
export async function claimKey(
  tx: Database,
  customer_id: number,
  key: string,
): Promise<{ replay: Record<string, unknown> } | { claimed: true }> {
  const taken = await tx
    .insert(idempotencyKeys)
    .values({ customer_id, key })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (taken.length > 0) return { claimed: true };
  const [stored] = await tx
    .select({ answer: idempotencyKeys.answer })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.customer_id, customer_id), eq(idempotencyKeys.key, key)));
  const answer = stored?.answer ?? {};
  if ('refused' in answer) {
    const { message, ...extra } = (answer as unknown as RefusedAnswer).refused;
    throw apiError(402, message, extra as ApiError['extra']);
  }
  return { replay: answer };
}

/** The answer a retry with the key gets, stored in the transaction that made it. */
export async function storeAnswer(
  tx: Database,
  customer_id: number,
  key: string,
  answer: Record<string, unknown>,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ answer })
    .where(and(eq(idempotencyKeys.customer_id, customer_id), eq(idempotencyKeys.key, key)));
}

/** Gives a key back when what it was claimed for came to nothing: a retry is checked afresh. */
export async function releaseKey(tx: Database, customer_id: number, key: string): Promise<void> {
  await tx
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.customer_id, customer_id), eq(idempotencyKeys.key, key)));
}
