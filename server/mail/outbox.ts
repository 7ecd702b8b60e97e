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
  const [row] = await recordMails(tx, [mail], now);
  return row;
}

/** Rows a statement inserts at most: seven parameters a mail, well under PostgreSQL's 65,535. */
const MAILS_A_STATEMENT = 1_000;

/**
 * recordMail for many events at once (a job's batch), a statement per thousand instead of one a
 * mail: answers the rows recorded, leaving out the events that had their mail already.
 */
export async function recordMails(tx: Database, mails: OutgoingMail[], now: Date): Promise<SentMailRow[]> {
  const recorded: SentMailRow[] = [];
  for (let start = 0; start < mails.length; start += MAILS_A_STATEMENT) {
    const rows = await tx
      .insert(sentMails)
      .values(
        mails
          .slice(start, start + MAILS_A_STATEMENT)
          .map((mail) => ({ ...mail, createdAt: now.toISOString() })),
      )
      .onConflictDoNothing({ target: sentMails.event_key })
      .returning();
    recorded.push(...rows);
  }
  return recorded;
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
