import { db, type VideoRecord } from '#mocks/db';
import { orNotFound, orRefused } from '#mocks/http-errors';
import { VIDEO_MESSAGES } from '#src/domain/videos/messages';
import { readVideoId } from '#src/domain/videos/video-input';

/** A video by id from a path or a body; anything that is not an existing video is the spec's 404. */
export function findVideo(id: unknown): VideoRecord {
  const video_id = Number(id);
  return orNotFound(
    Number.isInteger(video_id) ? db.videos.findFirst((q) => q.where({ video_id })) : undefined,
    VIDEO_MESSAGES.videoNotFound,
  );
}

/** The id a JSON body names (`{ video_id }`); missing or non-numeric is a 400. */
export function bodyVideoId(body: unknown): number {
  return orRefused(readVideoId(body)).video_id;
}
