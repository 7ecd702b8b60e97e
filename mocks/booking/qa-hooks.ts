import { mockNow } from '#mocks/clock';
import { db, nextId, type SingleClassRecord } from '#mocks/db';
import { consumeAlreadyReserved, consumeClassFills, consumeSpotTaken } from '#mocks/scenarios';
import { FILLER_COUNT, FILLER_FIRST_ID } from '#mocks/seed/people';
import { activeReservationsOf } from '#mocks/views/single-class';

type Spot = number | string | null;

/**
 * QA's reservation scenarios change the data for real (other customers book, or the customer
 * books from another device), rather than faking an answer: the server's own checks then answer
 * with their own messages, and the class the app reloads afterwards shows what was taken.
 */
async function book(
  singleClass: SingleClassRecord,
  customer_id: number,
  spot: Spot,
  available_class_id: number | null = null,
): Promise<void> {
  await db.reservations.create({
    class_reservation_id: nextId(db.reservations.all(), 'class_reservation_id'),
    single_class_id: singleClass.single_class_id,
    customer_id,
    deletedAt: null,
    is_cash: false,
    is_paid: true,
    attend: null,
    spot,
    guest: null,
    class_stars: null,
    coach_stars: null,
    comment: null,
    available_class_id,
    createdAt: mockNow().toISOString(),
  });
}

const bookForSomeoneElse = (singleClass: SingleClassRecord, index: number, spot: Spot) =>
  book(singleClass, FILLER_FIRST_ID + (index % FILLER_COUNT), spot);

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

/**
 * "Already reserved": the customer booked this class from another device just before this
 * request, paying with the credits this request would use, so the server's own check answers.
 */
export async function maybeHoldAlready(
  customer_id: number,
  singleClass: SingleClassRecord,
  creditsRowId: number | null,
): Promise<void> {
  if (!consumeAlreadyReserved()) return;
  if (creditsRowId !== null) {
    await db.availableClasses.update((q) => q.where({ available_class_id: creditsRowId }), {
      data(row) {
        row.available_classes -= 1;
      },
    });
  }
  await book(singleClass, customer_id, null, creditsRowId);
}
