/**
 * The online library's filters (specs §2, §3 video filters) as the address bar holds them, so a
 * filtered view can be shared, reloaded and navigated back to. Pure: URLSearchParams in and out.
 */

/** Specs §9: the library pages by 32. */
export const VIDEO_PAGE_SIZE = 32;

/** Typing settles this long before the search reaches the address bar (and the server). */
export const SEARCH_DEBOUNCE_MS = 400;

/** Longest-class choices of the duration filter, in minutes. */
export const DURATION_CHOICES = [15, 30, 45, 60] as const;

export interface VideoFilters {
  query: string;
  instructorId: number | null;
  classTypeId: number | null;
  tagId: number | null;
  classCategoryId: number | null;
  videoTypeId: number | null;
  /** Longest duration in minutes. */
  duration: number | null;
  completed: boolean;
  favorites: boolean;
  page: number;
}

export const NO_VIDEO_FILTERS: VideoFilters = {
  query: '',
  instructorId: null,
  classTypeId: null,
  tagId: null,
  classCategoryId: null,
  videoTypeId: null,
  duration: null,
  completed: false,
  favorites: false,
  page: 1,
};

type IdKey = 'instructorId' | 'classTypeId' | 'tagId' | 'classCategoryId' | 'videoTypeId' | 'duration';

/** The address bar's names (Spanish, readable when shared). */
const ID_PARAMS: Record<IdKey, string> = {
  instructorId: 'coach',
  classTypeId: 'tipo',
  tagId: 'etiqueta',
  classCategoryId: 'categoria',
  videoTypeId: 'formato',
  duration: 'duracion',
};
const ID_KEYS = Object.keys(ID_PARAMS) as IdKey[];

function positiveInteger(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

/** Unknown or malformed values are ignored: a hand-edited link still opens the library. */
export function videoFiltersFromSearch(search: URLSearchParams): VideoFilters {
  const filters: VideoFilters = { ...NO_VIDEO_FILTERS, query: search.get('q')?.trim() ?? '' };
  for (const key of ID_KEYS) filters[key] = positiveInteger(search.get(ID_PARAMS[key]));
  filters.completed = search.get('completadas') === '1';
  filters.favorites = search.get('favoritas') === '1';
  filters.page = positiveInteger(search.get('pagina')) ?? 1;
  return filters;
}

/** Only what differs from no filter, so the plain library keeps a plain address. */
export function videoFiltersToSearch(filters: VideoFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.query.trim()) search.set('q', filters.query.trim());
  for (const key of ID_KEYS) {
    const value = filters[key];
    if (value !== null) search.set(ID_PARAMS[key], String(value));
  }
  if (filters.completed) search.set('completadas', '1');
  if (filters.favorites) search.set('favoritas', '1');
  if (filters.page > 1) search.set('pagina', String(filters.page));
  return search;
}

/** Changing any filter starts again from the first page. */
export function withVideoFilter(
  filters: VideoFilters,
  change: Partial<Omit<VideoFilters, 'page'>>,
): VideoFilters {
  return { ...filters, ...change, page: 1 };
}

/** Anything narrowing the library (the page is not a filter). */
export function hasVideoFilters(filters: VideoFilters): boolean {
  return videoFiltersToSearch({ ...filters, page: 1 }).size > 0;
}

/** The GET /videos query the filters stand for. */
export function videoListQuery(filters: VideoFilters) {
  const query = filters.query.trim();
  return {
    ...(query ? { query } : {}),
    ...(filters.instructorId === null ? {} : { instructor_id: filters.instructorId }),
    ...(filters.classTypeId === null ? {} : { class_type_id: filters.classTypeId }),
    ...(filters.tagId === null ? {} : { tag_id: filters.tagId }),
    ...(filters.classCategoryId === null ? {} : { class_category_id: filters.classCategoryId }),
    ...(filters.videoTypeId === null ? {} : { video_type_id: filters.videoTypeId }),
    ...(filters.duration === null ? {} : { duration: filters.duration }),
    ...(filters.completed ? { completed: true } : {}),
    ...(filters.favorites ? { favorites: true } : {}),
    page: filters.page,
  };
}

export function videoPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / VIDEO_PAGE_SIZE));
}

/** Which 'Estás viendo: …' note shows: favorites first when both are on. */
export function viewingNote(filters: VideoFilters): 'favorites' | 'completed' | null {
  if (filters.favorites) return 'favorites';
  if (filters.completed) return 'completed';
  return null;
}
