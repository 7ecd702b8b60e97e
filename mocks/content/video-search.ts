import { db, type VideoRecord } from '#mocks/db';

export const VIDEO_PAGE_SIZE = 32;

export interface VideoFilters {
  query?: string;
  tag_id?: number;
  class_category_id?: number;
  class_type_id?: number;
  instructor_id?: number;
  video_type_id?: number;
  program_id?: number;
  /** Any of these tags. */
  tags?: number[];
  completed?: boolean;
  favorites?: boolean;
  /** Maximum minutes. */
  duration?: number;
}

/** Search text the way the library matches it: case and accents do not matter ("respiracion" finds "Respiración"). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

function integer(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) ? number : undefined;
}

/** The query string as sent by the app; unknown or malformed values are ignored, as a lenient server would. */
export function readVideoFilters(url: string): { filters: VideoFilters; page: number } {
  const params = new URL(url).searchParams;
  const tags = params
    .getAll('tags')
    .flatMap((value) => value.split(','))
    .map((value) => integer(value))
    .filter((value): value is number => value !== undefined);
  const filters: VideoFilters = {
    query: params.get('query')?.trim() || undefined,
    tag_id: integer(params.get('tag_id')),
    class_category_id: integer(params.get('class_category_id')),
    class_type_id: integer(params.get('class_type_id')),
    instructor_id: integer(params.get('instructor_id')),
    video_type_id: integer(params.get('video_type_id')),
    program_id: integer(params.get('program_id')),
    tags: tags.length > 0 ? tags : undefined,
    completed: params.get('completed') === 'true' || undefined,
    favorites: params.get('favorites') === 'true' || undefined,
    duration: integer(params.get('duration')),
  };
  return { filters, page: Math.max(1, integer(params.get('page')) ?? 1) };
}

/** Newest first; the same day's videos by id, newest id first. */
export function newestFirst(a: VideoRecord, b: VideoRecord): number {
  return (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || b.video_id - a.video_id;
}

function callerVideoIds(customer_id: number | null): { favorites: Set<number>; completed: Set<number> } {
  if (customer_id === null) return { favorites: new Set(), completed: new Set() };
  return {
    favorites: new Set(db.favorites.findMany((q) => q.where({ customer_id })).map((f) => f.video_id)),
    completed: new Set(db.videoCompletions.findMany((q) => q.where({ customer_id })).map((c) => c.video_id)),
  };
}

export function searchVideos(filters: VideoFilters, customer_id: number | null): VideoRecord[] {
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
