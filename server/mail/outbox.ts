import type { Database } from '#server/db/client';
import { sentMails } from '#server/db/schema';
import { mailDelivery } from '#src/domain/mail/delivery';

type SentMailRow = typeof sentMails.$inferSelect;

/** A mail as an event composes it (src/domain/mail), with the event it belongs to. */
export interface OutgoingMail {
  customer_id: number | null;
  to: string;
  subject: string;
  body: string;
  /** One mail per event, ever: `class-cancelled:{class}:{customer}`. */
  event_key: string;
}

/**
 * Records a mail in the outbox inside the caller's transaction (decision 062): it is sent only if
 * the event commits, and an event recorded before records nothing again. Answers the new row, or
 * undefined when the event had its mail already.
 */
export async function recordMail(
  tx: Database,
  mail: OutgoingMail,
  now: Date,
): Promise<SentMailRow | undefined> {
  const [row] = await tx
    .insert(sentMails)
    .values({ ...mail, createdAt: now.toISOString() })
    .onConflictDoNothing({ target: sentMails.event_key })
    .returning();
  return row;
}

/** The contract's SentMail: where its delivery stands; the event key stays in the outbox. */
export function sentMailView({
  event_key: _event,
  delivered_at,
  attempts,
  last_error,
  ...mail
}: SentMailRow) {
  const delivery = mailDelivery({ delivered_at, attempts });
  return {
    ...mail,
    delivery,
    deliveredAt: delivered_at,
    deliveryError: delivery === 'sent' ? null : last_error,
  };
}
