import type { Database } from '#server/db/client';
import { providerEvents } from '#server/db/schema';

/**
 * A provider's event applied exactly once (decision 060, for Stripe and PayPal alike): one
 * transaction first stores the event id, then applies what it says. A second delivery of the same
 * event, even at the same instant, waits on that key and, once the first commits, finds it taken
 * and changes nothing; had the first failed and rolled back, the retry applies it.
 */
export async function applyOnce(
  db: Database,
  event: { provider: 'stripe' | 'paypal'; event_id: string; type: string; now: Date },
  apply: (tx: Database) => Promise<void>,
): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const first = await tx
      .insert(providerEvents)
      .values({
        provider: event.provider,
        event_id: event.event_id,
        type: event.type,
        receivedAt: event.now.toISOString(),
      })
      .onConflictDoNothing()
      .returning({ event_id: providerEvents.event_id });
    if (first.length > 0) await apply(tx);
  });
}
