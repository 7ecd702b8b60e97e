import { db } from '#mocks/db';
import { apiError } from '#mocks/http-errors';
import { crudHandlers, sentFields } from './crud';

function requireName(name: unknown): string {
  const text = typeof name === 'string' ? name.trim() : '';
  if (!text) throw apiError(400, 'Escribe el nombre del método de pago.');
  return text;
}

// The contract asks for a signed-in caller to read one, unlike the public list.
export const paymentMethodHandlers = crudHandlers({
  collection: db.paymentMethods,
  idKey: 'payment_method_id',
  listKey: 'payment_methods',
  recordKey: 'payment_method',
  paths: {
    list: '/payment_methods',
    one: '/payment_methods/{id}',
    save: '/payment_methods',
    remove: '/payment_methods/{id}',
  },
  access: { read: 'user', list: 'public' },
  notFound: 'Método de pago no encontrado.',
  deleted: 'payment_method deleted.',
  create: (input) => ({
    name: requireName(input.name),
    description: input.description ?? null,
    instructions: input.instructions ?? null,
  }),
  update: (input) => ({
    name: requireName(input.name),
    ...sentFields(input, ['description', 'instructions']),
  }),
});
