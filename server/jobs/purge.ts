import { and, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { idempotencyKeys, providerEvents, sentMails } from '#server/db/schema';

/**
 * What the studio keeps only for a while (docs/server.md, "Scheduled jobs"): the answer kept for
 * a retried checkout (a client retries within minutes, never a month later), a provider's event
 * ids (Stripe and PayPal redeliver for three days at most) and the mails delivered a year ago (a
 * mail's body holds the customer's name and plans; the outbox's `event_key` is what keeps an event
 * from mailing twice, and a year-old event does not come back).
 */
export const KEEP_DAYS = { idempotencyKeys: 30, providerEvents: 90, deliveredMails: 365 } as const;

const DAY_MS = 86_400_000;

export async function purgeExpiredRecords(
  db: Database,
  now: Date,
): Promise<{ idempotencyKeys: number; providerEvents: number; deliveredMails: number }> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const keys = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before(KEEP_DAYS.idempotencyKeys)))
    .returning({ key: idempotencyKeys.key });
  const events = await db
    .delete(providerEvents)
    .where(lt(providerEvents.receivedAt, before(KEEP_DAYS.providerEvents)))
    .returning({ event_id: providerEvents.event_id });
  const mails = await db
    .delete(sentMails)
    .where(
      and(isNotNull(sentMails.delivered_at), lt(sentMails.delivered_at, before(KEEP_DAYS.deliveredMails))),
    )
    .returning({ sent_mail_id: sentMails.sent_mail_id });
  return { idempotencyKeys: keys.length, providerEvents: events.length, deliveredMails: mails.length };
}
