import { asc, eq, inArray } from 'drizzle-orm';
import type { AuditLog } from '#server/admin/audit';
import type { Database } from '#server/db/client';
import { singleClasses, singleClassInstructors, singleClassTags } from '#server/db/schema';
import type { LinkedClass, RestorePlan } from '#src/domain/admin/audit-restore';
import { singleClassTable } from './audited';

/** A class as the log records it (store-class.ts): its columns but the revision, its coaches and tags. */
export type LoggedClass = LinkedClass & Record<string, unknown>;

function grouped(rows: Array<{ id: number; linked: number }>): Map<number, number[]> {
  const lists = new Map<number, number[]>();
  for (const { id, linked } of rows) lists.set(id, [...(lists.get(id) ?? []), linked]);
  return lists;
}

/**
 * The classes given that still exist, as the log records them, in a few statements however many
 * there are; locked (in id order) when a revert is to write them.
 */
export async function linkedClasses(tx: Database, ids: number[], lock: boolean): Promise<LoggedClass[]> {
  if (ids.length === 0) return [];
  const query = tx
    .select()
    .from(singleClasses)
    .where(inArray(singleClasses.single_class_id, ids))
    .orderBy(asc(singleClasses.single_class_id));
  const rows = lock ? await query.for('update') : await query;
  if (rows.length === 0) return [];
  const existing = rows.map((row) => row.single_class_id);
  const coaches = grouped(
    await tx
      .select({ id: singleClassInstructors.single_class_id, linked: singleClassInstructors.instructor_id })
      .from(singleClassInstructors)
      .where(inArray(singleClassInstructors.single_class_id, existing))
      .orderBy(asc(singleClassInstructors.position)),
  );
  const tagged = grouped(
    await tx
      .select({ id: singleClassTags.single_class_id, linked: singleClassTags.tag_id })
      .from(singleClassTags)
      .where(inArray(singleClassTags.single_class_id, existing))
      .orderBy(asc(singleClassTags.tag_id)),
  );
  return rows.map(({ revision: _revision, ...columns }) => ({
    ...columns,
    instructor_ids: coaches.get(columns.single_class_id) ?? [],
    tag_ids: tagged.get(columns.single_class_id) ?? [],
  }));
}

/** The classes a coach (or tag) is on, as the log records them, read before its deletion drops them. */
export async function classesListing(
  tx: Database,
  objectType: 'instructor' | 'tag',
  id: number,
): Promise<LoggedClass[]> {
  const listed =
    objectType === 'instructor'
      ? await tx
          .select({ id: singleClassInstructors.single_class_id })
          .from(singleClassInstructors)
          .where(eq(singleClassInstructors.instructor_id, id))
      : await tx
          .select({ id: singleClassTags.single_class_id })
          .from(singleClassTags)
          .where(eq(singleClassTags.tag_id, id));
  return linkedClasses(
    tx,
    listed.map((row) => row.id),
    false,
  );
}

/**
 * Stores the coach or tag lists a restore decided for locked classes (`current`, as read by
 * `linkedClasses`): each class's list replaced whole, coaches in their order; each change logged.
 */
export async function storeRelinked(
  tx: Database,
  log: AuditLog,
  current: readonly LoggedClass[],
  relinked: RestorePlan['classes'],
): Promise<void> {
  if (relinked.length === 0) return;
  const ids = relinked.map((change) => change.single_class_id);
  const coaches = relinked.filter((change) => change.field === 'instructor_ids');
  const tagged = relinked.filter((change) => change.field === 'tag_ids');
  if (coaches.length > 0) {
    await tx.delete(singleClassInstructors).where(inArray(singleClassInstructors.single_class_id, ids));
    await tx
      .insert(singleClassInstructors)
      .values(
        coaches.flatMap(({ single_class_id, ids: listed }) =>
          listed.map((instructor_id, position) => ({ single_class_id, instructor_id, position })),
        ),
      );
  }
  if (tagged.length > 0) {
    await tx.delete(singleClassTags).where(inArray(singleClassTags.single_class_id, ids));
    await tx
      .insert(singleClassTags)
      .values(
        tagged.flatMap(({ single_class_id, ids: listed }) =>
          listed.map((tag_id) => ({ single_class_id, tag_id })),
        ),
      );
  }
  for (const { single_class_id, field, ids: listed } of relinked) {
    const before = current.find((linked) => linked.single_class_id === single_class_id)!;
    log.change(singleClassTable, before, { ...before, [field]: listed });
  }
}
