import type { components } from '#src/api/schema.gen';
import { requireAdmin } from '#mocks/auth';
import { safeWrite } from '#mocks/customers/safe-write';
import { db, nextId } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError, orNotFound, requireId } from '#mocks/http-errors';

type FormField = components['schemas']['FormField'];

const NOT_FOUND = 'Formulario no encontrado.';

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

export const formHandlers = [
  http.get('/forms', ({ response }) => {
    return response(200).json({ forms: db.forms.findMany(undefined, { orderBy: { form_id: 'asc' } }) });
  }),

  http.post('/forms', async ({ request, response }) => {
    requireAdmin(request);
    const input = await request.json();
    const form_fields = orderedFields(input.form_fields);
    const form = await safeWrite(() =>
      db.forms.create({ form_id: nextId(db.forms.all(), 'form_id'), name: input.name ?? null, form_fields }),
    );
    return response(200).json({ form });
  }),

  http.put('/forms', async ({ request, response }) => {
    requireAdmin(request);
    const input = await request.json();
    const form_id = requireId(input.form_id, 'form_id');
    orNotFound(
      db.forms.findFirst((q) => q.where({ form_id })),
      NOT_FOUND,
    );
    const form_fields = orderedFields(input.form_fields);
    const form = await safeWrite(() =>
      db.forms.update((q) => q.where({ form_id }), {
        data(record) {
          if (input.name !== undefined) record.name = input.name;
          record.form_fields = form_fields;
        },
      }),
    );
    return response(200).json({ form: orNotFound(form, NOT_FOUND) });
  }),

  http.get('/forms/{id}', ({ params, response }) => {
    const form_id = Number(params.id);
    const form = orNotFound(
      db.forms.findFirst((q) => q.where({ form_id })),
      NOT_FOUND,
    );
    return response(200).json({ form });
  }),

  http.delete('/forms/{id}', ({ request, params, response }) => {
    requireAdmin(request);
    const form_id = Number(params.id);
    orNotFound(
      db.forms.delete((q) => q.where({ form_id })),
      NOT_FOUND,
    );
    return response(200).json({ message: 'Form deleted.' });
  }),
];
