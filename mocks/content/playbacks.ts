import { mockNow } from '#mocks/clock';
import { db } from '#mocks/db';

/*
 * mocks/db.ts has no collection for playbacks, so they live here, keyed by customer and video.
 * They follow the videos' lifetime: a deleted video (and every video when the database is
 * cleared for a re-seed) takes its playbacks with it, so tests and QA resets start clean.
 * They are not part of the browser snapshot, so a page reload forgets them.
 */
interface Playback {
  customer_id: number;
  createdAt: string;
}

const byVideo = new Map<number, Playback[]>();

db.videos.hooks.on('delete', (event) => {
  byVideo.delete(event.data.deletedRecord.video_id);
});

export function recordPlayback(customer_id: number, video_id: number): void {
  const playbacks = byVideo.get(video_id) ?? [];
  playbacks.push({ customer_id, createdAt: mockNow().toISOString() });
  byVideo.set(video_id, playbacks);
}

/** One customer's playbacks of a video, oldest first. */
export function playbacksOf(customer_id: number, video_id: number): Playback[] {
  return (byVideo.get(video_id) ?? [])
    .filter((playback) => playback.customer_id === customer_id)
    .map((playback) => ({ ...playback }));
}
