import type { components } from '#src/api/schema.gen';
import { db, type InstructorRecord, type SingleClassRecord } from '#mocks/db';
import { reservationRefFor } from '#src/domain/booking/reservation-ref';

type S = components['schemas'];

export function instructorView(record: InstructorRecord): S['Instructor'] {
  const file =
    record.file_id === null || record.file_id === undefined
      ? null
      : (db.files.findFirst((q) => q.where({ file_id: record.file_id as number })) ?? null);
  return { ...record, file };
}

/** The class's coaches in the contract's ClassInstructor shape, in the order they were assigned. */
export function classInstructorsView(record: SingleClassRecord): S['ClassInstructor'][] {
  return record.instructor_ids.flatMap((instructor_id) => {
    const instructor = db.instructors.findFirst((q) => q.where({ instructor_id }));
    return instructor ? [{ instructor_id, instructor: instructorView(instructor) }] : [];
  });
}

/** Reservations that hold a place: the ones not cancelled. */
export function activeReservationsOf(single_class_id: number) {
  // A plain filter, not @msw/data's query: a week's calendar asks this for each of its classes, and
  // the query's matcher over the seed's 800 reservations was 25 times slower (about 60 ms of each
  // mock-mode start, in every e2e test).
  return db.reservations
    .all()
    .filter((record) => record.single_class_id === single_class_id && !record.deletedAt)
    .sort((a, b) => a.class_reservation_id - b.class_reservation_id);
}

/**
 * The contract's SingleClass: the record joined with its type, location, coaches, tags and places
 * taken. `viewerCustomerId` is who reads it: only their own reservation names its customer.
 */
export function singleClassView(
  record: SingleClassRecord,
  viewerCustomerId: number | null,
): S['SingleClass'] {
  const { instructor_ids: _instructors, tag_ids, cancelled_at: _cancelled, ...columns } = record;
  const classType = db.classTypes.findFirst((q) => q.where({ class_type_id: record.class_type_id }));
  const location = db.locations.findFirst((q) => q.where({ location_id: record.location_id }));
  const tags = tag_ids.flatMap((tag_id) => {
    const tag = db.tags.findFirst((q) => q.where({ tag_id }));
    return tag ? [tag] : [];
  });
  return {
    ...columns,
    // A class type deleted by an admin still leaves the class readable.
    class_type: classType ?? { class_type_id: record.class_type_id, name: '' },
    ...(location ? { location } : {}),
    class_instructors: classInstructorsView(record),
    tags,
    class_reservations: activeReservationsOf(record.single_class_id).map((reservation) =>
      reservationRefFor(reservation, viewerCustomerId),
    ),
  };
}
