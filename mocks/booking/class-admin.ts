import type { components } from '#src/api/schema.gen';
import { mockNow } from '#mocks/clock';
import { db, nextId, type ReservationRecord, type SingleClassRecord } from '#mocks/db';
import { apiError, orNotFound, orRefused } from '#mocks/http-errors';
import { activeReservationsOf, singleClassView } from '#mocks/views/single-class';
import { decideClassInput, type ClassColumns, type ClassInput } from '#src/domain/admin/class-input';
import { decideStaffMark, type StaffMark } from '#src/domain/admin/schedule-input';
import { SCHEDULE_MESSAGES } from '#src/domain/admin/schedule-messages';
import { BOOKING_MESSAGES } from '#src/domain/booking/messages';
import { countWithCreditBack } from '#src/domain/credits';
import { classCancelledMail } from '#src/domain/mail/class-cancelled';
import { recordMockMail } from '#mocks/mail/outbox';
import { findClass } from './reserve';
import { timezoneOffset } from './settings';
import { rosterCustomer } from '#src/domain/admin/roster-customer';

type S = components['schemas'];

/** A class still on the schedule: 404 for an unknown or cancelled one. */
export const liveClass = findClass;

/**
 * The facts the shared class check reads (src/domain/admin/class-input.ts), from the store; it
 * answers the columns to store or throws its refusal.
 */
export function checkedClassColumns(input: ClassInput, current?: SingleClassRecord): ClassColumns {
  const classType = db.classTypes.findFirst((q) => q.where({ class_type_id: input.class_type_id }));
  const exists = <T>(ids: number[] | undefined, find: (id: number) => T | undefined) =>
    (ids ?? []).every((id) => find(id) !== undefined);
  return orRefused(
    decideClassInput(input, {
      classType: classType ? { icon: classType.icon ?? null } : undefined,
      locationExists: !!db.locations.findFirst((q) => q.where({ location_id: input.location_id })),
      instructorsExist: exists(input.instructor_ids, (instructor_id) =>
        db.instructors.findFirst((q) => q.where({ instructor_id })),
      ),
      tagsExist: exists(input.tag_ids, (tag_id) => db.tags.findFirst((q) => q.where({ tag_id }))),
      packageExists: exists(input.class_package_id ? [input.class_package_id] : [], (class_package_id) =>
        db.classPackages.findFirst((q) => q.where({ class_package_id })),
      ),
      now: mockNow(),
      timezoneOffsetHours: timezoneOffset(),
      ...(current
        ? {
            current: {
              class_date: current.class_date,
              activeReservations: activeReservationsOf(current.single_class_id).length,
            },
          }
        : {}),
    }),
  ).values;
}

/** Stores a class whose columns the shared check gave. */
export async function createClass(columns: ClassColumns): Promise<S['SingleClass']> {
  const record = await db.singleClasses.create({
    single_class_id: nextId(db.singleClasses.all(), 'single_class_id'),
    class_category_id: null,
    ...columns,
  });
  return singleClassView(record, null);
}

export async function updateClass(single_class_id: number, input: ClassInput): Promise<S['SingleClass']> {
  const current = liveClass(single_class_id);
  const columns = checkedClassColumns(input, current);
  const updated = await db.singleClasses.update((q) => q.where({ single_class_id }), {
    data(record) {
      Object.assign(record, columns);
    },
  });
  return singleClassView(updated ?? current, null);
}

/** A reservation as staff see it: the customer's name and, on the QR page, the class. */
export function rosterView(record: ReservationRecord, withClass = false): S['RosterReservation'] {
  const { available_class_id: _row, ...columns } = record;
  const customer = db.customers.findFirst((q) => q.where({ customer_id: record.customer_id }));
  const singleClass = withClass
    ? db.singleClasses.findFirst((q) => q.where({ single_class_id: record.single_class_id }))
    : undefined;
  return {
    ...columns,
    customer: rosterCustomer(record.customer_id, customer),
    ...(singleClass ? { single_class: singleClassView(singleClass, null) } : {}),
  };
}

/**
 * The studio cancels a class: every active reservation is cancelled, its credit goes back to the
 * row it came from (whatever the customer's cancel window says: the studio cancelled) and the
 * customer is emailed (a sent-mail record). Waitlists of the class are cleared.
 */
export async function cancelClass(single_class_id: number) {
  const singleClass = orNotFound(
    db.singleClasses.findFirst((q) => q.where({ single_class_id })),
    'Clase no encontrada.',
  );
  if (singleClass.cancelled_at) throw apiError(409, SCHEDULE_MESSAGES.classAlreadyCancelled);
  const now = mockNow().toISOString();
  const className =
    db.classTypes.findFirst((q) => q.where({ class_type_id: singleClass.class_type_id }))?.name ?? 'clase';
  const reservations = activeReservationsOf(single_class_id);
  let creditsReturned = 0;
  let mailsSent = 0;
  for (const reservation of reservations) {
    const rowId = reservation.available_class_id;
    if (rowId !== null) {
      await db.availableClasses.update((q) => q.where({ available_class_id: rowId }), {
        data(row) {
          const before = row.available_classes;
          row.available_classes = countWithCreditBack(before);
          if (row.available_classes !== before) creditsReturned += 1;
        },
      });
    }
    await db.reservations.update((q) => q.where({ class_reservation_id: reservation.class_reservation_id }), {
      data(record) {
        record.deletedAt = now;
      },
    });
    const customer = db.customers.findFirst((q) => q.where({ customer_id: reservation.customer_id }));
    if (customer?.email) {
      await recordMockMail({
        customer_id: customer.customer_id,
        to: customer.email,
        ...classCancelledMail({ customerName: customer.name, className, classDate: singleClass.class_date }),
        createdAt: now,
      });
      mailsSent += 1;
    }
  }
  await db.waitlists.deleteMany((q) => q.where({ single_class_id }));
  await db.singleClasses.update((q) => q.where({ single_class_id }), {
    data(record) {
      record.cancelled_at = now;
    },
  });
  return {
    message: SCHEDULE_MESSAGES.classCancelled,
    affected: reservations.length,
    credits_returned: creditsReturned,
    mails_sent: mailsSent,
  };
}

/** Any customer's reservation, for staff: 404 when there is none. */
export function anyReservation(class_reservation_id: number): ReservationRecord {
  return orNotFound(
    db.reservations.findFirst((q) => q.where({ class_reservation_id })),
    BOOKING_MESSAGES.reservationNotFound,
  );
}

export async function setReservationFlag(
  class_reservation_id: number,
  change: StaffMark,
): Promise<S['RosterReservation']> {
  const reservation = anyReservation(class_reservation_id);
  orRefused(decideStaffMark(reservation, change));
  const updated = await db.reservations.update((q) => q.where({ class_reservation_id }), {
    data(record) {
      Object.assign(record, change);
    },
  });
  return rosterView(updated ?? reservation, true);
}
