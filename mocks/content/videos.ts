import { db, type VideoRecord } from '#mocks/db';
import { apiError, orNotFound } from '#mocks/http-errors';

export const VIDEO_NOT_FOUND = 'Lo sentimos, no hemos encontrado este video.';

/** A video by id from a path or a body; anything that is not an existing video is the spec's 404. */
export function findVideo(id: unknown): VideoRecord {
  const video_id = Number(id);
  return orNotFound(
    Number.isInteger(video_id) ? db.videos.findFirst((q) => q.where({ video_id })) : undefined,
    VIDEO_NOT_FOUND,
  );
}

/** The id a JSON body names (`{ video_id }`); missing or non-numeric is a 400. */
export function bodyVideoId(body: unknown): number {
  const value =
    typeof body === 'object' && body !== null ? (body as { video_id?: unknown }).video_id : undefined;
  const video_id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof video_id !== 'number' || !Number.isInteger(video_id)) {
    throw apiError(400, 'Indica el video (video_id).');
  }
  return video_id;
}
