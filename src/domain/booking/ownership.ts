/*
 * A customer acts on their own records only: someone else's reservation is refused (403), a
 * missing one not found (404). Waitlist entries answer the same way, with their own words.
 */
import { BOOKING_MESSAGES } from './messages';
import { allow, refuse, type Decision } from './refusal';

interface Owned {
  customer_id: number;
}

export function decideOwnReservation<R extends Owned>(
  reservation: R | null | undefined,
  customerId: number,
): Decision<{ reservation: R }> {
  if (!reservation) return refuse(404, BOOKING_MESSAGES.reservationNotFound);
  if (reservation.customer_id !== customerId) return refuse(403, BOOKING_MESSAGES.reservationNotYours);
  return allow({ reservation });
}

/**
 * Someone else's waitlist entry: 403 when leaving it, but 404 when saving it (PUT declares no
 * 403, so for that caller the entry simply does not exist).
 */
export function decideOwnWaitlistEntry<E extends Owned>(
  entry: E | null | undefined,
  customerId: number,
  othersAnswer: 403 | 404,
): Decision<{ entry: E }> {
  if (!entry) return refuse(404, BOOKING_MESSAGES.waitlistNotFound);
  if (entry.customer_id !== customerId) {
    return refuse(
      othersAnswer,
      othersAnswer === 403 ? BOOKING_MESSAGES.waitlistNotYours : BOOKING_MESSAGES.waitlistNotFound,
    );
  }
  return allow({ entry });
}
