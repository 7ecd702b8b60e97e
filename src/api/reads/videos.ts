import type { ScheduleDay } from '#src/api/entities';
import { api, unwrap } from '#src/api/client';
import { ApiFailure } from '#src/api/errors';
import type { components } from '#src/api/schema.gen';
import { hasVideoFilters, videoListQuery, type VideoFilters } from '#src/domain/video-filters';

type S = components['schemas'];
export type Video = S['Video'];
export type VideoProgress = S['VideoProgress'];

/** Specs §4: a 412 from any video call marks "purchase needed"; the screens show it, not an error. */
const isNoMembership = (error: unknown) => error instanceof ApiFailure && error.status === 412;

export type VideoLibrary =
  | { access: 'none' }
  | {
      access: 'granted';
      videos: Video[];
      total: number;
      /** The first favorite, else the first video; only on the unfiltered first page. */
      favorites: Video[];
      latest: Video | null;
    };

/** One page of the library (GET /videos) with what the unfiltered first page adds. */
export async function readVideoLibrary(filters: VideoFilters): Promise<VideoLibrary> {
  const plainFirstPage = filters.page === 1 && !hasVideoFilters(filters);
  try {
    const [list, favorites, upcoming] = await Promise.all([
      unwrap(api.GET('/videos', { params: { query: videoListQuery(filters) } })),
      plainFirstPage ? unwrap(api.GET('/favorites')) : Promise.resolve({ favorites: [] }),
      plainFirstPage ? unwrap(api.GET('/videos/upcoming')) : Promise.resolve({ videos: [] }),
    ]);
    return {
      access: 'granted',
      videos: list.videos,
      total: list.total,
      favorites: favorites.favorites.flatMap((favorite) => (favorite.video ? [favorite.video] : [])),
      latest: upcoming.videos[0] ?? null,
    };
  } catch (error) {
    if (isNoMembership(error)) return { access: 'none' };
    throw error;
  }
}

export interface VideoFilterOptions {
  coaches: S['Instructor'][];
  classTypes: S['ClassType'][];
  tags: S['Tag'][];
  categories: S['ClassCategory'][];
  videoTypes: S['VideoType'][];
}

/** The choices of the filter card; the tags are those of type video (specs §7). */
export async function readVideoFilterOptions(): Promise<VideoFilterOptions> {
  const [coaches, classTypes, tags, categories, videoTypes] = await Promise.all([
    unwrap(api.GET('/instructors')),
    unwrap(api.GET('/class_types')),
    unwrap(api.GET('/tags', { params: { query: { type: 'video' } } })),
    unwrap(api.GET('/class_categories')),
    unwrap(api.GET('/video_types')),
  ]);
  return {
    coaches: coaches.instructors,
    classTypes: classTypes.class_types,
    tags: tags.tags,
    categories: categories.class_categories,
    videoTypes: videoTypes.video_types,
  };
}

export type VideoScreen =
  | { kind: 'found'; video: Video; progress: VideoProgress | null }
  | { kind: 'notFound' }
  | { kind: 'noMembership' };

/** GET /videos/{id} and where this customer stopped (GET /videos/{id}/progress, inferred). */
export async function readVideoScreen({ id }: { id: number }): Promise<VideoScreen> {
  const path = { params: { path: { id } } };
  try {
    const [{ video }, { progress }] = await Promise.all([
      unwrap(api.GET('/videos/{id}', path)),
      unwrap(api.GET('/videos/{id}/progress', path)),
    ]);
    return { kind: 'found', video, progress };
  } catch (error) {
    if (isNoMembership(error)) return { kind: 'noMembership' };
    if (error instanceof ApiFailure && error.status === 404) return { kind: 'notFound' };
    throw error;
  }
}

/** A coach's in-person classes between two studio days (GET /single_class?instructor_id). */
export async function readCoachClasses(query: {
  instructorId: number;
  start: string;
  end: string;
}): Promise<ScheduleDay[]> {
  const { days } = await unwrap(
    api.GET('/single_class', {
      params: { query: { start_date: query.start, end_date: query.end, instructor_id: query.instructorId } },
    }),
  );
  return days;
}
