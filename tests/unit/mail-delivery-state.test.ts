import { describe, expect, it } from 'vitest';
import { MAIL_MAX_ATTEMPTS, mailDelivery } from '#src/domain/mail/delivery';

describe("a mail's delivery, as 'Correos enviados' shows it", () => {
  it('is sent once the SMTP server accepted it, whatever the refusals before', () => {
    expect(mailDelivery({ delivered_at: '2026-11-18T18:00:00.000Z', attempts: 3 })).toBe('sent');
  });

  it('is still to send until it has been refused MAIL_MAX_ATTEMPTS times, then given up', () => {
    expect(mailDelivery({ delivered_at: null, attempts: 0 })).toBe('pending');
    expect(mailDelivery({ delivered_at: null, attempts: MAIL_MAX_ATTEMPTS - 1 })).toBe('pending');
    expect(mailDelivery({ delivered_at: null, attempts: MAIL_MAX_ATTEMPTS })).toBe('failed');
  });
});
