import type { components } from '#src/api/schema.gen';
import { mockNow } from '#mocks/clock';
import { db, nextId, type ReservationRecord, type SingleClassRecord } from '#mocks/db';
import { apiError, orNotFound } from '#mocks/http-errors';
import { activeReservationsOf, singleClassView } from '#mocks/views/single-class';
import { isPastClassDate, MAX_CLASS_CAPACITY } from '#src/domain/class-schedule';
import { countWithCreditBack } from '#src/domain/credits';
import { findClass } from './reserve';
import { timezoneOffset } from './settings';

type S = components['schemas'];
type ClassInput = S['SingleClassInput'];

/** A class still on the schedule: 404 for an unknown or cancelled one. */
export const liveClass = findClass;

function exists(found: unknown, message: string): void {
  if (!found) throw apiError(400, message);
}

/**
 * The checks a real server would make before scheduling: the ids point at records, the class is
 * ahead on the studio's clock (unless an edit keeps its date) and the capacity holds its reservations.
 */
export function checkClassInput(input: ClassInput, current?: SingleClassRecord): void {
  exists(
    db.classTypes.findFirst((q) => q.where({ class_type_id: input.class_type_id })),
    'El tipo de clase no existe.',
  );
  exists(
    db.locations.findFirst((q) => q.where({ location_id: input.location_id })),
    'La ubicación no existe.',
  );
  for (const instructor_id of input.instructor_ids ?? []) {
    exists(
      db.instructors.findFirst((q) => q.where({ instructor_id })),
      'Un coach elegido no existe.',
    );
  }
  for (const tag_id of input.tag_ids ?? []) {
    exists(
      db.tags.findFirst((q) => q.where({ tag_id })),
      'Una etiqueta elegida no existe.',
    );
  }
  if (input.class_package_id) {
    const id = input.class_package_id;
    exists(
      db.classPackages.findFirst((q) => q.where({ class_package_id: id })),
      'El paquete no existe.',
    );
  }
  if (Number.isNaN(Date.parse(input.class_date))) throw apiError(400, 'La fecha de la clase no es válida.');
  const keepsDate = current !== undefined && current.class_date === input.class_date;
  if (!keepsDate && isPastClassDate(input.class_date, mockNow(), timezoneOffset())) {
    throw apiError(400, 'No se puede programar una clase en el pasado.');
  }
  if (!Number.isInteger(input.capacity) || input.capacity < 1 || input.capacity > MAX_CLASS_CAPACITY) {
    throw apiError(400, 'El cupo debe ser un entero entre 1 y 500.');
  }
  if (current) {
    const reserved = activeReservationsOf(current.single_class_id).length;
    if (input.capacity < reserved) {
      throw apiError(400, `El cupo no puede ser menor que las ${reserved} reservaciones de la clase.`);
    }
  }
}

function columnsOf(input: ClassInput) {
  const classType = db.classTypes.findFirst((q) => q.where({ class_type_id: input.class_type_id }));
  return {
    class_date: new Date(input.class_date).toISOString(),
    description: input.description ?? null,
    capacity: input.capacity,
    location_id: input.location_id,
    class_type_id: input.class_type_id,
    class_package_id: input.class_package_id ?? null,
    icon: classType?.icon ?? null,
    instructor_ids: [...(input.instructor_ids ?? [])],
    tag_ids: [...(input.tag_ids ?? [])],
  };
}

export async function createClass(input: ClassInput): Promise<S['SingleClass']> {
  const record = await db.singleClasses.create({
    single_class_id: nextId(db.singleClasses.all(), 'single_class_id'),
    class_category_id: null,
    ...columnsOf(input),
  });
  return singleClassView(record, null);
}

export async function updateClass(single_class_id: number, input: ClassInput): Promise<S['SingleClass']> {
  const current = liveClass(single_class_id);
  checkClassInput(input, current);
  const columns = columnsOf(input);
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
    customer: {
      customer_id: record.customer_id,
      name: customer?.name ?? '',
      last_name: customer?.last_name ?? null,
      email: customer?.email ?? null,
    },
    ...(singleClass ? { single_class: singleClassView(singleClass, null) } : {}),
  };
}

function whenOf(classDate: string): string {
  const date = new Date(classDate);
  const day = date.toISOString().slice(0, 10).split('-').reverse().join('/');
  return `${day} ${date.toISOString().slice(11, 16)}`;
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
  if (singleClass.cancelled_at) throw apiError(409, 'Esta clase ya fue cancelada.');
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
      await db.sentMails.create({
        sent_mail_id: nextId(db.sentMails.all(), 'sent_mail_id'),
        customer_id: customer.customer_id,
        to: customer.email,
        subject: `Clase cancelada: ${className} ${whenOf(singleClass.class_date)}`,
        body: `Hola ${customer.name}: el estudio canceló la clase ${className} del ${whenOf(singleClass.class_date)}. Tu reservación quedó cancelada y tu crédito fue devuelto.`,
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
    message: 'Clase cancelada.',
    affected: reservations.length,
    credits_returned: creditsReturned,
    mails_sent: mailsSent,
  };
}

/** Any customer's reservation, for staff: 404 when there is none. */
export function anyReservation(class_reservation_id: number): ReservationRecord {
  return orNotFound(
    db.reservations.findFirst((q) => q.where({ class_reservation_id })),
    'Reservación no encontrada.',
  );
}

export async function setReservationFlag(
  class_reservation_id: number,
  change: { attend: boolean } | { is_paid: boolean },
): Promise<S['RosterReservation']> {
  const reservation = anyReservation(class_reservation_id);
  if (reservation.deletedAt) throw apiError(409, 'Esta reservación fue cancelada.');
  if ('is_paid' in change && !reservation.is_cash) {
    throw apiError(409, 'Esta reservación no es de pago en efectivo.');
  }
  const updated = await db.reservations.update((q) => q.where({ class_reservation_id }), {
    data(record) {
      Object.assign(record, change);
    },
  });
  return rosterView(updated ?? reservation, true);
}
