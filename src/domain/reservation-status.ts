/*
 * What Mis Reservaciones shows for one reservation (specs §4 "Reservation status", "Cancel
 * button"). The status follows the specs' priority order; the first rule that holds wins.
 */
import { hasClassStarted } from './booking-window';
import { canCancel, type CancelPolicy } from './cancel-policy';

export type ReservationStatus = 'cancelled' | 'cashUnpaid' | 'noShow' | 'attended' | 'upcoming';

export interface ReservationLike {
  deletedAt?: string | null;
  is_cash?: boolean;
  is_paid?: boolean;
  attend?: boolean | null;
  single_class?: { class_date: string } | undefined;
}

/** Whether the reservation's class has started on the studio's clock; unknown classes have not. */
export function classHasStarted(reservation: ReservationLike, now: Date, offsetHours?: number): boolean {
  const classDate = reservation.single_class?.class_date;
  return classDate !== undefined && hasClassStarted(classDate, now, offsetHours);
}

export function reservationStatus(
  reservation: ReservationLike,
  now: Date,
  offsetHours?: number,
): ReservationStatus {
  if (reservation.deletedAt) return 'cancelled';
  if (reservation.is_cash && !reservation.is_paid) return 'cashUnpaid';
  if (reservation.attend !== true && classHasStarted(reservation, now, offsetHours)) return 'noShow';
  if (reservation.attend === true) return 'attended';
  return 'upcoming';
}

/**
 * Cancelar shows on a reservation that is not cancelled when the studio's policy allows it
 * (in time, or late cancelling allowed). A class that has already started is left out too:
 * the server refuses those, so the button would only lead to an error.
 */
export function showsCancel(reservation: ReservationLike, now: Date, policy: CancelPolicy): boolean {
  const classDate = reservation.single_class?.class_date;
  if (reservation.deletedAt || classDate === undefined) return false;
  if (hasClassStarted(classDate, now, policy.timezoneOffsetHours)) return false;
  return canCancel(classDate, now, policy);
}

/** The access code (QR) is for getting in: a live reservation of a class still ahead. */
export function showsAccessCode(
  reservation: ReservationLike,
  now: Date,
  options: { enabled: boolean; offsetHours?: number },
): boolean {
  return options.enabled && !reservation.deletedAt && !classHasStarted(reservation, now, options.offsetHours);
}

/** The guest name can be changed until the class starts, on a live reservation that has one. */
export function canEditGuest(
  reservation: ReservationLike & { guest?: string | null },
  now: Date,
  options: { guestsAllowed: boolean; offsetHours?: number },
): boolean {
  return (
    options.guestsAllowed &&
    Boolean(reservation.guest) &&
    !reservation.deletedAt &&
    !classHasStarted(reservation, now, options.offsetHours)
  );
}
