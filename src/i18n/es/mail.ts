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
  /** A saved card's subscription charge refused (decision 085): tried again, then ended. */
  renewalRefused: {
    subject: (title: string) => `Cobro rechazado: ${title}`,
    body: (customerName: string, title: string, amount: string, retryDay: string) =>
      `Hola ${customerName}: no pudimos cobrar ${amount} de tu suscripción ${title} a tu tarjeta guardada. Lo intentaremos de nuevo el ${retryDay}. Si el cobro no pasa, tu suscripción terminará.`,
  },
  subscriptionEndedUnpaid: {
    subject: (title: string) => `Suscripción terminada: ${title}`,
    body: (customerName: string, title: string, amount: string, attempts: number) =>
      `Hola ${customerName}: no pudimos cobrar ${amount} de tu suscripción ${title} después de ${attempts} intentos, así que tu suscripción terminó y no se renovará. Tus clases vigentes siguen disponibles hasta su vencimiento. Para continuar, compra de nuevo tu paquete.`,
  },
} as const;
