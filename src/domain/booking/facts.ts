/*
 * The plain facts the booking decisions read: what a shell gathers from its store before it
 * decides (the mocks from their in-memory collections, the server from PostgreSQL inside the
 * transaction that holds these rows). Field names follow the contract's records, so a stored
 * row can be passed as it is.
 */
import type { CreditsRowLike, MembershipLike } from '#src/domain/credits';

/** A chosen spot: a number on a row-size map, a key ("B3") on a custom map; null for none. */
export type SpotChoice = number | string | null;

export interface ClassFacts {
  single_class_id: number;
  class_type_id: number;
  /** The studio's wall-clock time written as UTC (decision 004). */
  class_date: string;
  capacity?: number | null | undefined;
  /** A class sold only with its package. */
  class_package_id?: number | null | undefined;
}

export interface CustomerFacts extends MembershipLike {
  customer_id: number;
}

export interface CreditsRowFacts extends CreditsRowLike {
  available_class_id: number;
}

/** A reservation that holds a place in the class: not cancelled. */
export interface ActiveReservationFacts {
  class_reservation_id: number;
  customer_id: number;
  spot?: SpotChoice | undefined;
}

/** The class's spot map: the class type's row sizes ("4,5,5"), or the custom map that applies. */
export interface SpotMapFacts {
  spotMap?: string | null | undefined;
  custom?: { spots: string } | null | undefined;
}

/** What the customer's own records say about reserving, whichever class it is. */
export interface CustomerBookingFacts {
  customer: CustomerFacts;
  /** Required pages not accepted yet (src/domain/account-entry). */
  unacceptedPages: number;
  /** Required profile fields without a valid value (src/domain/account-entry). */
  missingProfileFields: number;
  /** End dates of the customer's penalties. */
  penaltyEnds: readonly string[];
  credits: readonly CreditsRowFacts[];
}
