import { asc, eq, inArray } from 'drizzle-orm';
import type { AuditLog } from '#server/admin/audit';
import type { ClassRow } from '#server/booking/facts';
import type { Database } from '#server/db/client';
import { singleClasses, singleClassInstructors, singleClassTags } from '#server/db/schema';
import { singleClassViews } from '#server/services/single-class-views';
import type { ClassColumns } from '#src/domain/admin/class-input';
import { singleClassTable } from './audited';

/** A class's log without the schedule cache's revision, which every change moves and no one reads. */
export function logWithoutRevision(log: AuditLog): AuditLog {
  const without = (row: Record<string, unknown> | undefined) => {
    if (!row) return row;
    const { revision: _revision, ...rest } = row;
    return rest;
  };
  return { change: (of, before, after) => log.change(of, without(before), without(after)) };
}

interface Links {
  instructor_ids: number[];
  tag_ids: number[];
}

/** A class as the log records it (the mocks' record): its coaches and tags inside. */
function logged(row: ClassRow, links: Links) {
  return { ...row, ...links };
}

/** A class as the log recorded it, read again (for a revert to compare and write). */
export async function loggedClass(tx: Database, single_class_id: number, lock: boolean) {
  const query = tx.select().from(singleClasses).where(eq(singleClasses.single_class_id, single_class_id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return undefined;
  const { revision: _revision, ...columns } = logged(row, await linksOf(tx, single_class_id));
  return columns;
}

async function linksOf(tx: Database, single_class_id: number): Promise<Links> {
  const coaches = await tx
    .select({ id: singleClassInstructors.instructor_id })
    .from(singleClassInstructors)
    .where(eq(singleClassInstructors.single_class_id, single_class_id))
    .orderBy(asc(singleClassInstructors.position));
  const tagged = await tx
    .select({ id: singleClassTags.tag_id })
    .from(singleClassTags)
    .where(eq(singleClassTags.single_class_id, single_class_id))
    .orderBy(asc(singleClassTags.tag_id));
  return { instructor_ids: coaches.map((row) => row.id), tag_ids: tagged.map((row) => row.id) };
}

/** The coaches (in their chosen order) and tags of each class, replacing what they had. */
async function storeLinks(tx: Database, rows: Array<{ id: number; links: Links }>): Promise<void> {
  const ids = rows.map((row) => row.id);
  await tx.delete(singleClassInstructors).where(inArray(singleClassInstructors.single_class_id, ids));
  await tx.delete(singleClassTags).where(inArray(singleClassTags.single_class_id, ids));
  const coaches = rows.flatMap(({ id, links }) =>
    links.instructor_ids.map((instructor_id, position) => ({ single_class_id: id, instructor_id, position })),
  );
  const tagged = rows.flatMap(({ id, links }) =>
    links.tag_ids.map((tag_id) => ({ single_class_id: id, tag_id })),
  );
  if (coaches.length > 0) await tx.insert(singleClassInstructors).values(coaches);
  if (tagged.length > 0) await tx.insert(singleClassTags).values(tagged);
}

/** Stores new classes (a series in one statement), each logged; answers the rows in the list's order. */
export async function insertClasses(tx: Database, log: AuditLog, list: ClassColumns[]): Promise<ClassRow[]> {
  const rows = await tx
    .insert(singleClasses)
    .values(list.map(({ instructor_ids: _coaches, tag_ids: _tags, ...columns }) => columns))
    .returning();
  const linked = rows.map((row, index) => ({
    id: row.single_class_id,
    links: { instructor_ids: list[index]!.instructor_ids, tag_ids: list[index]!.tag_ids },
  }));
  await storeLinks(tx, linked);
  const logs = logWithoutRevision(log);
  rows.forEach((row, index) => logs.change(singleClassTable, undefined, logged(row, linked[index]!.links)));
  return rows;
}

/** Changes a locked class and its coaches and tags; logs what changed. */
export async function changeClass(
  tx: Database,
  log: AuditLog,
  current: ClassRow,
  { instructor_ids, tag_ids, ...columns }: ClassColumns,
): Promise<ClassRow> {
  const before = logged(current, await linksOf(tx, current.single_class_id));
  const [after] = await tx
    .update(singleClasses)
    .set(columns)
    .where(eq(singleClasses.single_class_id, current.single_class_id))
    .returning();
  await storeLinks(tx, [{ id: current.single_class_id, links: { instructor_ids, tag_ids } }]);
  logWithoutRevision(log).change(singleClassTable, before, logged(after!, { instructor_ids, tag_ids }));
  return after!;
}

/** The contract's SingleClass for staff: places without their customers (the roster names them). */
export const staffClassViews = (db: Database, rows: ClassRow[]) => singleClassViews(db, rows, null);
