import { mockNow } from '../clock';
import { db, nextId, type SingleClassRecord } from '../db';
import { consumeClassFills, consumeSpotTaken } from '../scenarios';
import { FILLER_COUNT, FILLER_FIRST_ID } from '../seed/people';
import { activeReservationsOf } from '../views/single-class';

type Spot = number | string | null;

/**
 * QA's two reservation scenarios change the data for real (other customers book), rather than
 * faking an answer: the server's own checks then answer with their own messages, and the class
 * the app reloads afterwards shows the places or the spot taken.
 */
async function bookForSomeoneElse(singleClass: SingleClassRecord, index: number, spot: Spot): Promise<void> {
  await db.reservations.create({
    class_reservation_id: nextId(db.reservations.all(), 'class_reservation_id'),
    single_class_id: singleClass.single_class_id,
    customer_id: FILLER_FIRST_ID + (index % FILLER_COUNT),
    deletedAt: null,
    is_cash: false,
    is_paid: true,
    attend: null,
    spot,
    guest: null,
    class_stars: null,
    coach_stars: null,
    comment: null,
    available_class_id: null,
    createdAt: mockNow().toISOString(),
  });
}

/** "The class fills up while the reserve modal is open": the remaining places go to others. */
export async function maybeFillClass(singleClass: SingleClassRecord): Promise<void> {
  if (!consumeClassFills()) return;
  const taken = activeReservationsOf(singleClass.single_class_id).length;
  for (let index = taken; index < (singleClass.capacity ?? 0); index += 1) {
    await bookForSomeoneElse(singleClass, index, null);
  }
}

/** "The spot chosen is taken": another customer books it just before this reservation. */
export async function maybeTakeSpot(singleClass: SingleClassRecord, spot: Spot): Promise<void> {
  if (spot === null || !consumeSpotTaken()) return;
  await bookForSomeoneElse(singleClass, activeReservationsOf(singleClass.single_class_id).length, spot);
}
