import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  classTypes,
  customers,
  instructors,
  reservations,
  singleClasses,
  singleClassInstructors,
} from '#server/db/schema';
import {
  BUSIEST_CUSTOMERS,
  lateCancelShiftMs,
  startedBy,
  type AttendanceCustomer,
} from '#src/domain/admin/reports/attendance';
import type { CoachClassRow } from '#src/domain/admin/reports/coaches';
import type { ReportWindow } from '#src/domain/admin/reports/range';
import type { BookingSettings } from '#src/domain/booking/settings';

/** The range's started classes, not cancelled, of the location asked for. */
function startedInRange(
  window: ReportWindow,
  location_id: number | null,
  settings: BookingSettings,
  now: Date,
) {
  return and(
    gte(singleClasses.class_date, window.classesFrom),
    lt(singleClasses.class_date, window.classesUntil),
    lte(singleClasses.class_date, startedBy(now, settings.timezoneOffsetHours)),
    isNull(singleClasses.cancelled_at),
    location_id === null ? undefined : eq(singleClasses.location_id, location_id),
  );
}

/**
 * The attendance and coaches reports' class rows (decision 075): the range's started classes
 * (the `single_classes_date` index) with their places, attendance, late cancels and coach stars
 * counted in SQL (a GROUP BY over the reservations' per-class index), one row per class.
 */
export async function startedClassRows(
  tx: Database,
  window: ReportWindow,
  location_id: number | null,
  settings: BookingSettings,
  now: Date,
): Promise<CoachClassRow[]> {
  const classId = singleClasses.single_class_id;
  const inRange = startedInRange(window, location_id, settings, now);
  // cancelInTime's line as an interval from the class date (lateCancelShiftMs), whole seconds.
  const shiftSeconds = sql.raw(String(Math.round(lateCancelShiftMs(settings) / 1000)));
  const counts = tx
    .select({
      single_class_id: reservations.single_class_id,
      booked: sql<number>`count(*) filter (where ${reservations.deletedAt} is null)::int`.as('booked'),
      attended:
        sql<number>`count(*) filter (where ${reservations.deletedAt} is null and ${reservations.attend})::int`.as(
          'attended',
        ),
      late_cancels:
        sql<number>`count(*) filter (where ${reservations.deletedAt} is not null and ${reservations.deletedAt} > ${singleClasses.class_date}::timestamptz + make_interval(secs => ${shiftSeconds}))::int`.as(
          'late_cancels',
        ),
      stars:
        sql<number>`coalesce(sum(${reservations.coach_stars}) filter (where ${reservations.deletedAt} is null), 0)::int`.as(
          'stars',
        ),
      ratings:
        sql<number>`count(${reservations.coach_stars}) filter (where ${reservations.deletedAt} is null)::int`.as(
          'ratings',
        ),
    })
    .from(reservations)
    .innerJoin(singleClasses, eq(singleClasses.single_class_id, reservations.single_class_id))
    .where(inRange)
    .groupBy(reservations.single_class_id)
    .as('counts');
  const rows = await tx
    .select({
      single_class_id: classId,
      class_date: singleClasses.class_date,
      class_type: classTypes.name,
      booked: sql<number>`coalesce(${counts.booked}, 0)::int`,
      attended: sql<number>`coalesce(${counts.attended}, 0)::int`,
      late_cancels: sql<number>`coalesce(${counts.late_cancels}, 0)::int`,
      stars: sql<number>`coalesce(${counts.stars}, 0)::int`,
      ratings: sql<number>`coalesce(${counts.ratings}, 0)::int`,
    })
    .from(singleClasses)
    .innerJoin(classTypes, eq(classTypes.class_type_id, singleClasses.class_type_id))
    .leftJoin(counts, eq(counts.single_class_id, classId))
    .where(inRange);
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

/** The attendance report's rows: the started classes and the ten customers with most visits (in SQL). */
export async function attendanceRows(
  tx: Database,
  window: ReportWindow,
  location_id: number | null,
  settings: BookingSettings,
  now: Date,
): Promise<{ classes: CoachClassRow[]; visits: AttendanceCustomer[] }> {
  const inRange = startedInRange(window, location_id, settings, now);
  const visits = sql<number>`count(*)::int`;
  const busiest = await tx
    .select({
      customer_id: customers.customer_id,
      name: sql<string>`concat_ws(' ', ${customers.name}, ${customers.last_name})`,
      visits,
    })
    .from(reservations)
    .innerJoin(singleClasses, eq(singleClasses.single_class_id, reservations.single_class_id))
    .innerJoin(customers, eq(customers.customer_id, reservations.customer_id))
    .where(and(inRange, isNull(reservations.deletedAt), eq(reservations.attend, true)))
    .groupBy(customers.customer_id)
    .orderBy(desc(visits), asc(customers.customer_id))
    .limit(BUSIEST_CUSTOMERS);
  return { classes: await startedClassRows(tx, window, location_id, settings, now), visits: busiest };
}
