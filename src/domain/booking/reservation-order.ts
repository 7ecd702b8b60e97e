/**
 * How reservations are listed to the customer (Mis Reservaciones, the contract: "most recent class
 * first") and to staff on the customer's page: by their class's date, the latest first; the same
 * class's in the order they were made. The server's SQL orders the same way:
 * `class_date desc nulls last, class_reservation_id asc`.
 */
export function newestClassFirst(
  a: { class_date: string | null | undefined; class_reservation_id: number },
  b: { class_date: string | null | undefined; class_reservation_id: number },
): number {
  if (a.class_date !== b.class_date) {
    if (!a.class_date) return 1;
    if (!b.class_date) return -1;
    return b.class_date.localeCompare(a.class_date);
  }
  return a.class_reservation_id - b.class_reservation_id;
}
