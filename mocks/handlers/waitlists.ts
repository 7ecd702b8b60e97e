import { requireCustomer, requireUser } from '#mocks/auth';
import { classBookingFacts, liveClassRecord } from '#mocks/booking/facts';
import { findClass } from '#mocks/booking/reserve';
import { classStarted } from '#mocks/booking/settings';
import { waitlistPromotionView, waitlistView } from '#mocks/booking/views';
import { db, nextId } from '#mocks/db';
import { http } from '#mocks/http';
import { orRefused } from '#mocks/http-errors';
import { mockNow } from '#mocks/clock';
import { BOOKING_MESSAGES } from '#src/domain/booking/messages';
import { decideOwnWaitlistEntry } from '#src/domain/booking/ownership';
import { decideJoinWaitlist, decideSaveWaitlist } from '#src/domain/booking/waitlist-decision';

const entryOf = (waitlist_id: number) => db.waitlists.findFirst((q) => q.where({ waitlist_id }));

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
    const { customer_id } = customer;
    const facts = classBookingFacts(liveClassRecord(input.single_class_id));
    const alreadyWaiting = db.waitlists.findFirst((q) =>
      q.where({ customer_id, single_class_id: input.single_class_id }),
    );
    const { singleClass } = orRefused(
      decideJoinWaitlist({ ...facts, customerId: customer_id, alreadyWaiting: Boolean(alreadyWaiting) }),
    );
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
    const { entry } = orRefused(
      decideSaveWaitlist(entryOf(input.waitlist_id), customer.customer_id, input.single_class_id),
    );
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
    const { entry } = orRefused(
      decideOwnWaitlistEntry(entryOf(Number(params.id)), customer.customer_id, 403),
    );
    db.waitlists.delete((q) => q.where({ waitlist_id: entry.waitlist_id }));
    return response(200).json({ message: BOOKING_MESSAGES.waitlistLeft });
  }),
];
