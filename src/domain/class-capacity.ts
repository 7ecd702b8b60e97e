/*
 * Places in a class. The specs count a class as full when the reservations equal its capacity,
 * when capacity minus reservations is zero or less, or when it has no capacity at all.
 */

/** Free places; 0 for a class with no capacity. */
export function placesLeft(capacity: number | null | undefined, activeReservations: number): number {
  if (!capacity || capacity <= 0) return 0;
  return Math.max(0, capacity - activeReservations);
}

export function isClassFull(capacity: number | null | undefined, activeReservations: number): boolean {
  if (capacity === null || capacity === undefined || capacity <= 0) return true;
  return activeReservations === capacity || capacity - activeReservations <= 0;
}
