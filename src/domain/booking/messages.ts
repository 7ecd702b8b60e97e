/*
 * Every answer the booking operations give in words, as the app shows it (the specs' texts and
 * the mocks' own, word for word). Both backends answer with these; the app's catalogue
 * (src/i18n) keeps its own copies of the few it also shows by itself, before any call.
 */

export const BOOKING_MESSAGES = {
  classNotFound: 'Clase no encontrada.',
  packageRequired: 'Esta clase requiere comprar su paquete.',
  classUnavailable: 'Esta clase ya no está disponible para reservar.',
  pagesRequired: 'Debes aceptar los documentos requeridos antes de reservar.',
  profileRequired: 'Debes completar tu información personal antes de reservar clases.',
  penalty: 'Lo sentimos, no puedes reservar clases porque cuentas con una penalización.',
  outOfCredits: 'Lo sentimos. Has agotado todos tus créditos para reservar Clases Presenciales...',
  alreadyReserved: 'Ya tienes una reservación en esta clase.',
  classFull: 'Lo sentimos, esta clase ya está llena.',
  guestsNotAllowed: 'Esta clase no admite invitados.',
  guestNameMissing: 'Debes ingresar un nombre para tu invitado',
  guestSaved: 'Nombre actualizado.',
  spotMissing: 'Ese lugar no existe.',
  spotNotSelectable: 'Ese lugar no se puede reservar.',
  spotTaken: 'Ese lugar ya fue reservado. Elige otro.',
  reservationNotFound: 'Reservación no encontrada.',
  reservationNotYours: 'Esta reservación no es tuya.',
  alreadyCancelled: 'Esta reservación ya fue cancelada.',
  cancelOff: 'Tus clases son transferibles y no son cancelables',
  cancelStarted: 'Esta clase ya comenzó; ya no se puede cancelar.',
  cancelled: 'Reservación cancelada.',
  wrongClass: 'La reservación no corresponde a esa clase.',
  notModifiable: 'Esta reservación ya no se puede modificar.',
  starsRange: 'La calificación debe ser de 1 a 5 estrellas.',
  ratingOff: 'Las calificaciones de clases no están habilitadas.',
  ratingNotAttended: 'Solo puedes calificar clases a las que asististe.',
  alreadyRated: 'Ya calificaste esta clase.',
  waitlistOff: 'La lista de espera no está disponible.',
  alreadyWaiting: 'Ya estás en la lista de espera.',
  placesLeft: 'La clase todavía tiene lugares disponibles.',
  waitlistNotFound: 'No encontramos esa lista de espera.',
  waitlistNotYours: 'Esta lista de espera no es tuya.',
  waitlistClassChange: 'No puedes cambiar la clase de una lista de espera.',
  waitlistLeft: 'Eliminada de lista de espera.',
} as const;

// The specs translate the cancel unit in the policy text: hours, hour, minute(s), second(s), day(s).
const UNIT_ES: Readonly<Record<string, string>> = {
  hours: 'horas',
  hour: 'hora',
  minutes: 'minutos',
  minute: 'minuto',
  seconds: 'segundos',
  second: 'segundo',
  days: 'días',
  day: 'día',
  weeks: 'semanas',
  week: 'semana',
};

/** 'Solo puedes cancelar clases con {value} {unit} de anticipacion', word for word from the specs. */
export function cancelPolicyMessage(value: number, unit: string): string {
  const key = unit.trim().toLowerCase();
  return `Solo puedes cancelar clases con ${value} ${UNIT_ES[key] ?? unit} de anticipacion`;
}
