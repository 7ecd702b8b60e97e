/* The bodies of the video calls, read the same way by both backends (mocks' messages and codes). */
import { allow, refuse, type Decision } from '#src/domain/booking/refusal';
import { secondsRequired, VIDEO_MESSAGES } from './messages';

/** The id a JSON body names (`{ video_id }`); missing or non-numeric is a 400. */
export function readVideoId(body: unknown): Decision<{ video_id: number }> {
  const value =
    typeof body === 'object' && body !== null ? (body as { video_id?: unknown }).video_id : undefined;
  const video_id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof video_id !== 'number' || !Number.isInteger(video_id)) {
    return refuse(400, VIDEO_MESSAGES.videoIdRequired);
  }
  return allow({ video_id });
}

export interface RatingInput {
  video_id: number;
  /** Absent: a comment only. */
  stars: number | undefined;
  comment: string | null;
}

/** Stars from 1 to 5, a comment, or both. */
export function readRating(body: unknown): Decision<{ rating: RatingInput }> {
  const read = readVideoId(body);
  if (!read.ok) return read;
  const input = body as { stars?: unknown; comment?: unknown };
  const stars = input.stars;
  if (
    stars !== undefined &&
    stars !== null &&
    (typeof stars !== 'number' || !Number.isInteger(stars) || stars < 1 || stars > 5)
  ) {
    return refuse(400, VIDEO_MESSAGES.starsOutOfRange);
  }
  const comment = typeof input.comment === 'string' && input.comment.trim() ? input.comment.trim() : null;
  if ((stars === undefined || stars === null) && comment === null) {
    return refuse(400, VIDEO_MESSAGES.ratingEmpty);
  }
  return allow({
    rating: { video_id: read.video_id, stars: typeof stars === 'number' ? stars : undefined, comment },
  });
}

function seconds(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** Where the player stopped and, when it knows, the media's length, both in seconds. */
export function readProgress(body: unknown): Decision<{ position: number; duration: number | null }> {
  const input = (typeof body === 'object' && body !== null ? body : {}) as {
    position?: unknown;
    duration?: unknown;
  };
  if (!seconds(input.position)) return refuse(400, secondsRequired('La posición'));
  if (input.duration === undefined || input.duration === null) {
    return allow({ position: input.position, duration: null });
  }
  if (!seconds(input.duration)) return refuse(400, secondsRequired('La duración'));
  return allow({ position: input.position, duration: input.duration });
}
