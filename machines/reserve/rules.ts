import type { Customer, SingleClass } from '#src/api/entities';
import { requireValue } from '#machines/shared/require-value';
import { reserveBlocker, type ReserveFacts } from '#src/domain/reserve';
import type { ReserveChecks, ReserveContext, ReserveFailure, SaveInput } from './context';

/* The reserve machine's guard and context helpers; the rules themselves live in src/domain/reserve.ts. */

/** Every state past `idle` holds the class `reserve.start` brought. */
export function classOf(context: ReserveContext): SingleClass {
  return requireValue(context.singleClass, 'the class being reserved');
}

export function facts(checks: ReserveChecks, context: ReserveContext): ReserveFacts {
  return {
    unacceptedPages: checks.unaccepted.length,
    missingProfileFields: checks.missing.length,
    penaltyEnds: checks.penalties.map((penalty) => penalty.end_date),
    membership: context.customer ?? {},
    credits: checks.credits,
    classTypeId: classOf(context).class_type_id,
  };
}

export const blockedBy =
  (kind: ReturnType<typeof reserveBlocker>) =>
  ({ context }: { context: ReserveContext }, checks: ReserveChecks) =>
    reserveBlocker(facts(checks, context), new Date(checks.checkedAt)) === kind;

export const failureOf = (event: unknown) => (event as { error: ReserveFailure }).error;
export const failureIs =
  (...kinds: ReserveFailure['kind'][]) =>
  ({ event }: { event: unknown }) =>
    kinds.includes(failureOf(event)?.kind);

export /** A new flow starts from the customer's existing reservation in the class, if any. */
function freshChoices(singleClass: SingleClass, customer: Customer | null) {
  const own = customer
    ? singleClass.class_reservations.find((reservation) => reservation.customer_id === customer.customer_id)
    : undefined;
  return {
    reservationId: own?.class_reservation_id ?? null,
    spot: own?.spot ?? null,
    withGuest: false,
    guestName: '',
    guestError: false,
    failure: null,
  };
}

export function saveInput(context: ReserveContext): SaveInput {
  const guest = context.settings.guestsAllowed && context.withGuest ? context.guestName.trim() : null;
  return {
    single_class_id: classOf(context).single_class_id,
    ...(context.reservationId === null ? {} : { class_reservation_id: context.reservationId }),
    spot: context.settings.spotMapEnabled ? context.spot : null,
    guest,
  };
}
