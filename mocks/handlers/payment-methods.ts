import { requireAdmin, requireUser } from '#mocks/auth';
import { db, nextId } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError, orNotFound, requireId } from '#mocks/http-errors';

const NOT_FOUND = 'Método de pago no encontrado.';

function requireName(name: unknown): string {
  const text = typeof name === 'string' ? name.trim() : '';
  if (!text) throw apiError(400, 'Escribe el nombre del método de pago.');
  return text;
}

export const paymentMethodHandlers = [
  http.get('/payment_methods', ({ response }) => {
    const payment_methods = db.paymentMethods.findMany(undefined, { orderBy: { payment_method_id: 'asc' } });
    return response(200).json({ payment_methods });
  }),

  http.post('/payment_methods', async ({ request, response }) => {
    requireAdmin(request);
    const input = await request.json();
    const payment_method = await db.paymentMethods.create({
      payment_method_id: nextId(db.paymentMethods.all(), 'payment_method_id'),
      name: requireName(input.name),
      description: input.description ?? null,
      instructions: input.instructions ?? null,
    });
    return response(200).json({ payment_method });
  }),

  http.put('/payment_methods', async ({ request, response }) => {
    requireAdmin(request);
    const input = await request.json();
    const payment_method_id = requireId(input.payment_method_id, 'payment_method_id');
    const name = requireName(input.name);
    const payment_method = orNotFound(
      await db.paymentMethods.update((q) => q.where({ payment_method_id }), {
        data(record) {
          record.name = name;
          if (input.description !== undefined) record.description = input.description;
          if (input.instructions !== undefined) record.instructions = input.instructions;
        },
      }),
      NOT_FOUND,
    );
    return response(200).json({ payment_method });
  }),

  // The contract asks for a signed-in caller here, unlike the public list.
  http.get('/payment_methods/{id}', ({ request, params, response }) => {
    requireUser(request);
    const payment_method = orNotFound(
      db.paymentMethods.findFirst((q) => q.where({ payment_method_id: Number(params.id) })),
      NOT_FOUND,
    );
    return response(200).json({ payment_method });
  }),

  http.delete('/payment_methods/{id}', ({ request, params, response }) => {
    requireAdmin(request);
    orNotFound(
      db.paymentMethods.delete((q) => q.where({ payment_method_id: Number(params.id) })),
      NOT_FOUND,
    );
    return response(200).json({ message: 'payment_method deleted.' });
  }),
];
