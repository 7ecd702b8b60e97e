/*
 * Every answer the booking operations give in words (the specs' texts and the mocks' own, word
 * for word). Both backends answer with these; the ones the app also shows by itself, before any
 * call, come from its catalogue, so each text is written once.
 */
import { reservationsStrings } from '#src/i18n/es/reservations';
import { reserveStrings } from '#src/i18n/es/reserve';

const { reservations } = reservationsStrings;
const { reserve } = reserveStrings;

export const BOOKING_MESSAGES = {
  classNotFound: 'Clase no encontrada.',
  packageRequired: 'Esta clase requiere comprar su paquete.',
  classUnavailable: 'Esta clase ya no está disponible para reservar.',
  pagesRequired: 'Debes aceptar los documentos requeridos antes de reservar.',
  profileRequired: 'Debes completar tu información personal antes de reservar clases.',
  penalty: reserve.penalty,
  outOfCredits: reserve.outOfCredits,
  alreadyReserved: 'Ya tienes una reservación en esta clase.',
  classFull: 'Lo sentimos, esta clase ya está llena.',
  guestsNotAllowed: 'Esta clase no admite invitados.',
  guestNameMissing: reserve.guestNameMissing,
  guestSaved: reservations.guestSaved,
  spotMissing: 'Ese lugar no existe.',
  spotNotSelectable: 'Ese lugar no se puede reservar.',
  spotTaken: 'Ese lugar ya fue reservado. Elige otro.',
  reservationNotFound: 'Reservación no encontrada.',
  reservationNotYours: 'Esta reservación no es tuya.',
  alreadyCancelled: 'Esta reservación ya fue cancelada.',
  cancelOff: reservations.notCancellable,
  cancelStarted: 'Esta clase ya comenzó; ya no se puede cancelar.',
  cancelled: reserve.cancelled,
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

type UnitKey = keyof typeof reservations.units;

/** 'Solo puedes cancelar clases con {value} {unit} de anticipacion', the unit in Spanish when known. */
export function cancelPolicyMessage(value: number, unit: string): string {
  const key = unit.trim().toLowerCase();
  return reservations.policy(value, key in reservations.units ? reservations.units[key as UnitKey] : unit);
}
