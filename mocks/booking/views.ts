import { myReservation } from '#src/domain/booking/my-reservation';
import { waitlistPositions } from '#src/domain/waitlist';
import type { components } from '#src/api/schema.gen';
import { db, type ReservationRecord, type WaitlistPromotionRecord, type WaitlistRecord } from '#mocks/db';
import { classInstructorsView, singleClassView } from '#mocks/views/single-class';

type S = components['schemas'];

/** The contract's ClassReservation, with its class; the credits row it used stays server-side. */
export function reservationView(record: ReservationRecord): S['ClassReservation'] {
  const { available_class_id: _creditsRow, ...columns } = record;
  const singleClass = db.singleClasses.findFirst((q) => q.where({ single_class_id: record.single_class_id }));
  if (!singleClass) return columns;
  return {
    ...columns,
    single_class: singleClassView(singleClass, record.customer_id),
    class_instructors: classInstructorsView(singleClass),
  };
}

/** A row of Mis Reservaciones: the reservation and its class's names, not its places (decision 090). */
export function myReservationView(record: ReservationRecord): S['MyReservation'] {
  const singleClass = db.singleClasses.findFirst((q) => q.where({ single_class_id: record.single_class_id }));
  return myReservation(record, singleClass && singleClassView(singleClass, record.customer_id));
}

export function waitlistView(record: WaitlistRecord): S['Waitlist'] {
  const { single_class_id } = record;
  const singleClass = db.singleClasses.findFirst((q) => q.where({ single_class_id }));
  const classList = db.waitlists.findMany((q) => q.where({ single_class_id }));
  const position = waitlistPositions(classList).get(record.waitlist_id);
  const withPosition = position === undefined ? { ...record } : { ...record, position };
  return singleClass
    ? { ...withPosition, single_class: singleClassView(singleClass, record.customer_id) }
    : withPosition;
}

export function waitlistPromotionView(record: WaitlistPromotionRecord): S['WaitlistPromotion'] {
  const singleClass = db.singleClasses.findFirst((q) => q.where({ single_class_id: record.single_class_id }));
  return singleClass
    ? { ...record, single_class: singleClassView(singleClass, record.customer_id) }
    : { ...record };
}
