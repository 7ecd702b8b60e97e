/** A mail refused this many times stays in the outbox undelivered, its last error kept. */
export const MAIL_MAX_ATTEMPTS = 5;

export type MailDelivery = 'pending' | 'sent' | 'failed';

/**
 * Where an outbox mail stands, as the back-office's 'Correos enviados' shows it: accepted by the
 * SMTP server, given up after MAIL_MAX_ATTEMPTS refusals, or still to send (also every mail of a
 * studio without SMTP_URL, and every mail of the mocks, which send none).
 */
export function mailDelivery(mail: { delivered_at?: string | null; attempts?: number }): MailDelivery {
  if (mail.delivered_at) return 'sent';
  return (mail.attempts ?? 0) >= MAIL_MAX_ATTEMPTS ? 'failed' : 'pending';
}
