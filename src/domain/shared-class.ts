/**
 * A class's shareable link: the public calendar on that class's week with its reserve modal.
 * The day travels in the link so the calendar opens on the right week without another request;
 * both are checked before they are trusted.
 */
export interface SharedClass {
  classId: number;
  /** The class's studio day, 'YYYY-MM-DD' (wall clock, decision 004). */
  day: string;
}

export const SHARED_CLASS_PARAMS = { classId: 'clase', day: 'fecha' } as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function sharedClassFrom(search: URLSearchParams): SharedClass | null {
  const rawId = search.get(SHARED_CLASS_PARAMS.classId) ?? '';
  const day = search.get(SHARED_CLASS_PARAMS.day) ?? '';
  const classId = Number(rawId);
  if (!/^\d+$/.test(rawId) || !Number.isSafeInteger(classId) || classId <= 0) return null;
  if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return null;
  // Date.parse accepts 2026-02-31; the round trip does not.
  if (new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) return null;
  return { classId, day };
}

/** The path a share opens: `/calendario?clase=123&fecha=2026-11-24`. */
export function sharedClassPath(singleClass: { single_class_id: number; class_date: string }): string {
  const search = new URLSearchParams({
    [SHARED_CLASS_PARAMS.classId]: String(singleClass.single_class_id),
    [SHARED_CLASS_PARAMS.day]: singleClass.class_date.slice(0, 10),
  });
  return `/calendario?${search.toString()}`;
}
