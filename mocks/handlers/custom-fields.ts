import type { components } from '#src/api/schema.gen';
import { db } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError } from '#mocks/http-errors';
import { crudHandlers, sentFields } from './crud';

type CustomFieldInput = components['schemas']['CustomFieldInput'];

const KEY = /^[a-z][a-z0-9_]*$/;
const WITH_OPTIONS = new Set(['select', 'creatable-select']);

function fieldsOf(object: string | null) {
  return db.customFields.findMany(object ? (q) => q.where({ object }) : undefined, {
    orderBy: { custom_field_id: 'asc' },
  });
}

/** One key per object type; a select needs its options: what a real server would refuse. */
function checked(input: Partial<CustomFieldInput>, id: number | null) {
  // The stored key is a safe data name: lower case, spaces and symbols as _.
  const key = (input.key ?? '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const object = input.object?.trim() ?? '';
  if (!KEY.test(key))
    throw apiError(400, 'La clave debe empezar con una letra y usar minúsculas, números o _.');
  if (!object) throw apiError(400, 'Indica el tipo de objeto.');
  const taken = db.customFields.findFirst((q) =>
    q.where((field) => field.key === key && field.object === object && field.custom_field_id !== id),
  );
  if (taken) throw apiError(409, `Ya existe un campo ${key} para ${object}.`);
  if (input.type && WITH_OPTIONS.has(input.type) && !input.options?.length)
    throw apiError(400, 'Agrega al menos una opción.');
  return { key, object };
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
    paths: {
      list: '/custom_fields',
      one: '/custom_fields/{id}',
      save: '/custom_fields',
      remove: '/custom_fields/{id}',
    },
    access: { read: 'admin' },
    notFound: 'No encontramos ese campo.',
    deleted: 'custom_field deleted.',
    list: (query) => fieldsOf(query.get('object')),
    create: (input) => ({
      ...checked(input, null),
      label: input.label ?? null,
      type: input.type,
      required: input.required,
      options: input.options ?? null,
    }),
    update: (input, current) => ({
      ...sentFields(input, ['label', 'type', 'required', 'options']),
      ...checked({ ...current, ...input }, current.custom_field_id),
    }),
  }),
];
