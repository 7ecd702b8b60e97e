import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { singleClasses } from '#server/db/schema';
import {
  classTypes,
  files,
  instructors,
  locations,
  reservations,
  singleClassInstructors,
  singleClassTags,
  tags,
} from '#server/db/schema';
import { reservationRefFor } from '#src/domain/booking/reservation-ref';
import { instructorView } from './catalogue';

type ClassRow = typeof singleClasses.$inferSelect;

/**
 * Each row joined with its type, location, coaches (in the order assigned), tags and the places
 * taken, in a fixed number of queries whatever the count of classes. The places still name their
 * customers: `asSeenBy` makes the contract's SingleClass for one reader.
 */
export async function classViewsWithOwners(db: Database, rows: ClassRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.single_class_id);
  const [typeRows, locationRows, coachLinks, tagLinks, taken] = await Promise.all([
    db
      .select()
      .from(classTypes)
      .where(inArray(classTypes.class_type_id, [...new Set(rows.map((row) => row.class_type_id))])),
    db
      .select()
      .from(locations)
      .where(inArray(locations.location_id, [...new Set(rows.map((row) => row.location_id))])),
    // Each link with its coach and the coach's photo: one statement, however many coaches.
    db
      .select({
        single_class_id: singleClassInstructors.single_class_id,
        instructor: instructors,
        photo: files,
      })
      .from(singleClassInstructors)
      .innerJoin(instructors, eq(instructors.instructor_id, singleClassInstructors.instructor_id))
      .leftJoin(files, eq(files.file_id, instructors.file_id))
      .where(inArray(singleClassInstructors.single_class_id, ids))
      .orderBy(asc(singleClassInstructors.position)),
    db
      .select({ single_class_id: singleClassTags.single_class_id, tag: tags })
      .from(singleClassTags)
      .innerJoin(tags, eq(tags.tag_id, singleClassTags.tag_id))
      .where(inArray(singleClassTags.single_class_id, ids))
      .orderBy(asc(tags.tag_id)),
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
