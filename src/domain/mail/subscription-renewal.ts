/*
 * The mails a customer receives when the saved card of their subscription is refused (decision
 * 085): after a refusal, when it is tried again; after the last one, that the subscription ended.
 * Subjects and plain text composed once (words in src/i18n/es/mail.ts) for the server's outbox.
 */
import { mailStrings } from '#src/i18n/es/mail';
import { studioNow } from '#src/domain/booking-window';
import { formatMxn } from '#src/domain/money';

export interface RenewalMailFacts {
  customerName: string;
  /** The purchase's title (the package's name when bought; the server says 'Membresía' when it has none). */
  title: string;
  /** What the period's charge asked for. */
  cents: number;
}

/** "26/12/2026": the studio's day of an instant, read at the studio's offset. */
export function mailDay(at: Date, offsetHours: number): string {
  return studioNow(at, offsetHours).toISOString().slice(0, 10).split('-').reverse().join('/');
}

const amountOf = (cents: number) => formatMxn(cents / 100);

export function renewalRefusedMail(
  { customerName, title, cents }: RenewalMailFacts,
  retry: { at: Date; offsetHours: number },
): { subject: string; body: string } {
  const words = mailStrings.renewalRefused;
  return {
    subject: words.subject(title),
    body: words.body(customerName, title, amountOf(cents), mailDay(retry.at, retry.offsetHours)),
  };
}

export function subscriptionEndedUnpaidMail(
  { customerName, title, cents }: RenewalMailFacts,
  attempts: number,
): { subject: string; body: string } {
  const words = mailStrings.subscriptionEndedUnpaid;
  return { subject: words.subject(title), body: words.body(customerName, title, amountOf(cents), attempts) };
}

/** One mail per refused try, however often the job runs. */
export const renewalRefusedEventKey = (purchase_id: number, charge: number, attempt: number) =>
  `renewal-refused:${purchase_id}:${charge}:${attempt}`;

/** One mail per subscription ended unpaid, ever. */
export const subscriptionEndedUnpaidEventKey = (purchase_id: number) =>
  `subscription-ended-unpaid:${purchase_id}`;
