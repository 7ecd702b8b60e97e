import { videosStrings } from '#src/i18n/es/videos';

/** The Spanish answers of the video and favorite calls, word for word as the mocks gave them (commerce §8). */
export const VIDEO_MESSAGES = {
  /** The spec's video 404. */
  videoNotFound: videosStrings.videos.video.notFound,
  /** The 412 "purchase needed" of every video call for a customer without online access. */
  noOnlineAccess: 'Lo sentimos, no cuentas con una membresía activa para clases online',
  tagNotFound: 'Etiqueta no encontrada.',
  programNotFound: 'Programa no encontrado.',
  videoIdRequired: 'Indica el video (video_id).',
  noCustomerRecord: 'Necesitas una cuenta de cliente para guardar tu avance.',
  starsOutOfRange: 'La calificación debe ser de 1 a 5 estrellas.',
  ratingEmpty: 'Califica el video con estrellas o déjanos un comentario.',
  rated: videosStrings.videos.rating.sent,
  ratingEmailQueued: 'Te enviaremos un correo para que califiques este video.',
  completed: 'Video marcado como completado.',
  uncompleted: 'Video marcado como no completado.',
  favoriteExists: 'Este video ya está en tus favoritos.',
  favoriteMissing: 'Este video no está en tus favoritos.',
  favoriteRemoved: videosStrings.videos.video.favoriteRemoved,
} as const;

/** 'La posición' / 'La duración' … 'debe ser un número de segundos.' */
export const secondsRequired = (what: 'La posición' | 'La duración') =>
  `${what} debe ser un número de segundos.`;
