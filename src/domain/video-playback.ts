/** How a video is played and followed (issue 13): its source kind, resuming, completing at 90%. */

export type VideoSourceKind = 'youtube' | 'vimeo' | 'hls' | 'file';

export function videoSourceKind(url: string): VideoSourceKind {
  const lower = url.toLowerCase();
  if (/(^|\/\/)(www\.|m\.)?(youtube\.com|youtu\.be|youtube-nocookie\.com)\//.test(lower)) return 'youtube';
  if (/(^|\/\/)(www\.|player\.)?vimeo\.com\//.test(lower)) return 'vimeo';
  if (/\.m3u8($|[?#])/.test(lower)) return 'hls';
  return 'file';
}

/** Watched this share of the video, it counts as completed on its own (the customer may undo it). */
export const AUTO_COMPLETE_SHARE = 0.9;

/** While playing, the position is saved this often (and on every pause). */
export const PROGRESS_SAVE_MS = 10_000;

export function reachedAutoComplete(position: number, duration: number | null): boolean {
  return duration !== null && duration > 0 && position >= duration * AUTO_COMPLETE_SHARE;
}

/** Positions this close to the start are not worth resuming. */
const RESUME_MIN_SECONDS = 2;

/**
 * Where to start: the saved position, unless it is almost at the start, or the video was watched
 * to completion (then it starts over).
 */
export function resumePosition(saved: { position: number; duration?: number | null } | null): number {
  if (!saved || saved.position < RESUME_MIN_SECONDS) return 0;
  if (reachedAutoComplete(saved.position, saved.duration ?? null)) return 0;
  return saved.position;
}

/** "12:05" or "1:02:05": a player position for people. */
export function clockOf(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
