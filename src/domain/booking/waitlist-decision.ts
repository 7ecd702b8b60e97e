/*
 * Joining a class's waitlist: only when the studio keeps waitlists, for a class still ahead,
 * once, by a customer without a place in it, and only when the class is full (otherwise they
 * should simply reserve). Saving an entry never moves it to another class.
 */
import { isClassFull } from '#src/domain/class-capacity';
import type { ActiveReservationFacts, ClassFacts } from './facts';
import { BOOKING_MESSAGES } from './messages';
import { decideOwnWaitlistEntry } from './ownership';
import { allow, refuse, type Decision } from './refusal';
import { classStarted, type BookingSettings } from './settings';

export interface JoinWaitlistFacts {
  customerId: number;
  /** Undefined when the class does not exist or the studio cancelled it. */
  singleClass: ClassFacts | undefined;
  /** The customer already has an entry on this class's list. */
  alreadyWaiting: boolean;
  activeReservations: readonly ActiveReservationFacts[];
  settings: BookingSettings;
  now: Date;
}

export function decideJoinWaitlist(facts: JoinWaitlistFacts): Decision<{ singleClass: ClassFacts }> {
  const { singleClass, activeReservations } = facts;
  if (!facts.settings.waitlistEnabled) return refuse(412, BOOKING_MESSAGES.waitlistOff);
  if (!singleClass) return refuse(404, BOOKING_MESSAGES.classNotFound);
  if (classStarted(singleClass.class_date, facts.now, facts.settings)) {
    return refuse(412, BOOKING_MESSAGES.classUnavailable);
  }
  if (facts.alreadyWaiting) return refuse(409, BOOKING_MESSAGES.alreadyWaiting);
  if (activeReservations.some((reservation) => reservation.customer_id === facts.customerId)) {
    return refuse(409, BOOKING_MESSAGES.alreadyReserved, 'already_reserved');
  }
  if (!isClassFull(singleClass.capacity, activeReservations.length)) {
    return refuse(412, BOOKING_MESSAGES.placesLeft);
  }
  return allow({ singleClass });
}

interface EntryFacts {
  customer_id: number;
  single_class_id: number;
}

/** Saving one's own entry (PUT /waitlist): it stays on its class. */
export function decideSaveWaitlist<E extends EntryFacts>(
  entry: E | undefined,
  customerId: number,
  singleClassId: number,
): Decision<{ entry: E }> {
  const own = decideOwnWaitlistEntry(entry, customerId, 404);
  if (!own.ok) return own;
  if (own.entry.single_class_id !== singleClassId) return refuse(400, BOOKING_MESSAGES.waitlistClassChange);
  return own;
}
