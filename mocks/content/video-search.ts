import { db, type VideoRecord } from '#mocks/db';
import { foldText } from '#src/domain/fold-text';
import { newestFirst, type VideoSearch } from '#src/domain/videos/video-search';

/*
 * The library's filters over the in-memory videos. Reading them, the page size and the order are
 * shared with the server (src/domain/videos/video-search.ts), which filters in SQL.
 */

function callerVideoIds(customer_id: number | null): { favorites: Set<number>; completed: Set<number> } {
  if (customer_id === null) return { favorites: new Set(), completed: new Set() };
  return {
    favorites: new Set(db.favorites.findMany((q) => q.where({ customer_id })).map((f) => f.video_id)),
    completed: new Set(db.videoCompletions.findMany((q) => q.where({ customer_id })).map((c) => c.video_id)),
  };
}

export function searchVideos(filters: VideoSearch, customer_id: number | null): VideoRecord[] {
  const { favorites, completed } = callerVideoIds(customer_id);
  const text = filters.query === undefined ? undefined : foldText(filters.query);
  const equals = (value: number | null | undefined, wanted: number | undefined) =>
    wanted === undefined || value === wanted;

  return db.videos
    .all()
    .filter(
      (video) =>
        (text === undefined || foldText(video.name).includes(text)) &&
        (filters.tag_id === undefined || video.tag_ids.includes(filters.tag_id)) &&
        (filters.tags === undefined || filters.tags.some((tag) => video.tag_ids.includes(tag))) &&
        equals(video.class_category_id, filters.class_category_id) &&
        equals(video.class_type_id, filters.class_type_id) &&
        equals(video.instructor_id, filters.instructor_id) &&
        equals(video.video_type_id, filters.video_type_id) &&
        equals(video.program_id, filters.program_id) &&
        (!filters.completed || completed.has(video.video_id)) &&
        (!filters.favorites || favorites.has(video.video_id)) &&
        (filters.duration === undefined ||
          (typeof video.duration === 'number' && video.duration <= filters.duration)),
    )
    .sort(newestFirst);
}
