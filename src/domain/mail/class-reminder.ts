/*
 * The reminder a customer receives the day before a class they reserved: which reservations are
 * due one, and its subject and plain text (words in src/i18n/es/mail.ts). The server's reminder
 * job (server/jobs/class-reminders.ts) records one per reservation in the outbox.
 */
import { mailStrings } from '#src/i18n/es/mail';
import { studioNow } from '#src/domain/booking-window';
import { classMailWhen } from './class-cancelled';

/** How far ahead a reminder goes out: a class starting within the next day has its reminder due. */
export const REMINDER_AHEAD_HOURS = 24;

const HOUR_MS = 3_600_000;

/**
 * The class dates whose reservations are due a reminder at `now`: after the studio's "now" (a
 * class that started needs none) and at most REMINDER_AHEAD_HOURS later. Both bounds are
 * class_date strings (the studio's wall clock written as UTC, decision 004), so a store compares
 * them with the stored text.
 */
export function reminderWindow(now: Date, offsetHours: number): { after: string; until: string } {
  const wall = studioNow(now, offsetHours).getTime();
  return {
    after: new Date(wall).toISOString(),
    until: new Date(wall + REMINDER_AHEAD_HOURS * HOUR_MS).toISOString(),
  };
}

export interface ClassReminderFacts {
  customerName: string;
  /** The class type's name; 'clase' when it has none. */
  className: string;
  classDate: string;
}

export function classReminderMail({ customerName, className, classDate }: ClassReminderFacts): {
  subject: string;
  body: string;
} {
  const when = classMailWhen(classDate);
  const words = mailStrings.classReminder;
  return { subject: words.subject(className, when), body: words.body(customerName, className, when) };
}

/** The event key's prefix: a store matching keys in SQL appends the reservation's id to it. */
export const CLASS_REMINDER_EVENT = 'class-reminder:';

/** The event a reminder belongs to: one mail per reservation, however often the job runs. */
export const classReminderEventKey = (class_reservation_id: number) =>
  `${CLASS_REMINDER_EVENT}${class_reservation_id}`;
