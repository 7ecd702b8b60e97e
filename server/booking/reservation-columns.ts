import type { reservations } from '#server/db/schema';

type ReservationRow = typeof reservations.$inferSelect;

/**
 * A reservation as the contract shows it: without the credits row a cancel gives back, and
 * without the class date the database copies onto it to page Mis Reservaciones (migration 0019).
 */
export function reservationColumns({
  available_class_id: _credits,
  class_date: _classDate,
  ...columns
}: ReservationRow) {
  return columns;
}
