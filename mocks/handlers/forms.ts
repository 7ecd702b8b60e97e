import type { components } from '#src/api/schema.gen';
import { db } from '#mocks/db';
import { apiError } from '#mocks/http-errors';
import { crudHandlers, sentFields } from './crud';

type FormField = components['schemas']['FormField'];

/** Fields in the order the form shows them (step, then order), each with its own id. */
function orderedFields(fields: FormField[] | undefined): FormField[] {
  if (!Array.isArray(fields)) throw apiError(400, 'Debes agregar los campos del formulario.');
  const keys = new Set<string>();
  for (const field of fields) {
    if (keys.has(field.key)) throw apiError(400, `El campo ${field.key} está repetido.`);
    keys.add(field.key);
  }
  let next = Math.max(0, ...fields.map((field) => field.form_field_id ?? 0));
  return [...fields]
    .sort((a, b) => a.step - b.step || a.order - b.order)
    .map((field) => ({ ...field, form_field_id: field.form_field_id ?? ++next }));
}

export const formHandlers = crudHandlers({
  collection: db.forms,
  idKey: 'form_id',
  listKey: 'forms',
  recordKey: 'form',
  paths: { list: '/forms', one: '/forms/{id}', save: '/forms', remove: '/forms/{id}' },
  notFound: 'Formulario no encontrado.',
  deleted: 'Form deleted.',
  create: (input) => ({ name: input.name ?? null, form_fields: orderedFields(input.form_fields) }),
  update: (input) => ({ ...sentFields(input, ['name']), form_fields: orderedFields(input.form_fields) }),
});
