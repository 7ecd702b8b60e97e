import { eq, inArray, sql } from 'drizzle-orm';
import { intArray, rowsOf, type Database } from '#server/db/client';
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
import { instructorViewsWhere } from '#server/services/catalogue';
import { VIDEO_MESSAGES } from '#src/domain/videos/messages';
import type { VideoRow } from './search';

interface VideoExtras {
  video_id: number;
  /** Each tag's row as json_agg writes it: its columns are named as the schema's fields. */
  tags: Array<typeof tags.$inferSelect>;
  favorite: boolean;
  completed: boolean;
  playbacks: Array<{ customer_id: number; createdAt: string }>;
}

/**
 * Each video's tags and the caller's favorite flag, completion and playbacks, in one statement:
 * the video search is the library's busiest read, and each statement is a round trip under load.
 */
function videoExtras(db: Database, ids: number[], customer_id: number | null) {
  const caller = customer_id ?? -1;
  return rowsOf<VideoExtras>(
    db,
    sql`select v.video_id,
          coalesce((select json_agg(t order by t.tag_id)
            from ${videoTags} vt join ${tags} t on t.tag_id = vt.tag_id where vt.video_id = v.video_id), '[]') as tags,
          exists (select 1 from ${favorites} f where f.customer_id = ${caller}::int and f.video_id = v.video_id) as favorite,
          exists (select 1 from ${videoCompletions} c where c.customer_id = ${caller}::int and c.video_id = v.video_id) as completed,
          coalesce((select json_agg(json_build_object('customer_id', p.customer_id, 'createdAt', p.created_at)
              order by p.video_playback_id)
            from ${videoPlaybacks} p where p.customer_id = ${caller}::int and p.video_id = v.video_id), '[]') as playbacks
        from unnest(${intArray(ids)}) as v(video_id)`,
  );
}

/**
 * Videos as one customer sees them (the mocks' videoView): coach, tags, and their own favorite
 * flag, completion and playbacks (`customer_id` null, staff without a customer record, sees none).
 * Two statements, whatever the page's length.
 */
export async function videoViews(db: Database, rows: VideoRow[], customer_id: number | null) {
  const ids = rows.map((row) => row.video_id);
  if (ids.length === 0) return [];
  const coachIds = [
    ...new Set(rows.flatMap((row) => (row.instructor_id === null ? [] : [row.instructor_id]))),
  ];
  const [coaches, extras] = await Promise.all([
    coachIds.length ? instructorViewsWhere(db, inArray(instructors.instructor_id, coachIds)) : [],
    videoExtras(db, ids, customer_id),
  ]);
  const coachById = new Map(coaches.map((coach) => [coach.instructor_id, coach]));
  const extrasOf = new Map(extras.map((row) => [row.video_id, row]));
  return rows.map(({ search_name: _folded, ...video }) => {
    const extra = extrasOf.get(video.video_id)!;
    return {
      ...video,
      instructor: (video.instructor_id !== null && coachById.get(video.instructor_id)) || null,
      tags: extra.tags,
      favorite: extra.favorite ? (1 as const) : (0 as const),
      completed: extra.completed,
      // json_agg writes instants as PostgreSQL does: the contract's ISO form, as the schema's instant reads them.
      playbacks: extra.playbacks.map(({ customer_id: watcher, createdAt }) => ({
        customer_id: watcher,
        createdAt: new Date(createdAt).toISOString(),
      })),
    };
  });
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
