/*
 * A place freed up (a cancel): who on the class's waitlist moves into it, and what that spends.
 * Each one is taken through the very decision a reservation is (decideReserve), offered the
 * freed spot first and then no spot (someone may have taken it); whoever it refuses (no credits,
 * a penalty…) keeps their place on the list and the next one is asked.
 */
import { isClassFull } from '#src/domain/class-capacity';
import { promoteFirstWhoCan } from '#src/domain/waitlist-promotion';
import type { CustomerBookingFacts, SpotChoice } from './facts';
import { decideReserve, type ClassBookingFacts, type ReserveDecided } from './reserve-decision';
import { classStarted } from './settings';

export interface WaitlistEntryFacts {
  waitlist_id: number;
  customer_id: number;
  createdAt: string;
}

export interface PromotionFacts extends ClassBookingFacts {
  /** The spot the cancelled reservation held, offered first. */
  freedSpot: SpotChoice;
  /** The class's list, each entry with its customer's facts (absent when the customer is gone). */
  candidates: readonly { entry: WaitlistEntryFacts; customer: CustomerBookingFacts | undefined }[];
}

export interface Promotion {
  entry: WaitlistEntryFacts;
  customerId: number;
  reservation: ReserveDecided;
}

/** Who moves up and on what terms, or null when the place stays free for anyone. */
export function decidePromotion(facts: PromotionFacts): Promotion | null {
  const { singleClass, activeReservations } = facts;
  if (!singleClass || classStarted(singleClass.class_date, facts.now, facts.settings)) return null;
  if (isClassFull(singleClass.capacity, activeReservations.length)) return null;
  const customers = new Map(facts.candidates.map(({ entry, customer }) => [entry.waitlist_id, customer]));
  const spots = facts.freedSpot === null ? [null] : [facts.freedSpot, null];
  const promoted = promoteFirstWhoCan(
    facts.candidates.map(({ entry }) => entry),
    (entry) => {
      const customer = customers.get(entry.waitlist_id);
      if (!customer) return null;
      for (const spot of spots) {
        const decided = decideReserve({ ...facts, ...customer, request: { spot } });
        if (decided.ok) return { customerId: customer.customer.customer_id, reservation: decided };
      }
      return null;
    },
  );
  return promoted && { entry: promoted.entry, ...promoted.placed };
}
