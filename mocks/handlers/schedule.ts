import { optionalUser, requireCustomer } from '#mocks/auth';
import { ownReservation } from '#mocks/booking/cancel';
import { findClass } from '#mocks/booking/reserve';
import { bookingSettings } from '#mocks/booking/settings';
import { db } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError, orRefused } from '#mocks/http-errors';
import { singleClassView } from '#mocks/views/single-class';
import { BOOKING_MESSAGES } from '#src/domain/booking/messages';
import { decideGuestName } from '#src/domain/booking/guest-decision';

const DAY_MS = 86_400_000;
// A calendar asks for a week; anything longer than a few months is a client bug.
const MAX_DAYS = 93;

function parseDay(value: string | null, field: string): number {
  const time = value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00.000Z`) : NaN;
  if (Number.isNaN(time)) throw apiError(400, `La fecha ${field} no es válida.`);
  return time;
}

function optionalInteger(value: string | null, field: string): number | undefined {
  if (value === null || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number)) throw apiError(400, `El filtro ${field} no es válido.`);
  return number;
}

/** Who reads a public class: a signed-in customer recognises their own reservations in it. */
const viewerOf = (request: Request) => optionalUser(request)?.customer?.customer_id ?? null;

export const scheduleHandlers = [
  http.get('/single_class', ({ request, query, response }) => {
    const start = parseDay(query.get('start_date'), 'start_date');
    const end = parseDay(query.get('end_date'), 'end_date');
    if (end < start || (end - start) / DAY_MS >= MAX_DAYS) {
      throw apiError(400, 'El rango de fechas no es válido.');
    }
    const instructorId = optionalInteger(query.get('instructor_id'), 'instructor_id');
    const locationId = optionalInteger(query.get('location_id'), 'location_id');
    // Class dates are the studio's wall clock written as UTC: their date part is the class's day.
    const classes = db.singleClasses
      .findMany(undefined, { orderBy: { class_date: 'asc' } })
      .filter(
        (record) =>
          !record.cancelled_at &&
          (instructorId === undefined || record.instructor_ids.includes(instructorId)) &&
          (locationId === undefined || record.location_id === locationId),
      );
    const viewer = viewerOf(request);
    const days = [];
    for (let time = start; time <= end; time += DAY_MS) {
      const date = new Date(time).toISOString().slice(0, 10);
      days.push({
        date,
        single_classes: classes
          .filter((record) => record.class_date.slice(0, 10) === date)
          .map((record) => singleClassView(record, viewer)),
      });
    }
    return response(200).json({ days });
  }),

  http.put('/single_class/guest', async ({ request, response }) => {
    const { customer } = requireCustomer(request);
    const input = await request.json();
    const reservation = ownReservation(input.class_reservation_id, customer.customer_id);
    const { guest } = orRefused(
      decideGuestName({ reservation, name: input.name, guestsAllowed: bookingSettings().guestsAllowed }),
    );
    await db.reservations.update((q) => q.where({ class_reservation_id: reservation.class_reservation_id }), {
      data(record) {
        record.guest = guest;
      },
    });
    return response(200).json({ message: BOOKING_MESSAGES.guestSaved });
  }),

  http.get('/single_class/single/{id}', ({ request, params, response }) => {
    return response(200).json({
      single_class: singleClassView(findClass(Number(params.id)), viewerOf(request)),
    });
  }),
];
