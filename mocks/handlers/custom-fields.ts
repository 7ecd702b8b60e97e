import type { components } from '#src/api/schema.gen';
import { db } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError } from '#mocks/http-errors';
import { savedValues } from '#mocks/content/catalogue-input';
import { customFieldIdentity, decideCustomFieldInput } from '#src/domain/admin/forms-input';
import { ADMIN_MESSAGES } from '#src/domain/admin/messages';
import { crudHandlers } from './crud';

type CustomFieldInput = components['schemas']['CustomFieldInput'];
type CustomFieldRecord = components['schemas']['CustomField'];

function fieldsOf(object: string | null) {
  return db.customFields.findMany(object ? (q) => q.where({ object }) : undefined, {
    orderBy: { custom_field_id: 'asc' },
  });
}

/** The shared rule (src/domain/admin/forms-input.ts), with whether another field has the key. */
function decided(input: CustomFieldInput, current?: CustomFieldRecord) {
  const { key, object } = customFieldIdentity({ ...current, ...input });
  const id = current?.custom_field_id ?? null;
  const taken = db.customFields.findFirst((q) =>
    q.where((field) => field.key === key && field.object === object && field.custom_field_id !== id),
  );
  return decideCustomFieldInput(input, current, { taken: taken !== undefined });
}

export const customFieldHandlers = [
  // Public: the dynamic forms of any visitor (sign-up) read the extra fields of their object.
  http.get('/custom_fields/object/{object}', ({ params, response }) => {
    const object = String(params.object).trim();
    if (!object) throw apiError(400, ADMIN_MESSAGES.objectRequired);
    return response(200).json({ custom_fields: fieldsOf(object) });
  }),
  ...crudHandlers({
    collection: db.customFields,
    idKey: 'custom_field_id',
    listKey: 'custom_fields',
    recordKey: 'custom_field',
    paths: {
      list: '/custom_fields',
      one: '/custom_fields/{id}',
      save: '/custom_fields',
      remove: '/custom_fields/{id}',
    },
    access: { read: 'admin' },
    notFound: ADMIN_MESSAGES.customFieldNotFound,
    deleted: 'custom_field deleted.',
    list: (query) => fieldsOf(query.get('object')),
    create: (input) => savedValues(decided(input)),
    update: (input, current) => savedValues(decided(input, current)),
  }),
];
