import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  classTypes,
  instructors,
  locations,
  reservations,
  singleClasses,
  singleClassInstructors,
} from '#server/db/schema';
import type { FillClassRow } from '#src/domain/admin/reports/class-fill';
import type { ReportWindow } from '#src/domain/admin/reports/range';

/**
 * The class fill report's rows (decision 075): the range's classes (the `single_classes_date`
 * index) with their places taken counted in SQL (a GROUP BY over the reservations' per-class
 * index), one row per class; the shared builder sums them by type, coach and hour.
 */
export async function classFillRows(
  tx: Database,
  window: ReportWindow,
  location_id: number | null,
): Promise<FillClassRow[]> {
  const classId = singleClasses.single_class_id;
  const booked = tx
    .select({
      single_class_id: reservations.single_class_id,
      booked: sql<number>`count(*)::int`.as('booked'),
    })
    .from(reservations)
    .where(isNull(reservations.deletedAt))
    .groupBy(reservations.single_class_id)
    .as('booked');
  const rows = await tx
    .select({
      single_class_id: classId,
      class_date: singleClasses.class_date,
      class_type: classTypes.name,
      location: locations.name,
      capacity: singleClasses.capacity,
      booked: sql<number>`coalesce(${booked.booked}, 0)::int`,
    })
    .from(singleClasses)
    .innerJoin(classTypes, eq(classTypes.class_type_id, singleClasses.class_type_id))
    .innerJoin(locations, eq(locations.location_id, singleClasses.location_id))
    .leftJoin(booked, eq(booked.single_class_id, classId))
    .where(
      and(
        gte(singleClasses.class_date, window.classesFrom),
        lt(singleClasses.class_date, window.classesUntil),
        isNull(singleClasses.cancelled_at),
        location_id === null ? undefined : eq(singleClasses.location_id, location_id),
      ),
    );
  const ids = rows.map((row) => row.single_class_id);
  const coaches = ids.length
    ? await tx
        .select({
          single_class_id: singleClassInstructors.single_class_id,
          name: sql<string>`concat_ws(' ', ${instructors.name}, ${instructors.last_name})`,
        })
        .from(singleClassInstructors)
        .innerJoin(instructors, eq(instructors.instructor_id, singleClassInstructors.instructor_id))
        .where(inArray(singleClassInstructors.single_class_id, ids))
        .orderBy(asc(singleClassInstructors.position))
    : [];
  return rows.map((row) => ({
    ...row,
    coaches: coaches
      .filter((coach) => coach.single_class_id === row.single_class_id)
      .map((coach) => coach.name),
  }));
}
