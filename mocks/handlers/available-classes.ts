import type { components } from '#src/api/schema.gen';
import { requireAdmin } from '#mocks/auth';
import { mockNow } from '#mocks/clock';
import { safeWrite } from '#mocks/customers/safe-write';
import { syncUnlimited } from '#mocks/customers/unlimited';
import { db, nextId } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError, orNotFound, requireId } from '#mocks/http-errors';

type AvailableClassInput = components['schemas']['AvailableClassInput'];

const NOT_FOUND = 'No encontramos ese registro de créditos.';

/** Checks the body and gives the storable fields of a credits record. */
function creditFields(input: AvailableClassInput) {
  if (!Number.isInteger(input.available_classes) || input.available_classes < -1) {
    throw apiError(400, 'Los créditos deben ser un número entero mayor o igual a -1 (-1 es ilimitado).');
  }
  const customer_id = input.customer_id;
  if (!db.customers.findFirst((q) => q.where({ customer_id }))) {
    throw apiError(400, 'No encontramos a esa clienta.');
  }
  return {
    customer_id,
    available_classes: input.available_classes,
    class_type_id: input.class_type_id ?? null,
    class_types: input.class_types ?? null,
    allowed_times: input.allowed_times ?? null,
    purchase_id: input.purchase_id ?? null,
    expiration_date: input.expiration_date ?? null,
  };
}

/** A YYYY-MM-DD bound as an instant: the start of that UTC day, or the end of it. */
function dayBound(value: string | null, end: boolean): number | undefined {
  if (!value) return undefined;
  const time = Date.parse(`${value.slice(0, 10)}T00:00:00.000Z`);
  if (Number.isNaN(time)) throw apiError(400, 'La fecha no es válida.');
  return end ? time + 86_400_000 - 1 : time;
}

export const availableClassHandlers = [
  http.get('/available_classes', ({ request, query, response }) => {
    requireAdmin(request);
    const customer_id = query.get('customer_id');
    const available_classes = db.availableClasses.findMany(
      customer_id ? (q) => q.where({ customer_id: Number(customer_id) }) : undefined,
      { orderBy: { available_class_id: 'asc' } },
    );
    return response(200).json({ available_classes });
  }),

  // Read as the contract does: records whose expiration_date falls in the range (bounds inclusive).
  http.get('/available_classes/date/all', ({ request, query, response }) => {
    requireAdmin(request);
    const from = dayBound(query.get('start_date'), false) ?? Number.NEGATIVE_INFINITY;
    const to = dayBound(query.get('end_date'), true) ?? Number.POSITIVE_INFINITY;
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
    requireAdmin(request);
    const fields = creditFields(await request.json());
    const available_class = await safeWrite(() =>
      db.availableClasses.create({
        ...fields,
        available_class_id: nextId(db.availableClasses.all(), 'available_class_id'),
        createdAt: mockNow().toISOString(),
      }),
    );
    if (fields.available_classes === -1) await syncUnlimited(fields.customer_id);
    return response(200).json({ available_class });
  }),

  http.put('/available_classes', async ({ request, response }) => {
    requireAdmin(request);
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
    if (before.available_classes === -1 || fields.available_classes === -1) {
      await syncUnlimited(fields.customer_id);
      if (before.customer_id !== fields.customer_id) await syncUnlimited(before.customer_id);
    }
    return response(200).json({ available_class: orNotFound(available_class, NOT_FOUND) });
  }),

  http.get('/available_classes/{id}', ({ request, params, response }) => {
    requireAdmin(request);
    const available_class_id = Number(params.id);
    const available_class = orNotFound(
      db.availableClasses.findFirst((q) => q.where({ available_class_id })),
      NOT_FOUND,
    );
    return response(200).json({ available_class });
  }),

  http.delete('/available_classes/{id}', async ({ request, params, response }) => {
    requireAdmin(request);
    const available_class_id = Number(params.id);
    const removed = orNotFound(
      db.availableClasses.delete((q) => q.where({ available_class_id })),
      NOT_FOUND,
    );
    if (removed.available_classes === -1) await syncUnlimited(removed.customer_id);
    return response(200).json({ message: 'Available class deleted.' });
  }),
];
