import { requireCustomer, requireUser } from '#mocks/auth';
import { cancelReservation } from '#mocks/booking/cancel';
import { rateReservation } from '#mocks/booking/rating';
import { reserve } from '#mocks/booking/reserve';
import { classStarted } from '#mocks/booking/settings';
import { updateReservation } from '#mocks/booking/update';
import { myReservationView, reservationView } from '#mocks/booking/views';
import { db, type ReservationRecord } from '#mocks/db';
import { http } from '#mocks/http';
import { BOOKING_MESSAGES } from '#src/domain/booking/messages';
import { newestClassFirst } from '#src/domain/booking/reservation-order';
import { pageOf, pageSlice, RESERVATIONS_PAGE_SIZE } from '#src/domain/paging';

type Filter = 'all' | 'upcoming' | 'past' | 'cancelled';

function matches(filter: Filter, reservation: ReservationRecord, classDate: string | undefined): boolean {
  if (filter === 'cancelled') return Boolean(reservation.deletedAt);
  if (filter === 'all') return true;
  if (reservation.deletedAt) return false;
  const past = classDate !== undefined && classStarted(classDate);
  return filter === 'past' ? past : !past;
}

export const reservationHandlers = [
  http.get('/class_reservations', ({ request, query, response }) => {
    const { customer } = requireUser(request);
    if (!customer) return response(200).json({ total: 0, class_reservations: [] });
    const requested = query.get('filter');
    const filter: Filter =
      requested === 'upcoming' || requested === 'past' || requested === 'cancelled' ? requested : 'all';
    const page = pageOf(query.get('page'));
    const dates = new Map(
      db.singleClasses.all().map((record) => [record.single_class_id, record.class_date]),
    );
    const filtered = db.reservations
      .findMany((q) => q.where({ customer_id: customer.customer_id }))
      .filter((reservation) => matches(filter, reservation, dates.get(reservation.single_class_id)))
      .map((reservation) => ({
        reservation,
        class_date: dates.get(reservation.single_class_id),
        class_reservation_id: reservation.class_reservation_id,
      }))
      .sort(newestClassFirst);
    return response(200).json({
      total: filtered.length,
      class_reservations: pageSlice(filtered, page, RESERVATIONS_PAGE_SIZE).map(({ reservation }) =>
        myReservationView(reservation),
      ),
    });
  }),

  http.post('/class_reservations', async ({ request, response }) => {
    const { customer } = requireCustomer(request);
    const input = await request.json();
    const reservation = await reserve(customer, input);
    return response(200).json({ class_reservation: reservationView(reservation) });
  }),

  http.put('/class_reservations', async ({ request, response }) => {
    const { customer } = requireCustomer(request);
    const input = await request.json();
    const reservation = await updateReservation(customer.customer_id, input);
    return response(200).json({ class_reservation: reservationView(reservation) });
  }),

  http.post('/class_reservations/rating', async ({ request, response }) => {
    const { customer } = requireCustomer(request);
    const input = await request.json();
    const reservation = await rateReservation(customer.customer_id, input);
    return response(200).json({ class_reservation: reservationView(reservation) });
  }),

  http.delete('/class_reservations/{id}', async ({ request, params, response }) => {
    const { customer } = requireCustomer(request);
    await cancelReservation(Number(params.id), customer.customer_id);
    return response(200).json({ message: BOOKING_MESSAGES.cancelled });
  }),

  http.post('/class_reservations/{id}/cancel', async ({ request, params, response }) => {
    const { customer } = requireCustomer(request);
    const { reservation, creditReturned } = await cancelReservation(Number(params.id), customer.customer_id);
    return response(200).json({
      class_reservation: reservationView(reservation),
      credit_returned: creditReturned,
      message: BOOKING_MESSAGES.cancelled,
    });
  }),
];
