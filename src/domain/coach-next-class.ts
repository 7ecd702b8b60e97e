import { hasClassStarted } from './booking-window';

/** How far ahead the video screen looks for the coach's next in-person class. */
export const NEXT_CLASS_LOOKAHEAD_DAYS = 14;

/**
 * The coach's first class that has not started yet on the studio's clock (class dates are the
 * studio's wall-clock time written as UTC, decision 004), or null when there is none.
 */
export function nextClassOf<C extends { class_date: string }>(
  days: ReadonlyArray<{ single_classes: readonly C[] }>,
  now: Date,
  offsetHours: number,
): C | null {
  const upcoming = days
    .flatMap((day) => day.single_classes)
    .filter((single) => !hasClassStarted(single.class_date, now, offsetHours))
    .sort((a, b) => a.class_date.localeCompare(b.class_date));
  return upcoming[0] ?? null;
}
