import { and, count, desc, eq, getTableColumns, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { containing } from '#server/db/like';
import { favorites, videoCompletions, videos, videoTags } from '#server/db/schema';
import { foldText } from '#src/domain/fold-text';
import type { VideoSearch } from '#src/domain/videos/video-search';

/**
 * GET /videos's filters as SQL conditions, each served by an index (migration 0008): the name by
 * its trigram index, tags, favorites and completions by their (customer or tag, video) keys.
 * A caller without a customer record (staff) has no favorites or completions: those filters match nothing.
 */
function conditions(filters: VideoSearch, customer_id: number | null): SQL | undefined {
  const where: Array<SQL | undefined> = [];
  if (filters.query !== undefined) {
    where.push(sql`${videos.search_name} like ${containing(foldText(filters.query))}`);
  }
  const tagged = (tagIds: number[]) =>
    sql`exists (select 1 from ${videoTags} where ${videoTags.video_id} = ${videos.video_id} and ${inArray(videoTags.tag_id, tagIds)})`;
  if (filters.tag_id !== undefined) where.push(tagged([filters.tag_id]));
  if (filters.tags !== undefined) where.push(tagged(filters.tags));
  const columns = [
    [videos.class_category_id, filters.class_category_id],
    [videos.class_type_id, filters.class_type_id],
    [videos.instructor_id, filters.instructor_id],
    [videos.video_type_id, filters.video_type_id],
    [videos.program_id, filters.program_id],
  ] as const;
  for (const [column, wanted] of columns) if (wanted !== undefined) where.push(eq(column, wanted));
  if (filters.duration !== undefined) where.push(lte(videos.duration, filters.duration));
  const mine = (table: typeof favorites | typeof videoCompletions) =>
    customer_id === null
      ? sql`false`
      : sql`exists (select 1 from ${table} where ${table.customer_id} = ${customer_id} and ${table.video_id} = ${videos.video_id})`;
  if (filters.favorites) where.push(mine(favorites));
  if (filters.completed) where.push(mine(videoCompletions));
  return and(...where);
}

/** Newest first, the same instant by id (src/domain/videos/video-search.ts newestFirst), as the index is sorted. */
export const NEWEST_FIRST = [sql`${videos.createdAt} desc nulls last`, desc(videos.video_id)];

export type VideoRow = typeof videos.$inferSelect;

type Window = { offset: number; limit: number };

/**
 * The statement that reads one page and, beside each row, how many match in all (tests explain
 * it: it must not read the whole table). One statement, not a page and a count: the video search
 * is the library's busiest read.
 */
export function videoPageQuery(
  db: Database,
  filters: VideoSearch,
  customer_id: number | null,
  window: Window,
) {
  return db
    .select({ ...getTableColumns(videos), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(videos)
    .where(conditions(filters, customer_id))
    .orderBy(...NEWEST_FIRST)
    .limit(window.limit)
    .offset(window.offset);
}

/** One page of the matches and how many match in all; without a window, every match. */
export async function searchVideos(
  db: Database,
  filters: VideoSearch,
  customer_id: number | null,
  window?: Window,
): Promise<{ rows: VideoRow[]; total: number }> {
  if (!window) {
    const rows = await db
      .select()
      .from(videos)
      .where(conditions(filters, customer_id))
      .orderBy(...NEWEST_FIRST);
    return { rows, total: rows.length };
  }
  const page = await videoPageQuery(db, filters, customer_id, window);
  const rows = page.map(({ total: _total, ...row }) => row);
  if (page.length > 0 || window.offset === 0) return { rows, total: page[0]?.total ?? 0 };
  // A page past the last match has no row to carry the count.
  const [counted] = await db.select({ total: count() }).from(videos).where(conditions(filters, customer_id));
  return { rows, total: counted?.total ?? 0 };
}
