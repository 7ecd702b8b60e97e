import { FIELD_TYPES } from '#src/domain/dynamic-form';
import { es } from '#src/i18n/es-admin';
import { byField, field, idColumn, optionColumn, textColumn, texts, yesNoColumn } from './columns';
import type { ResourceDefinition } from './definition';

const t = es.customFields;
const TYPE_OPTIONS = FIELD_TYPES.map((value) => ({ value, label: es.studioForms.types[value] ?? value }));
const OBJECT_OPTIONS = Object.entries(t.objects).map(([value, label]) => ({ value, label }));
// The form's choices and the list's columns, in the same words.
const objectField = field('object', 'select', t.fields.object, { required: true, options: OBJECT_OPTIONS });
const typeField = field('type', 'select', t.fields.type, { required: true, options: TYPE_OPTIONS });

/** Extra fields per object type (spec §7): a customer's, a class's… read by the dynamic forms. */
export const customFieldsResource: ResourceDefinition = {
  key: 'campos-personalizados',
  group: 'content',
  ...texts(t),
  api: {
    list: '/custom_fields',
    listKey: 'custom_fields',
    one: '/custom_fields/{id}',
    recordKey: 'custom_field',
    save: '/custom_fields',
    remove: '/custom_fields/{id}',
    idKey: 'custom_field_id',
  },
  titleOf: byField('label'),
  columns: [
    idColumn('custom_field_id'),
    textColumn('label', t.fields.label),
    textColumn('key', t.fields.key),
    optionColumn(objectField),
    optionColumn(typeField),
    yesNoColumn('required', t.fields.required),
  ],
  fields: [
    field('label', 'text', t.fields.label, { required: true }),
    field('key', 'text', t.fields.key, { required: true }),
    objectField,
    typeField,
    field('required', 'boolean', t.fields.required),
    field('options', 'options', t.fields.options, {
      help: t.fields.optionsHelp,
      requiredWhen: { field: 'type', oneOf: ['select', 'creatable-select'] },
    }),
  ],
  defaults: { object: 'customer', type: 'text', required: false },
};
