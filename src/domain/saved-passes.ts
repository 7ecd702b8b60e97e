/*
 * Passes that work without signal (issue 18): the customer's upcoming reservations, saved on the
 * device each time the app reads them online, shown from there only when the server cannot be
 * reached, and always as a dated copy, never as the current list.
 */
import { classHasStarted, type ReservationLike } from './reservation-status';

/** What one customer's device keeps: the passes and the moment the server last gave them. */
export interface SavedPasses<R> {
  customerId: number;
  /** ISO instant of the read that gave these passes. */
  savedAt: string;
  reservations: R[];
}

/** The reads that show upcoming reservations: only they may replace or add saved passes. */
export type PassesFilter = 'all' | 'upcoming' | 'past' | 'cancelled';

export interface PassesRead<R> {
  filter: PassesFilter;
  page: number;
  reservations: R[];
}

type Pass = ReservationLike & { class_reservation_id: number };

/** A pass is worth keeping while its reservation is live and its class has not started. */
export function keepsPass(reservation: ReservationLike, now: Date, offsetHours: number): boolean {
  return !reservation.deletedAt && !classHasStarted(reservation, now, offsetHours);
}

/**
 * What to save after an online read, or null to leave the saved passes as they are. The first
 * page of Todas or Próximas holds the upcoming classes (the server sends the latest first), so it
 * replaces what was saved; a later page adds to it; Pasadas and Canceladas hold no passes.
 */
export function passesToSave<R extends Pass>(
  previous: SavedPasses<R> | null,
  read: PassesRead<R>,
  owner: { customerId: number; offsetHours: number },
  now: Date,
): SavedPasses<R> | null {
  if (read.filter !== 'all' && read.filter !== 'upcoming') return null;
  const fresh = read.reservations.filter((reservation) => keepsPass(reservation, now, owner.offsetHours));
  const kept =
    read.page > 1 && previous?.customerId === owner.customerId
      ? previous.reservations.filter(
          (old) => !fresh.some((next) => next.class_reservation_id === old.class_reservation_id),
        )
      : [];
  return { customerId: owner.customerId, savedAt: now.toISOString(), reservations: [...kept, ...fresh] };
}

/**
 * What the device may show when the server cannot be reached: only this customer's passes, only
 * for Todas and Próximas, without the classes that have started since they were saved. Null when
 * there is nothing saved to fall back on.
 */
export function passesToShow<R extends Pass>(
  saved: SavedPasses<R> | null,
  query: { filter: PassesFilter; customerId: number; offsetHours: number },
  now: Date,
): SavedPasses<R> | null {
  if (!saved || saved.customerId !== query.customerId) return null;
  if (query.filter !== 'all' && query.filter !== 'upcoming') return null;
  return {
    ...saved,
    reservations: saved.reservations.filter((reservation) => keepsPass(reservation, now, query.offsetHours)),
  };
}
