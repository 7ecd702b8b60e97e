/** The fields of a waitlist entry that the rules need; the API's Waitlist has them all. */
export interface WaitlistEntryRef {
  waitlist_id?: unknown;
  single_class_id: number;
  /** The customer's place in the class's list, 1 being next (absent from older servers). */
  position?: number | undefined;
}

/** The specs: a waitlist save uses PUT when the id is numeric and POST otherwise. */
export function waitlistSaveMethod(waitlistId: unknown): 'PUT' | 'POST' {
  const numeric =
    (typeof waitlistId === 'number' && Number.isFinite(waitlistId)) ||
    (typeof waitlistId === 'string' && /^\d+$/.test(waitlistId.trim()));
  return numeric ? 'PUT' : 'POST';
}

/** The customer's entry on a class's waitlist, if any. */
export function waitlistEntryFor<T extends WaitlistEntryRef>(
  entries: readonly T[],
  singleClassId: number,
): T | undefined {
  return entries.find((entry) => entry.single_class_id === singleClassId);
}

export function isOnWaitlist(entries: readonly WaitlistEntryRef[], singleClassId: number): boolean {
  return waitlistEntryFor(entries, singleClassId) !== undefined;
}

/** The customer's place on a class's list, when on it and the server says. */
export function waitlistPosition(entries: readonly WaitlistEntryRef[], singleClassId: number): number | null {
  const position = waitlistEntryFor(entries, singleClassId)?.position;
  return typeof position === 'number' && Number.isInteger(position) && position > 0 ? position : null;
}

/**
 * Places on one class's list: first come, first served by the time each joined; two joined in
 * the same millisecond keep the order of their ids.
 */
export function waitlistPositions(
  entries: readonly { waitlist_id: number; createdAt: string }[],
): Map<number, number> {
  const ordered = [...entries].sort(
    (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.waitlist_id - b.waitlist_id,
  );
  return new Map(ordered.map((entry, index) => [entry.waitlist_id, index + 1]));
}

/** Soonest class first; entries without their class go last, in the order they came. */
export function sortWaitlistsByClassDate<T extends { single_class?: { class_date: string } | undefined }>(
  entries: readonly T[],
): T[] {
  const time = (entry: T) =>
    entry.single_class ? Date.parse(entry.single_class.class_date) : Number.POSITIVE_INFINITY;
  return [...entries].sort((a, b) => time(a) - time(b));
}
