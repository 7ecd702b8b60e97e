import { requireAdmin } from '#mocks/auth';
import { db } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError, orNotFound } from '#mocks/http-errors';

function fieldsOf(object: string | null) {
  return db.customFields.findMany(object ? (q) => q.where({ object }) : undefined, {
    orderBy: { custom_field_id: 'asc' },
  });
}

export const customFieldHandlers = [
  http.get('/custom_fields', ({ request, query, response }) => {
    requireAdmin(request);
    return response(200).json({ custom_fields: fieldsOf(query.get('object')) });
  }),

  // Public: the dynamic forms of any visitor (sign-up) read the extra fields of their object.
  http.get('/custom_fields/object/{object}', ({ params, response }) => {
    const object = String(params.object).trim();
    if (!object) throw apiError(400, 'Indica el tipo de objeto.');
    return response(200).json({ custom_fields: fieldsOf(object) });
  }),

  http.get('/custom_fields/{id}', ({ request, params, response }) => {
    requireAdmin(request);
    const custom_field_id = Number(params.id);
    const custom_field = orNotFound(
      db.customFields.findFirst((q) => q.where({ custom_field_id })),
      'No encontramos ese campo.',
    );
    return response(200).json({ custom_field });
  }),
];
