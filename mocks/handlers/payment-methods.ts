import { db } from '#mocks/db';
import { savedValues } from '#mocks/content/catalogue-input';
import { decidePaymentMethodInput } from '#src/domain/admin/commerce-input';
import { ADMIN_MESSAGES } from '#src/domain/admin/messages';
import { crudHandlers } from './crud';

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
  create: (input) => savedValues(decidePaymentMethodInput(input, true)),
  update: (input) => savedValues(decidePaymentMethodInput(input, false)),
  html: ['instructions'],
});
