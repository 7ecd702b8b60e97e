import { asc, eq, inArray } from 'drizzle-orm';
import {
  linksAtDeletion,
  type AuditLink,
  type LinkedLogin,
  type LinkedVideo,
  type RestorePlan,
} from '#src/domain/admin/audit-restore';
import type { Database } from '#server/db/client';
import { users, videos, videoTags } from '#server/db/schema';
import { classesListing } from '#server/schedule-admin/class-links';
import type { AuditedTable, AuditLog } from './audit';
import { userTable } from './customer-tables';

/*
 * A coach's or tag's videos and a coach's staff login (decision 086): the foreign keys set a
 * video's coach or a login's coach to null and drop a video's tag, so a deletion reads them first
 * and keeps them in its `links`; undoing it locks those still there and stores what `planRestore`
 * decided, logged as their changes (the mocks' log shows the same).
 */

/** Videos are written by no staff call; only an undo logs them, by their id. */
const videoTable: AuditedTable = {
  table: videos,
  id: videos.video_id,
  idKey: 'video_id',
  objectType: 'video',
};

type Row = Record<string, unknown>;
type LoggedVideo = LinkedVideo & Row;
type LoggedLogin = LinkedLogin & Row;

/** The videos given that still exist, with their tags (in tag order, as shown); locked in id order to write. */
export async function linkedVideos(tx: Database, ids: number[], lock: boolean): Promise<LoggedVideo[]> {
  if (ids.length === 0) return [];
  const query = tx.select().from(videos).where(inArray(videos.video_id, ids)).orderBy(asc(videos.video_id));
  const rows = lock ? await query.for('update') : await query;
  if (rows.length === 0) return [];
  const tagged = await tx
    .select()
    .from(videoTags)
    .where(
      inArray(
        videoTags.video_id,
        rows.map((row) => row.video_id),
      ),
    )
    .orderBy(asc(videoTags.tag_id));
  return rows.map(({ search_name: _search, ...row }) => ({
    ...row,
    tag_ids: tagged.filter((tag) => tag.video_id === row.video_id).map((tag) => tag.tag_id),
  }));
}

/** The logins given that still exist; locked in uid order to write. */
export async function linkedLogins(tx: Database, uids: string[], lock: boolean): Promise<LoggedLogin[]> {
  if (uids.length === 0) return [];
  const query = tx.select().from(users).where(inArray(users.uid, uids)).orderBy(asc(users.uid));
  return lock ? await query.for('update') : await query;
}

/** Where a coach (or tag) is listed: classes, videos, a coach's logins, read before its deletion drops them. */
export function deletionLinksOf(objectType: 'instructor' | 'tag') {
  return async (tx: Database, id: number): Promise<AuditLink[]> => {
    const videoIds =
      objectType === 'instructor'
        ? await tx.select({ id: videos.video_id }).from(videos).where(eq(videos.instructor_id, id))
        : await tx.select({ id: videoTags.video_id }).from(videoTags).where(eq(videoTags.tag_id, id));
    const logins =
      objectType === 'instructor' ? await tx.select().from(users).where(eq(users.coach_id, id)) : [];
    return linksAtDeletion(objectType, id, {
      classes: await classesListing(tx, objectType, id),
      videos: await linkedVideos(
        tx,
        videoIds.map((row) => row.id),
        false,
      ),
      logins,
    });
  };
}

/** Stores the videos' coach or tags a restore decided for locked videos (`current`); each change logged. */
export async function storeVideoLinks(
  tx: Database,
  log: AuditLog,
  current: readonly LoggedVideo[],
  planned: RestorePlan['videos'],
): Promise<void> {
  for (const change of planned) {
    const before = current.find((video) => video.video_id === change.video_id)!;
    if ('instructor_id' in change) {
      await tx
        .update(videos)
        .set({ instructor_id: change.instructor_id })
        .where(eq(videos.video_id, change.video_id));
    } else {
      await tx.delete(videoTags).where(eq(videoTags.video_id, change.video_id));
      await tx
        .insert(videoTags)
        .values(change.tag_ids.map((tag_id) => ({ video_id: change.video_id, tag_id })));
    }
    const { video_id: _id, ...values } = change;
    log.change(videoTable, before, { ...before, ...values });
  }
}

/** Stores each login's coach a restore decided for locked logins (`current`); each change logged. */
export async function storeLoginLinks(
  tx: Database,
  log: AuditLog,
  current: readonly LoggedLogin[],
  planned: RestorePlan['logins'],
): Promise<void> {
  for (const { uid, coach_id } of planned) {
    const before = current.find((login) => login.uid === uid)!;
    await tx.update(users).set({ coach_id }).where(eq(users.uid, uid));
    log.change(userTable, before, { ...before, coach_id });
  }
}
