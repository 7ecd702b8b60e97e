import type { components } from '#src/api/schema.gen';

type MyReservation = components['schemas']['MyReservation'];
type MyReservationClass = components['schemas']['MyReservationClass'];

/** A reservation as either store holds it: the contract's columns, and perhaps more (dropped). */
export type ReservationColumns = Omit<
  components['schemas']['ClassReservation'],
  'single_class' | 'class_instructors'
>;

/** A class's view as either store builds it (the contract's SingleClass or more): what the row takes of it. */
export interface ClassOfReservation {
  single_class_id: number;
  class_date: string;
  class_type: { class_type_id: number; name: string };
  location?: { location_id: number; name: string; address?: string | null } | undefined;
  class_instructors: ReadonlyArray<{
    instructor_id?: number;
    instructor: { instructor_id: number; name: string; last_name?: string | null; nick_name?: string | null };
  }>;
}

function classOf(view: ClassOfReservation): MyReservationClass {
  const { location } = view;
  return {
    single_class_id: view.single_class_id,
    class_date: view.class_date,
    class_type: { class_type_id: view.class_type.class_type_id, name: view.class_type.name },
    ...(location
      ? {
          location: {
            location_id: location.location_id,
            name: location.name,
            address: location.address ?? null,
          },
        }
      : {}),
    class_instructors: view.class_instructors.map(({ instructor }) => ({
      instructor_id: instructor.instructor_id,
      instructor: {
        instructor_id: instructor.instructor_id,
        name: instructor.name,
        last_name: instructor.last_name ?? null,
        nick_name: instructor.nick_name ?? null,
      },
    })),
  };
}

/**
 * A row of Mis Reservaciones (decision 090): the reservation's own fields and what the screen
 * shows of its class (type, date, location, coaches once). Never the class's places taken: those
 * are other customers' reservations, and 50 classes' worth of them made the page about 100 KB.
 */
export function myReservation(
  reservation: ReservationColumns,
  singleClass: ClassOfReservation | undefined,
): MyReservation {
  const row: MyReservation = {
    class_reservation_id: reservation.class_reservation_id,
    single_class_id: reservation.single_class_id,
    customer_id: reservation.customer_id,
    deletedAt: reservation.deletedAt ?? null,
    is_cash: reservation.is_cash ?? false,
    is_paid: reservation.is_paid ?? false,
    attend: reservation.attend ?? null,
    spot: reservation.spot ?? null,
    guest: reservation.guest ?? null,
    class_stars: reservation.class_stars ?? null,
    coach_stars: reservation.coach_stars ?? null,
    comment: reservation.comment ?? null,
  };
  if (reservation.createdAt !== undefined) row.createdAt = reservation.createdAt;
  if (singleClass) row.single_class = classOf(singleClass);
  return row;
}
