import { requireCustomer, requireUser } from '#mocks/auth';
import { configFlag } from '#mocks/config-values';
import { ALREADY_RESERVED_MESSAGE, classIsFull, findClass, holdsReservation } from '#mocks/booking/reserve';
import { classStarted } from '#mocks/booking/settings';
import { waitlistPromotionView, waitlistView } from '#mocks/booking/views';
import { db, nextId } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError, orNotFound } from '#mocks/http-errors';
import { mockNow } from '#mocks/clock';

function ownEntry(waitlist_id: number, customer_id: number) {
  const entry = orNotFound(
    db.waitlists.findFirst((q) => q.where({ waitlist_id })),
    'No encontramos esa lista de espera.',
  );
  return { entry, own: entry.customer_id === customer_id };
}

export const waitlistHandlers = [
  http.get('/waitlist', ({ request, response }) => {
    const { customer } = requireUser(request);
    if (!customer) return response(200).json({ waitlists: [] });
    const waitlists = db.waitlists
      .findMany((q) => q.where({ customer_id: customer.customer_id }), { orderBy: { createdAt: 'asc' } })
      .map(waitlistView);
    return response(200).json({ waitlists });
  }),

  http.post('/waitlist', async ({ request, response }) => {
    const { customer } = requireCustomer(request);
    const input = await request.json();
    if (!configFlag('waitlist_enabled')) throw apiError(412, 'La lista de espera no está disponible.');
    const singleClass = findClass(input.single_class_id);
    if (classStarted(singleClass.class_date)) {
      throw apiError(412, 'Esta clase ya no está disponible para reservar.');
    }
    const { customer_id } = customer;
    const already = db.waitlists.findFirst((q) =>
      q.where({ customer_id, single_class_id: singleClass.single_class_id }),
    );
    if (already) throw apiError(409, 'Ya estás en la lista de espera.');
    if (holdsReservation(customer_id, singleClass.single_class_id)) {
      throw apiError(409, ALREADY_RESERVED_MESSAGE, { code: 'already_reserved' });
    }
    if (!classIsFull(singleClass)) throw apiError(412, 'La clase todavía tiene lugares disponibles.');
    const waitlist = await db.waitlists.create({
      waitlist_id: nextId(db.waitlists.all(), 'waitlist_id'),
      single_class_id: singleClass.single_class_id,
      customer_id,
      createdAt: mockNow().toISOString(),
    });
    return response(200).json({ waitlist: waitlistView(waitlist) });
  }),

  // The client saves with PUT when the entry already has an id; an entry stays on its class.
  http.put('/waitlist', async ({ request, response }) => {
    const { customer } = requireCustomer(request);
    const input = await request.json();
    const { entry, own } = ownEntry(input.waitlist_id, customer.customer_id);
    // PUT declares no 403: someone else's entry is simply not found for this caller.
    if (!own) throw apiError(404, 'No encontramos esa lista de espera.');
    if (input.single_class_id !== entry.single_class_id) {
      throw apiError(400, 'No puedes cambiar la clase de una lista de espera.');
    }
    return response(200).json({ waitlist: waitlistView(entry) });
  }),

  // Moves into classes that have not started, most recent first (mocks/booking/waitlist-promotion.ts).
  http.get('/waitlist_promotions', ({ request, response }) => {
    const { customer } = requireCustomer(request);
    const promotions = db.waitlistPromotions
      .findMany((q) => q.where({ customer_id: customer.customer_id }), { orderBy: { createdAt: 'desc' } })
      .map(waitlistPromotionView)
      .filter((promotion) => promotion.single_class && !classStarted(promotion.single_class.class_date));
    return response(200).json({ promotions });
  }),

  http.get('/waitlist/{id}', ({ request, params, response }) => {
    const { customer } = requireCustomer(request);
    const singleClass = findClass(Number(params.id));
    const entry = db.waitlists.findFirst((q) =>
      q.where({ customer_id: customer.customer_id, single_class_id: singleClass.single_class_id }),
    );
    return response(200).json({ waitlist: entry ? waitlistView(entry) : null });
  }),

  http.delete('/waitlist/{id}', ({ request, params, response }) => {
    const { customer } = requireCustomer(request);
    const { entry, own } = ownEntry(Number(params.id), customer.customer_id);
    if (!own) throw apiError(403, 'Esta lista de espera no es tuya.');
    db.waitlists.delete((q) => q.where({ waitlist_id: entry.waitlist_id }));
    return response(200).json({ message: 'Eliminada de lista de espera.' });
  }),
];
