/*
 * Cancelling one's own reservation under the studio's policy. Far enough ahead the credit goes
 * back to the row it came from; inside the cancel window the reservation is cancelled only when
 * late cancelling is allowed, and the credit is kept. The place and the spot free up (only
 * active reservations count), which is when the waitlist moves (promotion-decision.ts).
 */
import { BOOKING_MESSAGES, cancelPolicyMessage } from './messages';
import { allow, refuse, type Decision } from './refusal';
import { cancelInTime, classStarted, type BookingSettings } from './settings';

export interface CancelFacts {
  reservation: { deletedAt?: string | null | undefined; available_class_id: number | null };
  /** The reservation's class; undefined when it is gone from the store. */
  singleClass: { class_date: string } | undefined;
  settings: BookingSettings;
  now: Date;
}

export interface CancelDecided {
  creditReturned: boolean;
  /** The credits row that gets its credit back, when one does. */
  returnToRowId: number | null;
}

export function decideCancel(facts: CancelFacts): Decision<CancelDecided> {
  const { reservation, singleClass, settings, now } = facts;
  if (reservation.deletedAt) return refuse(412, BOOKING_MESSAGES.alreadyCancelled);
  if (!settings.allowCancel) return refuse(412, BOOKING_MESSAGES.cancelOff);
  if (singleClass && classStarted(singleClass.class_date, now, settings)) {
    return refuse(412, BOOKING_MESSAGES.cancelStarted);
  }
  const inTime = !singleClass || cancelInTime(singleClass.class_date, now, settings);
  if (!inTime && !settings.allowCancelAfterThreshold) {
    const { value, unit } = settings.cancelTimeframe;
    return refuse(412, cancelPolicyMessage(value, unit));
  }
  // A reservation that spent no credit (an unlimited membership, a seeded guest row) gets none back.
  const returnToRowId = inTime ? reservation.available_class_id : null;
  return allow({ creditReturned: returnToRowId !== null, returnToRowId });
}
