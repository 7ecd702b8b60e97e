import type { SingleClassRecord } from '#mocks/db';
import { consumeAlreadyReserved, consumeClassFills, consumeSpotTaken } from '#mocks/scenarios';
import { FILLER_COUNT, FILLER_FIRST_ID } from '#mocks/seed/people';
import { activeReservationsOf } from '#mocks/views/single-class';
import type { ClassFacts, SpotChoice } from '#src/domain/booking/facts';
import type { ReserveDecided } from '#src/domain/booking/reserve-decision';
import { storeReservation } from './store-reservation';

/*
 * QA's reservation scenarios change the data for real (other customers book, or the customer
 * books from another device), rather than faking an answer: the shared rule then answers with
 * its own messages, and the class the app reloads afterwards shows what was taken.
 */

// Other customers' reservations here spend nothing: only the class's places matter.
const bookForSomeoneElse = (singleClass: ClassFacts, index: number, spot: SpotChoice) =>
  storeReservation(FILLER_FIRST_ID + (index % FILLER_COUNT), {
    singleClass,
    charge: { kind: 'unlimited' },
    spot,
    guest: null,
  });

/** "The class fills up while the reserve modal is open": the remaining places go to others. */
export async function maybeFillClass(singleClass: SingleClassRecord): Promise<void> {
  if (!consumeClassFills()) return;
  const taken = activeReservationsOf(singleClass.single_class_id).length;
  for (let index = taken; index < (singleClass.capacity ?? 0); index += 1) {
    await bookForSomeoneElse(singleClass, index, null);
  }
}

/** "The spot chosen is taken": another customer books it just before this reservation. */
export async function maybeTakeSpot(decided: ReserveDecided): Promise<boolean> {
  const { singleClass, spot } = decided;
  if (spot === null || !consumeSpotTaken()) return false;
  await bookForSomeoneElse(singleClass, activeReservationsOf(singleClass.single_class_id).length, spot);
  return true;
}

/**
 * "Already reserved": the customer booked this class from another device just before this
 * request, paying with the credits this request would use, so the rule's own check answers.
 */
export async function maybeHoldAlready(customer_id: number, decided: ReserveDecided): Promise<boolean> {
  if (!consumeAlreadyReserved()) return false;
  await storeReservation(customer_id, { ...decided, spot: null, guest: null });
  return true;
}
