/*
 * May this customer reserve this class, and what does it cost. The refusals come in the order
 * the studio's server checks them: the class (gone, package-bound, booking window), then the
 * customer (documents, profile, penalty, credits: the same order the app's reserve gate shows,
 * src/domain/reserve.ts), then the place (already theirs, full, guest, spot).
 */
import { isClassFull } from '#src/domain/class-capacity';
import { hasUnlimitedAccess, pickCreditsRow } from '#src/domain/credits';
import { reserveBlocker, type ReserveBlocker } from '#src/domain/reserve';
import type {
  ActiveReservationFacts,
  ClassFacts,
  CustomerBookingFacts,
  SpotChoice,
  SpotMapFacts,
} from './facts';
import { decideGuest } from './guest-decision';
import { BOOKING_MESSAGES } from './messages';
import { allow, refuse, type Decision } from './refusal';
import { bookingWindowOpen, type BookingSettings } from './settings';
import { decideSpot, decideSpotFree } from './spot-decision';

/** What the class says, whoever reserves it. */
export interface ClassBookingFacts {
  /** Undefined when the class does not exist or the studio cancelled it. */
  singleClass: ClassFacts | undefined;
  activeReservations: readonly ActiveReservationFacts[];
  spotMap: SpotMapFacts;
  settings: BookingSettings;
  now: Date;
}

export interface ReserveFacts extends ClassBookingFacts, CustomerBookingFacts {
  request: { spot?: SpotChoice | undefined; guest?: string | null | undefined };
}

/** What a reservation spends: one credit of a row, or nothing for an unlimited member. */
export type Charge = { kind: 'credit'; creditsRowId: number } | { kind: 'unlimited' };

export interface ReserveDecided {
  singleClass: ClassFacts;
  charge: Charge;
  spot: SpotChoice;
  guest: string | null;
}

const BLOCKER_MESSAGES: Record<ReserveBlocker, string> = {
  terms: BOOKING_MESSAGES.pagesRequired,
  profile: BOOKING_MESSAGES.profileRequired,
  penalty: BOOKING_MESSAGES.penalty,
  noCredits: BOOKING_MESSAGES.outOfCredits,
};

/** The class can be reserved by someone, and this customer can pay for it. */
export function decideCharge(
  facts: Omit<ReserveFacts, 'request' | 'activeReservations' | 'spotMap'>,
): Decision<{ singleClass: ClassFacts; charge: Charge }> {
  const { singleClass, now } = facts;
  if (!singleClass) return refuse(404, BOOKING_MESSAGES.classNotFound);
  if (singleClass.class_package_id !== null && singleClass.class_package_id !== undefined) {
    return refuse(412, BOOKING_MESSAGES.packageRequired);
  }
  if (!bookingWindowOpen(singleClass.class_date, now, facts.settings)) {
    return refuse(412, BOOKING_MESSAGES.classUnavailable);
  }
  const blocker = reserveBlocker(
    { ...facts, membership: facts.customer, classTypeId: singleClass.class_type_id },
    now,
  );
  if (blocker) return refuse(412, BLOCKER_MESSAGES[blocker]);
  if (hasUnlimitedAccess(facts.customer, facts.credits, now)) {
    return allow({ singleClass, charge: { kind: 'unlimited' } });
  }
  const row = pickCreditsRow(facts.credits, singleClass.class_type_id, now);
  if (!row) return refuse(412, BOOKING_MESSAGES.outOfCredits);
  return allow({ singleClass, charge: { kind: 'credit', creditsRowId: row.available_class_id } });
}

/** The whole decision: the charge, then a place for the customer, their guest and spot. */
export function decideReserve(facts: ReserveFacts): Decision<ReserveDecided> {
  const charged = decideCharge(facts);
  if (!charged.ok) return charged;
  const { customer, activeReservations } = facts;
  if (activeReservations.some((reservation) => reservation.customer_id === customer.customer_id)) {
    return refuse(409, BOOKING_MESSAGES.alreadyReserved, 'already_reserved');
  }
  if (isClassFull(charged.singleClass.capacity, activeReservations.length)) {
    return refuse(409, BOOKING_MESSAGES.classFull, 'class_full');
  }
  const guest = decideGuest(facts.request.guest, facts.settings.guestsAllowed);
  if (!guest.ok) return guest;
  const spot = decideSpot(facts.request.spot, facts.spotMap);
  if (!spot.ok) return spot;
  const free = decideSpotFree(spot.spot, activeReservations);
  if (!free.ok) return free;
  return allow({
    singleClass: charged.singleClass,
    charge: charged.charge,
    spot: spot.spot,
    guest: guest.guest,
  });
}
