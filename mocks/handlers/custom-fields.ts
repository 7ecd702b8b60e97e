import { db } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError } from '#mocks/http-errors';
import { crudHandlers } from './crud';

function fieldsOf(object: string | null) {
  return db.customFields.findMany(object ? (q) => q.where({ object }) : undefined, {
    orderBy: { custom_field_id: 'asc' },
  });
}

export const customFieldHandlers = [
  // Public: the dynamic forms of any visitor (sign-up) read the extra fields of their object.
  http.get('/custom_fields/object/{object}', ({ params, response }) => {
    const object = String(params.object).trim();
    if (!object) throw apiError(400, 'Indica el tipo de objeto.');
    return response(200).json({ custom_fields: fieldsOf(object) });
  }),
  ...crudHandlers({
    collection: db.customFields,
    idKey: 'custom_field_id',
    listKey: 'custom_fields',
    recordKey: 'custom_field',
    paths: { list: '/custom_fields', one: '/custom_fields/{id}' },
    access: { read: 'admin' },
    notFound: 'No encontramos ese campo.',
    list: (query) => fieldsOf(query.get('object')),
  }),
];
