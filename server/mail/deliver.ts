import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { MailSettings } from '#server/config';
import type { Database } from '#server/db/client';
import { appConfig, sentMails } from '#server/db/schema';
import { MAIL_MAX_ATTEMPTS } from '#src/domain/mail/delivery';
import { mailHtml, type MailBranding } from '#src/domain/mail/html-alternative';

/** At most this many mails a round, so one round never holds the database for long. */
export const MAIL_BATCH = 20;

/** What delivery needs of nodemailer's transporter (its `from` set once, from MAIL_FROM). */
export interface MailTransport {
  sendMail(mail: { to: string; subject: string; text: string; html: string }): Promise<unknown>;
}

/** nodemailer's SMTP transport for SMTP_URL, every mail from MAIL_FROM. */
export function smtpTransport({ smtpUrl, from }: MailSettings) {
  return nodemailer.createTransport(smtpUrl, { from });
}

export interface DeliveryRound {
  delivered: number[];
  failed: { sent_mail_id: number; attempts: number; error: string }[];
}

async function branding(db: Database): Promise<MailBranding> {
  const rows = await db
    .select()
    .from(appConfig)
    .where(inArray(appConfig.key, ['business_name', 'primary']));
  const value = (key: string) => rows.find((row) => row.key === key)?.value ?? undefined;
  return { studioName: value('business_name') ?? '', primary: value('primary') };
}

/**
 * One delivery round over the outbox (decision 065). Each mail is claimed in its own transaction
 * with `FOR UPDATE SKIP LOCKED` and stays locked while it is sent, so another process's round
 * skips it instead of sending it again; the row is marked in that same transaction. A refusal
 * counts an attempt and keeps the error (never the body) for the next round. Mails go out at
 * least once: a crash between the SMTP server's answer and the commit sends that one again.
 */
export async function deliverPending(
  db: Database,
  transport: MailTransport,
  now: Date,
): Promise<DeliveryRound> {
  const round: DeliveryRound = { delivered: [], failed: [] };
  const brand = await branding(db);
  let after = 0;
  for (let count = 0; count < MAIL_BATCH; count += 1) {
    const claimed = await db.transaction(async (tx) => {
      const [mail] = await tx
        .select()
        .from(sentMails)
        .where(
          and(
            isNull(sentMails.delivered_at),
            lt(sentMails.attempts, MAIL_MAX_ATTEMPTS),
            gt(sentMails.sent_mail_id, after),
          ),
        )
        .orderBy(asc(sentMails.sent_mail_id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!mail) return undefined;
      try {
        await transport.sendMail({
          to: mail.to,
          subject: mail.subject,
          text: mail.body,
          html: mailHtml(brand, mail.subject, mail.body),
        });
        await tx
          .update(sentMails)
          .set({ delivered_at: now.toISOString() })
          .where(eq(sentMails.sent_mail_id, mail.sent_mail_id));
        round.delivered.push(mail.sent_mail_id);
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        await tx
          .update(sentMails)
          .set({ attempts: sql`${sentMails.attempts} + 1`, last_error: message })
          .where(eq(sentMails.sent_mail_id, mail.sent_mail_id));
        round.failed.push({ sent_mail_id: mail.sent_mail_id, attempts: mail.attempts + 1, error: message });
      }
      return mail.sent_mail_id;
    });
    if (claimed === undefined) break;
    after = claimed;
  }
  return round;
}
