/**
 * The words of the mails the server sends on its own schedule (server/jobs), in the style of the
 * class-cancelled mail: a short subject naming the class, a plain body that greets by name.
 * Kept out of `es` (src/i18n/es.ts): no screen of the app shows them.
 */
export const mailStrings = {
  classReminder: {
    subject: (className: string, when: string) => `Recordatorio: ${className} ${when}`,
    body: (customerName: string, className: string, when: string) =>
      `Hola ${customerName}: te esperamos en la clase ${className} del ${when}. Si no puedes asistir, cancela tu reservación desde Mis Reservaciones para liberar tu lugar.`,
  },
} as const;
