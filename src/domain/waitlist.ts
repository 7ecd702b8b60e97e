/** The fields of a waitlist entry that the rules need; the API's Waitlist has them all. */
export interface WaitlistEntryRef {
  waitlist_id?: unknown;
  single_class_id: number;
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

/** Soonest class first; entries without their class go last, in the order they came. */
export function sortWaitlistsByClassDate<T extends { single_class?: { class_date: string } | undefined }>(
  entries: readonly T[],
): T[] {
  const time = (entry: T) =>
    entry.single_class ? Date.parse(entry.single_class.class_date) : Number.POSITIVE_INFINITY;
  return [...entries].sort((a, b) => time(a) - time(b));
}
