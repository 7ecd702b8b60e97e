import type { CreditsRow, CustomSpotMap, Customer, Penalty, SingleClass } from '#src/api/entities';
import type { FlowFailure } from '#src/api/failures';
import type { SpotValue } from '#src/domain/spot-map';
import type { EntryPage } from '#machines/account-entry/machine';

/** What saving sends: POST without class_reservation_id, PUT with it. */
export interface SaveInput {
  single_class_id: number;
  class_reservation_id?: number;
  spot: SpotValue | null;
  guest: string | null;
}

/** Everything the checks before the reserve modal need, as loaded by the `loadChecks` actor. */
export interface ReserveChecks {
  unaccepted: EntryPage[];
  /** Labels of the profile form's required fields still empty. */
  missing: string[];
  penalties: Penalty[];
  credits: CreditsRow[];
  /** When the facts were read: guards compare dates against it, so they stay pure. */
  checkedAt: string;
}

/**
 * The closed set of ways saving (or loading) can fail (spotTaken, full, conflict, precondition,
 * invalid, network, other: the `reserve` rows of src/api/failure-table.ts); the machine branches on `kind`.
 */
export type ReserveFailure = FlowFailure<'reserve'>;

export interface ReserveSettings {
  /** allow_class_guests */
  guestsAllowed: boolean;
  /** spotmap_enabled */
  spotMapEnabled: boolean;
}

export interface ReserveContext {
  settings: ReserveSettings;
  singleClass: SingleClass | null;
  customer: Customer | null;
  /** The customer's existing reservation in the class: saving updates it (PUT). */
  reservationId: number | null;
  customSpotMap: CustomSpotMap | null;
  page: EntryPage | null;
  consentMissing: boolean;
  penaltyEnd: string | null;
  withGuest: boolean;
  guestName: string;
  guestError: boolean;
  spot: SpotValue | null;
  /** The server's message of the last failed save, shown in the modal. */
  failure: ReserveFailure | null;
}

export function initialContext(settings: ReserveSettings): ReserveContext {
  return {
    settings,
    singleClass: null,
    customer: null,
    reservationId: null,
    customSpotMap: null,
    page: null,
    consentMissing: false,
    penaltyEnd: null,
    withGuest: false,
    guestName: '',
    guestError: false,
    spot: null,
    failure: null,
  };
}
