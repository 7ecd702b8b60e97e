import { db } from '#mocks/db';
import { orRefused } from '#mocks/http-errors';
import { decidePaymentMethodInput } from '#src/domain/admin/commerce-input';
import { ADMIN_MESSAGES } from '#src/domain/admin/messages';
import { crudHandlers, sentFields } from './crud';

const requireName = (input: Parameters<typeof decidePaymentMethodInput>[0]) =>
  orRefused(decidePaymentMethodInput(input)).name;

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
  notFound: ADMIN_MESSAGES.paymentMethodNotFound,
  deleted: 'payment_method deleted.',
  create: (input) => ({
    name: requireName(input),
    description: input.description ?? null,
    instructions: input.instructions ?? null,
  }),
  update: (input) => ({
    name: requireName(input),
    ...sentFields(input, ['description', 'instructions']),
  }),
});
