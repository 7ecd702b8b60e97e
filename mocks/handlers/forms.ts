import { db } from '#mocks/db';
import { savedValues } from '#mocks/content/catalogue-input';
import { decideFormInput } from '#src/domain/admin/forms-input';
import { ADMIN_MESSAGES } from '#src/domain/admin/messages';
import { crudHandlers } from './crud';

export const formHandlers = crudHandlers({
  collection: db.forms,
  idKey: 'form_id',
  listKey: 'forms',
  recordKey: 'form',
  paths: { list: '/forms', one: '/forms/{id}', save: '/forms', remove: '/forms/{id}' },
  notFound: ADMIN_MESSAGES.formNotFound,
  deleted: 'Form deleted.',
  create: (input) => savedValues(decideFormInput(input, true)),
  update: (input) => savedValues(decideFormInput(input, false)),
});
