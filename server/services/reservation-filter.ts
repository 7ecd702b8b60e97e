import { and, gt, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import { reservations, singleClasses } from '#server/db/schema';
import { studioNow } from '#src/domain/booking-window';
import type { BookingSettings } from '#src/domain/booking/settings';

export type Filter = 'all' | 'upcoming' | 'past' | 'cancelled';

/**
 * Mis Reservaciones' filters as SQL over reservations joined to their class, so the database
 * pages them. "Past" is the shared rule's (hasClassStarted): the class date, the studio's wall
 * clock written as UTC, at or before the studio's now.
 */
export function reservationFilter(filter: Filter, now: Date, settings: BookingSettings): SQL | undefined {
  if (filter === 'all') return undefined;
  if (filter === 'cancelled') return isNotNull(reservations.deletedAt);
  const started = studioNow(now, settings.timezoneOffsetHours).toISOString();
  return and(
    isNull(reservations.deletedAt),
    filter === 'past'
      ? lte(singleClasses.class_date, started)
      : or(isNull(singleClasses.class_date), gt(singleClasses.class_date, started)),
  );
}
