import type { Database } from '#server/db/client';
import { sentMails } from '#server/db/schema';

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

/** The contract's SentMail: the event key and the delivery state stay in the outbox. */
export function sentMailView({
  event_key: _event,
  delivered_at: _delivered,
  attempts: _attempts,
  last_error: _error,
  ...mail
}: SentMailRow) {
  return mail;
}
