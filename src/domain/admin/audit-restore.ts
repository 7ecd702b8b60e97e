/*
 * Undoing the deletion of a coach or a tag (issue 31). Deleting one drops it from every class and
 * video that listed it and a coach from its staff login (foreign keys on the server, the handler
 * in the mocks), so the log keeps, with the deleted record, where it was (`links`: each class and
 * its place among the class's coaches or tags, each video, the login). Undoing the deletion puts
 * the record back and it back on those that still exist. Both backends gather the same plain
 * facts and store what `planRestore` decides.
 */
import type { components } from '#src/api/schema.gen';

type S = components['schemas'];
type Row = Record<string, unknown>;
export type AuditLink = S['AuditLink'];

/** A class's list that names coaches or tags, in the order the class shows them. */
export type LinkField = 'instructor_ids' | 'tag_ids';

/** The records whose deletion can be undone, by the log's type, and the class list that names them. */
const RESTORABLE: Readonly<Record<string, LinkField>> = { instructor: 'instructor_ids', tag: 'tag_ids' };

/** The class list naming records of this type; undefined when their deletion is not undone. */
export function linkFieldOf(object_type: string): LinkField | undefined {
  return Object.hasOwn(RESTORABLE, object_type) ? RESTORABLE[object_type] : undefined;
}

/** A class with its coaches and tags, as both stores read it (the mocks' record, the server's log). */
export interface LinkedClass {
  single_class_id: number;
  instructor_ids: readonly number[];
  tag_ids: readonly number[];
}

/** A video of the library with its one coach and its tags. */
export interface LinkedVideo {
  video_id: number;
  /** Null or absent: no coach. */
  instructor_id?: number | null;
  tag_ids: readonly number[];
}

/** A sign-in account with its role and the coach record it is (users.coach_id). */
export interface LinkedLogin {
  uid: string;
  role: string;
  coach_id: number | null;
}

/** What listed records at the moment of a deletion (or, for a restore, now). */
export interface LinkingRecords {
  classes: readonly LinkedClass[];
  videos: readonly LinkedVideo[];
  logins: readonly LinkedLogin[];
}

/** The record's place in a video: its coach (0) or among its tags; -1 when the video lacks it. */
function placeInVideo(field: LinkField, video: LinkedVideo, id: number): number {
  if (field === 'tag_ids') return video.tag_ids.indexOf(id);
  return video.instructor_id === id ? 0 : -1;
}

/**
 * Where a coach or tag is listed, read just before it is deleted: kept with its deletion. Classes
 * (by id), then videos (by id), then a coach's logins (by uid).
 */
export function linksAtDeletion(
  object_type: string,
  object_id: number,
  listing: LinkingRecords,
): AuditLink[] {
  const field = linkFieldOf(object_type);
  if (!field) return [];
  const classes = listing.classes
    .map((linked) => ({ id: linked.single_class_id, position: linked[field].indexOf(object_id) }))
    .filter(({ position }) => position >= 0)
    .sort((a, b) => a.id - b.id)
    .map(({ id, position }) => ({ object_type: 'single_class', object_id: id, position }));
  const videos = listing.videos
    .map((video) => ({ id: video.video_id, position: placeInVideo(field, video, object_id) }))
    .filter(({ position }) => position >= 0)
    .sort((a, b) => a.id - b.id)
    .map(({ id, position }) => ({ object_type: 'video', object_id: id, position }));
  const logins =
    object_type === 'instructor'
      ? listing.logins
          .filter((login) => login.coach_id === object_id)
          .map((login) => login.uid)
          .sort()
          .map((uid) => ({ object_type: 'user', object_id: uid, position: 0 }))
      : [];
  return [...classes, ...videos, ...logins];
}

export interface RestoreFacts {
  /** The classes the deletion's links name that still exist, as they are now. */
  classes: readonly LinkedClass[];
  /** The videos the links name that still exist, as they are now. */
  videos: readonly LinkedVideo[];
  /** The logins the links name that still exist, as they are now. */
  logins: readonly LinkedLogin[];
  /** The record's `*_id` fields whose object is gone since (a coach's photo): stored as null. */
  missingRefs: readonly string[];
}

export interface RestorePlan {
  /** The record to store again, with its own id, as the log shows it (the contract's fields). */
  record: Row;
  /** Each class to change: the list to store in `field`, the restored record back in its place. */
  classes: Array<{ single_class_id: number; field: LinkField; ids: number[] }>;
  /** Each video to change: its coach again, or its tags with the tag back in its place. */
  videos: Array<{ video_id: number; instructor_id: number } | { video_id: number; tag_ids: number[] }>;
  /** Each login to be the restored coach again. */
  logins: Array<{ uid: string; coach_id: number }>;
}

/** The links of one type, each record once, in the log's order. */
function linksTo(change: S['AuditChange'], object_type: string): AuditLink[] {
  const seen = new Set<number | string>();
  return (change.links ?? []).filter((link) => {
    if (link.object_type !== object_type || seen.has(link.object_id)) return false;
    seen.add(link.object_id);
    return true;
  });
}

/** `ids` with `id` at `position`, or last when the list is shorter now. */
const insertedAt = (ids: readonly number[], id: number, position: number) => {
  const next = [...ids];
  next.splice(Math.min(position, next.length), 0, id);
  return next;
};

/**
 * What undoing a deletion stores. A class, video or login deleted since is skipped; one that lists
 * the record again already is left as it is; otherwise the record goes back at the place it had
 * (or last, when the class or video lists fewer now). A video that has another coach now keeps
 * it; a login gets its coach back only while it is a coach's login with no coach (the owner may
 * have given it another coach or another role since). Whether the deletion may be undone at all
 * is `decideRevert`'s.
 */
export function planRestore(change: S['AuditChange'], facts: RestoreFacts): RestorePlan {
  const record: Row = Object.fromEntries(change.fields.map(({ field, before }) => [field, before]));
  for (const ref of facts.missingRefs) if (ref in record) record[ref] = null;
  const field = linkFieldOf(change.object_type);
  const id = change.object_id;
  const plan: RestorePlan = { record, classes: [], videos: [], logins: [] };
  if (!field || typeof id !== 'number') return plan;
  for (const link of linksTo(change, 'single_class')) {
    const linked = facts.classes.find((candidate) => candidate.single_class_id === link.object_id);
    if (!linked || linked[field].includes(id)) continue;
    const ids = insertedAt(linked[field], id, link.position);
    plan.classes.push({ single_class_id: linked.single_class_id, field, ids });
  }
  for (const link of linksTo(change, 'video')) {
    const video = facts.videos.find((candidate) => candidate.video_id === link.object_id);
    if (!video) continue;
    if (field === 'instructor_ids' && (video.instructor_id ?? null) === null) {
      plan.videos.push({ video_id: video.video_id, instructor_id: id });
    } else if (field === 'tag_ids' && !video.tag_ids.includes(id)) {
      plan.videos.push({ video_id: video.video_id, tag_ids: insertedAt(video.tag_ids, id, link.position) });
    }
  }
  if (field !== 'instructor_ids') return plan;
  for (const link of linksTo(change, 'user')) {
    const login = facts.logins.find((candidate) => candidate.uid === link.object_id);
    if (login?.role === 'coach' && login.coach_id === null)
      plan.logins.push({ uid: login.uid, coach_id: id });
  }
  return plan;
}
