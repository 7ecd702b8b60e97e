/** What a video card shows (specs §2, §9): cut texts, the coach's name, the length. */

export const VIDEO_TITLE_CUT = 35;
export const VIDEO_DESCRIPTION_CUT = 60;

/**
 * The first `max` characters and '...' when the text is longer; a text that fits is left whole.
 * Characters are counted as the reader sees them (an accent or an emoji is one).
 */
export function cutText(text: string | null | undefined, max: number): string {
  const whole = (text ?? '').trim();
  const characters = Array.from(whole);
  if (characters.length <= max) return whole;
  return `${characters.slice(0, max).join('').trimEnd()}...`;
}

export const cutVideoTitle = (name: string) => cutText(name, VIDEO_TITLE_CUT);
export const cutVideoDescription = (description: string | null | undefined) =>
  cutText(description, VIDEO_DESCRIPTION_CUT);

/** The featured video: the first favorite, or the first video when there is none. */
export function featuredVideo<V extends { video_id: number }>(
  videos: readonly V[],
  favorites: readonly V[],
): V | null {
  return favorites[0] ?? videos[0] ?? null;
}

/** The grid under the featured video: the page's videos without it. */
export function gridVideos<V extends { video_id: number }>(videos: readonly V[], featured: V | null): V[] {
  return featured ? videos.filter((video) => video.video_id !== featured.video_id) : [...videos];
}
