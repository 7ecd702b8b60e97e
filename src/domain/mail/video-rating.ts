/*
 * The email that asks a customer to rate a video they watched (POST /videos/rating/email): its
 * subject and plain text, composed once for the mocks' record and the server's outbox.
 */

export interface VideoRatingFacts {
  customerName: string;
  videoName: string;
  /** The video screen's address in the studio's app, where the rating dialog opens. */
  videoUrl: string;
}

export function videoRatingMail({ customerName, videoName, videoUrl }: VideoRatingFacts): {
  subject: string;
  body: string;
} {
  return {
    subject: `¿Qué te pareció ${videoName}?`,
    body: `Hola ${customerName}: gracias por entrenar con nosotros. Califica el video ${videoName} con estrellas o déjanos un comentario en ${videoUrl}`,
  };
}

/** The event a rating request belongs to: one email per video and customer, however often asked. */
export const videoRatingEventKey = (video_id: number, customer_id: number) =>
  `video-rating:${video_id}:${customer_id}`;

/** The app's path of a video screen (commerce §1: /mystudio/video/{video_id}). */
export const videoPath = (video_id: number) => `/mystudio/video/${video_id}`;
