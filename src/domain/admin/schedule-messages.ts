/**
 * The back-office schedule's Spanish answers (classes, closed days, rosters), shared by the mocks
 * and the server: a screen shows the same words whichever backend answered.
 */
export const SCHEDULE_MESSAGES = {
  classTypeMissing: 'El tipo de clase no existe.',
  locationMissing: 'La ubicación no existe.',
  instructorMissing: 'Un coach elegido no existe.',
  tagMissing: 'Una etiqueta elegida no existe.',
  packageMissing: 'El paquete no existe.',
  classDateInvalid: 'La fecha de la clase no es válida.',
  classInPast: 'No se puede programar una clase en el pasado.',
  capacityInvalid: 'El cupo debe ser un entero entre 1 y 500.',
  capacityBelowReserved: (reserved: number) =>
    `El cupo no puede ser menor que las ${reserved} reservaciones de la clase.`,
  seriesEmpty: 'Falta la lista de clases.',
  classCancelled: 'Clase cancelada.',
  classAlreadyCancelled: 'Esta clase ya fue cancelada.',
  reservationCancelled: 'Esta reservación fue cancelada.',
  reservationNotCash: 'Esta reservación no es de pago en efectivo.',
  attendRequired: 'Falta attend.',
  isPaidRequired: 'Falta is_paid.',
  closureDateInvalid: 'Escribe una fecha válida.',
  closureNotFound: 'Día cerrado no encontrado.',
  closureDeleted: 'Closure deleted.',
} as const;
