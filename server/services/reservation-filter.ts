import { and, gt, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import { reservations } from '#server/db/schema';
import { studioNow } from '#src/domain/booking-window';
import type { BookingSettings } from '#src/domain/booking/settings';

export type Filter = 'all' | 'upcoming' | 'past' | 'cancelled';

/** Upcoming and past depend on the studio's clock, so on its settings; the other two do not. */
export const filterNeedsSettings = (filter: Filter) => filter === 'upcoming' || filter === 'past';

/**
 * Mis Reservaciones' filters as SQL over reservations and the class date the database copies
 * onto each (migration 0019), so the database pages them off one index. "Past" is the shared rule's (hasClassStarted): the class date, the studio's wall
 * clock written as UTC, at or before the studio's now.
 */
export function reservationFilter(
  filter: Filter,
  now: Date,
  settings: BookingSettings | undefined,
): SQL | undefined {
  if (filter === 'all') return undefined;
  if (filter === 'cancelled') return isNotNull(reservations.deletedAt);
  if (!settings) throw new Error(`The ${filter} filter needs the studio's settings`);
  const started = studioNow(now, settings.timezoneOffsetHours).toISOString();
  return and(
    isNull(reservations.deletedAt),
    filter === 'past'
      ? lte(reservations.class_date, started)
      : or(isNull(reservations.class_date), gt(reservations.class_date, started)),
  );
}
