import { db, nextId } from '#mocks/db';
import { mailDelivery } from '#src/domain/mail/delivery';

/**
 * The mocks' outbox (the server's is server/mail/outbox.ts): no mail leaves the mock backend, so
 * each one is listed under 'Correos enviados' as still to send, as a studio without SMTP_URL shows it.
 */
export async function recordMockMail(mail: {
  customer_id: number;
  to: string;
  subject: string;
  body: string;
  createdAt: string;
}): Promise<void> {
  await db.sentMails.create({
    sent_mail_id: nextId(db.sentMails.all(), 'sent_mail_id'),
    ...mail,
    delivery: mailDelivery({ delivered_at: null, attempts: 0 }),
    deliveredAt: null,
    deliveryError: null,
  });
}
