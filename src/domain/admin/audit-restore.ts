/*
 * Undoing the deletion of a coach or a tag (issue 31). Deleting one drops it from every class
 * that listed it (a foreign key on the server, the handler in the mocks), so the log keeps, with
 * the deleted record, where it was (`links`: each class and its place among the class's coaches
 * or tags). Undoing the deletion puts the record back and it back on those classes that still
 * exist. Both backends gather the same plain facts and store what `planRestore` decides.
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

/** Where a coach or tag is listed, read just before it is deleted: kept with its deletion. */
export function linksAtDeletion(
  object_type: string,
  object_id: number,
  classes: readonly LinkedClass[],
): AuditLink[] {
  const field = linkFieldOf(object_type);
  if (!field) return [];
  return classes
    .map((linked) => ({ id: linked.single_class_id, position: linked[field].indexOf(object_id) }))
    .filter(({ position }) => position >= 0)
    .sort((a, b) => a.id - b.id)
    .map(({ id, position }) => ({ object_type: 'single_class', object_id: id, position }));
}

export interface RestoreFacts {
  /** The classes the deletion's links name that still exist, as they are now. */
  classes: readonly LinkedClass[];
  /** The record's `*_id` fields whose object is gone since (a coach's photo): stored as null. */
  missingRefs: readonly string[];
}

export interface RestorePlan {
  /** The record to store again, with its own id, as the log shows it (the contract's fields). */
  record: Row;
  /** Each class to change: the list to store in `field`, the restored record back in its place. */
  classes: Array<{ single_class_id: number; field: LinkField; ids: number[] }>;
}

/**
 * What undoing a deletion stores. A class deleted since is skipped; one that lists the record
 * again already is left as it is; otherwise the record goes back at the place it had (or last,
 * when the class lists fewer now). Whether the deletion may be undone at all is `decideRevert`'s.
 */
export function planRestore(change: S['AuditChange'], facts: RestoreFacts): RestorePlan {
  const record: Row = Object.fromEntries(change.fields.map(({ field, before }) => [field, before]));
  for (const ref of facts.missingRefs) if (ref in record) record[ref] = null;
  const field = linkFieldOf(change.object_type);
  const id = change.object_id;
  const classes: RestorePlan['classes'] = [];
  if (!field || typeof id !== 'number') return { record, classes };
  const seen = new Set<number>();
  for (const link of change.links ?? []) {
    if (link.object_type !== 'single_class' || seen.has(link.object_id)) continue;
    seen.add(link.object_id);
    const linked = facts.classes.find((candidate) => candidate.single_class_id === link.object_id);
    if (!linked || linked[field].includes(id)) continue;
    const ids = [...linked[field]];
    ids.splice(Math.min(link.position, ids.length), 0, id);
    classes.push({ single_class_id: linked.single_class_id, field, ids });
  }
  return { record, classes };
}
