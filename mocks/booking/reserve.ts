import { mockNow } from '#mocks/clock';
import { db, nextId, type CustomerRecord, type SingleClassRecord } from '#mocks/db';
import { apiError, orNotFound } from '#mocks/http-errors';
import { activeReservationsOf } from '#mocks/views/single-class';
import { isClassFull } from '#src/domain/class-capacity';
import { hasUnlimitedAccess, pickCreditsRow } from '#src/domain/credits';
import { acceptedRequiredPages, activePenalty, profileComplete } from './customer-rules';
import { validGuest } from './guests';
import { maybeFillClass, maybeHoldAlready, maybeTakeSpot } from './qa-hooks';
import { bookingWindowOpen } from './settings';
import { assertSpotFree, validSpot } from './spots';

export const OUT_OF_CREDITS_MESSAGE =
  'Lo sentimos. Has agotado todos tus créditos para reservar Clases Presenciales...';
export const ALREADY_RESERVED_MESSAGE = 'Ya tienes una reservación en esta clase.';

export function findClass(single_class_id: number): SingleClassRecord {
  return orNotFound(
    // A class an admin cancelled is gone from the schedule: nobody reserves it.
    db.singleClasses.findMany((q) => q.where({ single_class_id })).find((record) => !record.cancelled_at),
    'Clase no encontrada.',
  );
}

export function holdsReservation(customer_id: number, single_class_id: number): boolean {
  return activeReservationsOf(single_class_id).some((reservation) => reservation.customer_id === customer_id);
}

export function classIsFull(singleClass: SingleClassRecord): boolean {
  return isClassFull(singleClass.capacity, activeReservationsOf(singleClass.single_class_id).length);
}

interface ReserveInput {
  single_class_id: number;
  spot?: number | string | null;
  guest?: string | null;
}

/** Who may take the class and what it costs, in the order the studio's server checks it. */
function chargeFor(
  customer: CustomerRecord,
  singleClass: SingleClassRecord,
): { creditsRowId: number | null } {
  if (singleClass.class_package_id !== null && singleClass.class_package_id !== undefined) {
    throw apiError(412, 'Esta clase requiere comprar su paquete.');
  }
  if (!bookingWindowOpen(singleClass.class_date)) {
    throw apiError(412, 'Esta clase ya no está disponible para reservar.');
  }
  if (!acceptedRequiredPages(customer.customer_id)) {
    throw apiError(412, 'Debes aceptar los documentos requeridos antes de reservar.');
  }
  if (!profileComplete(customer)) {
    throw apiError(412, 'Debes completar tu información personal antes de reservar clases.');
  }
  const now = mockNow();
  const rows = db.availableClasses.findMany((q) => q.where({ customer_id: customer.customer_id }));
  const unlimited = hasUnlimitedAccess(customer, rows, now);
  const row = unlimited ? undefined : pickCreditsRow(rows, singleClass.class_type_id, now);
  if ((unlimited || row) && activePenalty(customer.customer_id)) {
    throw apiError(412, 'Lo sentimos, no puedes reservar clases porque cuentas con una penalización.');
  }
  if (!unlimited && !row) throw apiError(412, OUT_OF_CREDITS_MESSAGE);
  return { creditsRowId: row?.available_class_id ?? null };
}

export async function reserve(customer: CustomerRecord, input: ReserveInput) {
  const singleClass = findClass(input.single_class_id);
  // QA scenarios: others may book before this request is checked (mocks/booking/qa-hooks.ts).
  await maybeFillClass(singleClass);
  const { creditsRowId } = chargeFor(customer, singleClass);
  await maybeHoldAlready(customer.customer_id, singleClass, creditsRowId);
  if (holdsReservation(customer.customer_id, singleClass.single_class_id)) {
    throw apiError(409, ALREADY_RESERVED_MESSAGE, { code: 'already_reserved' });
  }
  if (classIsFull(singleClass))
    throw apiError(409, 'Lo sentimos, esta clase ya está llena.', { code: 'class_full' });
  const guest = validGuest(input.guest);
  const spot = validSpot(singleClass, input.spot);
  await maybeTakeSpot(singleClass, spot);
  assertSpotFree(singleClass, spot);

  if (creditsRowId !== null) {
    await db.availableClasses.update((q) => q.where({ available_class_id: creditsRowId }), {
      data(row) {
        row.available_classes -= 1;
      },
    });
  }
  const reservation = await db.reservations.create({
    class_reservation_id: nextId(db.reservations.all(), 'class_reservation_id'),
    single_class_id: singleClass.single_class_id,
    customer_id: customer.customer_id,
    deletedAt: null,
    is_cash: false,
    is_paid: true,
    attend: null,
    spot,
    guest,
    class_stars: null,
    coach_stars: null,
    comment: null,
    available_class_id: creditsRowId,
    createdAt: mockNow().toISOString(),
  });
  // Having a place, the customer no longer waits for one.
  db.waitlists.deleteMany((q) =>
    q.where({ customer_id: customer.customer_id, single_class_id: singleClass.single_class_id }),
  );
  return reservation;
}
