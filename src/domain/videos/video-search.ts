/*
 * The library's search as GET /videos receives it (commerce §3 video filters), read the same way
 * by the mocks and the server: unknown or malformed values are ignored, as a lenient server would.
 * The mocks filter in memory and the server in SQL; both page by VIDEO_PAGE_SIZE, newest first.
 */
import type { operations } from '#src/api/schema.gen';
import { VIDEO_PAGE_SIZE } from '#src/domain/video-filters';
import { pageWindow } from '#src/domain/paging';

export { VIDEO_PAGE_SIZE };

/** How many of the newest videos the "latest videos" strip shows. */
export const UPCOMING_COUNT = 4;

/** GET /videos's filters as the contract names them (the page aside). */
export type VideoSearch = Omit<NonNullable<operations['listVideos']['parameters']['query']>, 'page'>;

function integer(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) ? number : undefined;
}

export function readVideoSearch(params: URLSearchParams): { filters: VideoSearch; page: number } {
  const tags = params
    .getAll('tags')
    .flatMap((value) => value.split(','))
    .map((value) => integer(value))
    .filter((value): value is number => value !== undefined);
  const filters: VideoSearch = {
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

/** The rows a page shows. */
export function videoPageWindow(page: number): { offset: number; limit: number } {
  return pageWindow(page, VIDEO_PAGE_SIZE);
}

/** Newest first; the same instant's videos by id, newest id first; a video without a date last. */
export function newestFirst(
  a: { createdAt?: string | null; video_id: number },
  b: { createdAt?: string | null; video_id: number },
): number {
  return (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || b.video_id - a.video_id;
}
