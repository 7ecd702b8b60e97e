/*
 * The email a customer receives when the studio cancels a class they had reserved: its subject
 * and plain text, composed once for the mocks' record and the server's outbox.
 */

export interface ClassCancelledFacts {
  customerName: string;
  /** The class type's name; 'clase' when it has none. */
  className: string;
  /** The class's start as stored: the studio's wall clock written as UTC (decision 004). */
  classDate: string;
}

/** "26/11/2026 18:00": the stored wall clock, read as written, never moved to a time zone. */
export function classMailWhen(classDate: string): string {
  const iso = new Date(classDate).toISOString();
  return `${iso.slice(0, 10).split('-').reverse().join('/')} ${iso.slice(11, 16)}`;
}

export function classCancelledMail({ customerName, className, classDate }: ClassCancelledFacts): {
  subject: string;
  body: string;
} {
  const when = classMailWhen(classDate);
  return {
    subject: `Clase cancelada: ${className} ${when}`,
    body: `Hola ${customerName}: el estudio canceló la clase ${className} del ${when}. Tu reservación quedó cancelada y tu crédito fue devuelto.`,
  };
}

/** The event a class-cancelled mail belongs to: one mail per class and customer, ever. */
export const classCancelledEventKey = (single_class_id: number, customer_id: number) =>
  `class-cancelled:${single_class_id}:${customer_id}`;
