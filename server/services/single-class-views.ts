import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import { intArray, rowsOf, type Database } from '#server/db/client';
import type { files, instructors, singleClasses, tags } from '#server/db/schema';
import { classTypes, locations, reservations } from '#server/db/schema';
import { reservationRefFor } from '#src/domain/booking/reservation-ref';
import { instructorView } from './catalogue';

type ClassRow = typeof singleClasses.$inferSelect;
// The link queries read whole rows as JSON (to_jsonb): these tables' column names are their fields'.
type InstructorRow = typeof instructors.$inferSelect;
type FileRow = typeof files.$inferSelect;
type TagRow = typeof tags.$inferSelect;

/**
 * Each row joined with its type, location, coaches (in the order assigned), tags and the places
 * taken, in a fixed number of queries whatever the count of classes. The places still name their
 * customers: `asSeenBy` makes the contract's SingleClass for one reader.
 */
export async function classViewsWithOwners(db: Database, rows: ClassRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.single_class_id);
  const idArray = intArray(ids);
  const [typeRows, locationRows, coachLinks, tagLinks, taken] = await Promise.all([
    db
      .select()
      .from(classTypes)
      .where(inArray(classTypes.class_type_id, [...new Set(rows.map((row) => row.class_type_id))])),
    db
      .select()
      .from(locations)
      .where(inArray(locations.location_id, [...new Set(rows.map((row) => row.location_id))])),
    // Each class's coaches (with their photo) and tags, looked up class by class through the link
    // tables' primary keys: the cost grows with the week, not with the years of classes behind it
    // (a join on the id list let the planner read every link ever made; see docs/server.md).
    rowsOf<{ single_class_id: number; instructor: InstructorRow; photo: FileRow | null }>(
      db,
      sql`select w.id as single_class_id, c.instructor, c.photo
          from unnest(${idArray}) as w(id)
          cross join lateral (
            select to_jsonb(i) as instructor, to_jsonb(f) as photo, l.position
            from single_class_instructors l
            join instructors i on i.instructor_id = l.instructor_id
            left join files f on f.file_id = i.file_id
            where l.single_class_id = w.id
            offset 0) c
          order by c.position`,
    ),
    rowsOf<{ single_class_id: number; tag: TagRow }>(
      db,
      sql`select w.id as single_class_id, c.tag
          from unnest(${idArray}) as w(id)
          cross join lateral (
            select to_jsonb(t) as tag, t.tag_id
            from single_class_tags l
            join tags t on t.tag_id = l.tag_id
            where l.single_class_id = w.id
            offset 0) c
          order by c.tag_id`,
    ),
    db
      .select({
        single_class_id: reservations.single_class_id,
        class_reservation_id: reservations.class_reservation_id,
        customer_id: reservations.customer_id,
        spot: reservations.spot,
      })
      .from(reservations)
      .where(and(inArray(reservations.single_class_id, ids), isNull(reservations.deletedAt)))
      .orderBy(asc(reservations.class_reservation_id)),
  ]);
  const typeById = new Map(typeRows.map((row) => [row.class_type_id, row]));
  const locationById = new Map(locationRows.map((row) => [row.location_id, row]));
  // Grouped once by class: a week of 300 classes holds thousands of places taken, and filtering
  // them again for every class made the schedule grow with the square of the studio's size.
  const coachesOf = byClass(coachLinks);
  const tagsOf = byClass(tagLinks);
  const takenOf = byClass(taken);

  return rows.map(({ cancelled_at: _cancelled, revision: _revision, ...row }) => {
    const location = locationById.get(row.location_id);
    return {
      ...row,
      // A class type deleted by an admin still leaves the class readable.
      class_type: typeById.get(row.class_type_id) ?? { class_type_id: row.class_type_id, name: '' },
      ...(location ? { location } : {}),
      class_instructors: (coachesOf.get(row.single_class_id) ?? []).map(({ instructor, photo }) => ({
        instructor_id: instructor.instructor_id,
        instructor: instructorView(instructor, photo),
      })),
      tags: (tagsOf.get(row.single_class_id) ?? []).map((link) => link.tag),
      class_reservations: takenOf.get(row.single_class_id) ?? [],
    };
  });
}

export type ClassViewWithOwners = Awaited<ReturnType<typeof classViewsWithOwners>>[number];

/** The contract's SingleClass as `viewerCustomerId` may see it: only their own place names them. */
export function asSeenBy(
  { class_reservations, ...view }: ClassViewWithOwners,
  viewerCustomerId: number | null,
) {
  return {
    ...view,
    class_reservations: class_reservations.map((reservation) =>
      reservationRefFor(reservation, viewerCustomerId),
    ),
  };
}

/** The contract's SingleClass for each row, for one reader. */
export async function singleClassViews(db: Database, rows: ClassRow[], viewerCustomerId: number | null) {
  return (await classViewsWithOwners(db, rows)).map((view) => asSeenBy(view, viewerCustomerId));
}

/** Rows grouped by their class, each group in the order the query gave. */
function byClass<T extends { single_class_id: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.single_class_id);
    if (group) group.push(row);
    else groups.set(row.single_class_id, [row]);
  }
  return groups;
}
