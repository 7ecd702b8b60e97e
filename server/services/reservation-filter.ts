import { and, gt, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import { reservations } from '#server/db/schema';
import { studioNow } from '#src/domain/booking-window';
import type { BookingSettings } from '#src/domain/booking/settings';

export type Filter = 'all' | 'upcoming' | 'past' | 'cancelled';

/**
 * Mis Reservaciones' filters as SQL over reservations and the class date the database copies
 * onto each (migration 0019), so the database pages them off one index. "Past" is the shared rule's (hasClassStarted): the class date, the studio's wall
 * clock written as UTC, at or before the studio's now.
 */
export function reservationFilter(filter: Filter, now: Date, settings: BookingSettings): SQL | undefined {
  if (filter === 'all') return undefined;
  if (filter === 'cancelled') return isNotNull(reservations.deletedAt);
  const started = studioNow(now, settings.timezoneOffsetHours).toISOString();
  return and(
    isNull(reservations.deletedAt),
    filter === 'past'
      ? lte(reservations.class_date, started)
      : or(isNull(reservations.class_date), gt(reservations.class_date, started)),
  );
}
