import type { components } from '#src/api/schema.gen';
import { requireStaff } from '#mocks/auth';
import { mockNow } from '#mocks/clock';
import { safeWrite } from '#mocks/customers/safe-write';
import { syncUnlimited } from '#mocks/customers/unlimited';
import { db, nextId } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError, orNotFound, orRefused, requireId } from '#mocks/http-errors';
import {
  CUSTOMER_ADMIN_MESSAGES as MESSAGES,
  creditsRecordFields,
  dayBound,
  touchesUnlimited,
} from '#src/domain/admin/customer-admin';

const NOT_FOUND = MESSAGES.creditsRecordNotFound;

/** Checks the body (the shared rule) and that its customer exists. */
function creditFields(input: components['schemas']['AvailableClassInput']) {
  const { fields } = orRefused(creditsRecordFields(input));
  const customer_id = fields.customer_id;
  if (!db.customers.findFirst((q) => q.where({ customer_id }))) {
    throw apiError(400, MESSAGES.customerNotFound);
  }
  return fields;
}

export const availableClassHandlers = [
  http.get('/available_classes', ({ request, query, response }) => {
    requireStaff(request);
    const customer_id = query.get('customer_id');
    const available_classes = db.availableClasses.findMany(
      customer_id ? (q) => q.where({ customer_id: Number(customer_id) }) : undefined,
      { orderBy: { available_class_id: 'asc' } },
    );
    return response(200).json({ available_classes });
  }),

  // Read as the contract does: records whose expiration_date falls in the range (bounds inclusive).
  http.get('/available_classes/date/all', ({ request, query, response }) => {
    requireStaff(request);
    const from = orRefused(dayBound(query.get('start_date'), false)).at ?? Number.NEGATIVE_INFINITY;
    const to = orRefused(dayBound(query.get('end_date'), true)).at ?? Number.POSITIVE_INFINITY;
    const available_classes = db.availableClasses
      .findMany(undefined, { orderBy: { available_class_id: 'asc' } })
      .filter((row) => {
        if (!row.expiration_date) return false;
        const expires = new Date(row.expiration_date).getTime();
        return expires >= from && expires <= to;
      })
      .sort((a, b) => (a.expiration_date ?? '').localeCompare(b.expiration_date ?? ''));
    return response(200).json({ available_classes });
  }),

  http.post('/available_classes', async ({ request, response }) => {
    requireStaff(request);
    const fields = creditFields(await request.json());
    const available_class = await safeWrite(() =>
      db.availableClasses.create({
        ...fields,
        available_class_id: nextId(db.availableClasses.all(), 'available_class_id'),
        createdAt: mockNow().toISOString(),
      }),
    );
    if (touchesUnlimited(fields)) await syncUnlimited(fields.customer_id);
    return response(200).json({ available_class });
  }),

  http.put('/available_classes', async ({ request, response }) => {
    requireStaff(request);
    const input = await request.json();
    const available_class_id = requireId(input.available_class_id, 'available_class_id');
    const before = orNotFound(
      db.availableClasses.findFirst((q) => q.where({ available_class_id })),
      NOT_FOUND,
    );
    const fields = creditFields(input);
    const available_class = await safeWrite(() =>
      db.availableClasses.update((q) => q.where({ available_class_id }), {
        data(record) {
          Object.assign(record, fields);
        },
      }),
    );
    // Making a row unlimited, or no longer unlimited, changes what the customer can book.
    if (touchesUnlimited(before, fields)) {
      await syncUnlimited(fields.customer_id);
      if (before.customer_id !== fields.customer_id) await syncUnlimited(before.customer_id);
    }
    return response(200).json({ available_class: orNotFound(available_class, NOT_FOUND) });
  }),

  http.get('/available_classes/{id}', ({ request, params, response }) => {
    requireStaff(request);
    const available_class_id = Number(params.id);
    const available_class = orNotFound(
      db.availableClasses.findFirst((q) => q.where({ available_class_id })),
      NOT_FOUND,
    );
    return response(200).json({ available_class });
  }),

  http.delete('/available_classes/{id}', async ({ request, params, response }) => {
    requireStaff(request);
    const available_class_id = Number(params.id);
    const removed = orNotFound(
      db.availableClasses.delete((q) => q.where({ available_class_id })),
      NOT_FOUND,
    );
    if (touchesUnlimited(removed)) await syncUnlimited(removed.customer_id);
    return response(200).json({ message: MESSAGES.creditsRecordDeleted });
  }),
];
