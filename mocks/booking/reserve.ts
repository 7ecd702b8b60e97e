import type { CustomerRecord, SingleClassRecord } from '#mocks/db';
import { orNotFound, orRefused } from '#mocks/http-errors';
import { BOOKING_MESSAGES } from '#src/domain/booking/messages';
import { decideReserve } from '#src/domain/booking/reserve-decision';
import type { SpotChoice } from '#src/domain/booking/facts';
import { classBookingFacts, customerBookingFacts, liveClassRecord } from './facts';
import { maybeFillClass, maybeHoldAlready, maybeTakeSpot } from './qa-hooks';
import { storeReservation } from './store-reservation';

export function findClass(single_class_id: number): SingleClassRecord {
  return orNotFound(liveClassRecord(single_class_id), BOOKING_MESSAGES.classNotFound);
}

interface ReserveInput {
  single_class_id: number;
  spot?: SpotChoice | undefined;
  guest?: string | null;
}

/** Gathers the facts, asks the shared rule (src/domain/booking/reserve-decision.ts), stores its answer. */
export async function reserve(customer: CustomerRecord, input: ReserveInput) {
  const singleClass = liveClassRecord(input.single_class_id);
  const decide = async () =>
    decideReserve({
      ...classBookingFacts(singleClass),
      ...(await customerBookingFacts(customer)),
      request: { spot: input.spot, guest: input.guest },
    });
  // QA scenarios: others book just before this request (mocks/booking/qa-hooks.ts); the rule
  // then answers on what they left, as it would after a real race.
  if (singleClass) await maybeFillClass(singleClass);
  let decision = await decide();
  if (decision.ok) {
    const changed =
      (await maybeHoldAlready(customer.customer_id, decision)) || (await maybeTakeSpot(decision));
    if (changed) decision = await decide();
  }
  return storeReservation(customer.customer_id, orRefused(decision));
}
