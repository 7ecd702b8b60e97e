import type { components } from '#src/api/schema.gen';

type ReservationRef = components['schemas']['SingleClassReservationRef'];

/**
 * A class's active reservation as the class lists it (customer-booking §3 Single class: its
 * reservations, each with its spot). Anyone may count the places and see the spots taken, but
 * only the customer who made it sees that it is theirs: a schedule never names another customer.
 */
export function reservationRefFor(
  reservation: { class_reservation_id: number; customer_id: number; spot?: number | string | null },
  viewerCustomerId: number | null,
): ReservationRef {
  return {
    class_reservation_id: reservation.class_reservation_id,
    ...(reservation.customer_id === viewerCustomerId ? { customer_id: reservation.customer_id } : {}),
    spot: reservation.spot ?? null,
  };
}
