import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  favorites,
  instructors,
  tags,
  videoCompletions,
  videoPlaybacks,
  videos,
  videoTags,
} from '#server/db/schema';
import { orNotFound } from '#server/http/api-error';
import { instructorViews } from '#server/services/catalogue';
import { VIDEO_MESSAGES } from '#src/domain/videos/messages';
import type { VideoRow } from './search';

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/**
 * Videos as one customer sees them (the mocks' videoView): coach, tags, and their own favorite
 * flag, completion and playbacks (`customer_id` null, staff without a customer record, sees none).
 * A page's worth of reads, whatever its length.
 */
export async function videoViews(db: Database, rows: VideoRow[], customer_id: number | null) {
  const ids = rows.map((row) => row.video_id);
  if (ids.length === 0) return [];
  const coachIds = [
    ...new Set(rows.flatMap((row) => (row.instructor_id === null ? [] : [row.instructor_id]))),
  ];
  const mine = <T extends typeof favorites | typeof videoCompletions | typeof videoPlaybacks>(table: T) =>
    and(eq(table.customer_id, customer_id ?? -1), inArray(table.video_id, ids));
  const [coaches, tagged, favored, completed, playbacks] = await Promise.all([
    coachIds.length
      ? db
          .select()
          .from(instructors)
          .where(inArray(instructors.instructor_id, coachIds))
          .then((found) => instructorViews(db, found))
      : [],
    db
      .select({ video_id: videoTags.video_id, tag: tags })
      .from(videoTags)
      .innerJoin(tags, eq(tags.tag_id, videoTags.tag_id))
      .where(inArray(videoTags.video_id, ids))
      .orderBy(asc(tags.tag_id)),
    customer_id === null ? [] : db.select().from(favorites).where(mine(favorites)),
    customer_id === null ? [] : db.select().from(videoCompletions).where(mine(videoCompletions)),
    customer_id === null
      ? []
      : db
          .select()
          .from(videoPlaybacks)
          .where(mine(videoPlaybacks))
          .orderBy(asc(videoPlaybacks.video_playback_id)),
  ]);
  const coachById = new Map(coaches.map((coach) => [coach.instructor_id, coach]));
  const tagsOf = groupBy(tagged, (row) => row.video_id);
  const favoriteIds = new Set(favored.map((row) => row.video_id));
  const completedIds = new Set(completed.map((row) => row.video_id));
  const playbacksOf = groupBy(playbacks, (row) => row.video_id);
  return rows.map(({ search_name: _folded, ...video }) => ({
    ...video,
    instructor: (video.instructor_id !== null && coachById.get(video.instructor_id)) || null,
    tags: (tagsOf.get(video.video_id) ?? []).map((row) => row.tag),
    favorite: favoriteIds.has(video.video_id) ? (1 as const) : (0 as const),
    completed: completedIds.has(video.video_id),
    playbacks: (playbacksOf.get(video.video_id) ?? []).map(({ customer_id: watcher, createdAt }) => ({
      customer_id: watcher,
      createdAt,
    })),
  }));
}

export async function videoView(db: Database, row: VideoRow, customer_id: number | null) {
  return (await videoViews(db, [row], customer_id))[0]!;
}

/** A video by id, or the spec's 404 ('Lo sentimos, no hemos encontrado este video.'). */
export async function findVideo(db: Database, video_id: number): Promise<VideoRow> {
  const [row] = Number.isInteger(video_id)
    ? await db.select().from(videos).where(eq(videos.video_id, video_id))
    : [];
  return orNotFound(row, VIDEO_MESSAGES.videoNotFound);
}
