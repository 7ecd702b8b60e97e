import { createElement } from 'react';
import { es } from '#src/i18n/es-admin';
import { uploadControl } from '#src/admin/editor/file-upload-field';
import { RowSizesPreview } from '#src/admin/editor/spot-grid-editor';
import { byField, field, fieldsOf, idColumn, optionColumn, textColumn, texts, yesNoColumn } from './columns';
import type { ResourceDefinition } from './definition';

const r = es.resources;

/** The plain resources of the catalogue: data only, the generic list and editor do the rest. */
export const locationsResource: ResourceDefinition = {
  key: 'ubicaciones',
  group: 'catalogue',
  ...texts(r.locations),
  api: {
    list: '/locations',
    listKey: 'locations',
    recordKey: 'location',
    save: '/locations',
    remove: '/locations/{id}',
    idKey: 'location_id',
  },
  titleOf: byField('name'),
  columns: [
    idColumn('location_id'),
    textColumn('name', r.locations.fields.name),
    textColumn('address', r.locations.fields.address),
  ],
  fields: [
    field('name', 'text', r.locations.fields.name, { required: true }),
    field('address', 'textarea', r.locations.fields.address),
  ],
};

export const classCategoriesResource: ResourceDefinition = {
  key: 'categorias',
  group: 'catalogue',
  ...texts(r.classCategories),
  api: {
    list: '/class_categories',
    listKey: 'class_categories',
    one: '/class_categories/{id}',
    recordKey: 'class_category',
    save: '/class_categories',
    remove: '/class_categories/{id}',
    idKey: 'class_category_id',
  },
  titleOf: byField('name'),
  columns: [
    idColumn('class_category_id'),
    textColumn('name', r.classCategories.fields.name),
    textColumn('handle', r.classCategories.fields.handle, true),
    yesNoColumn('available', r.classCategories.fields.available),
  ],
  fields: [
    field('name', 'text', r.classCategories.fields.name, { required: true }),
    field('handle', 'text', r.classCategories.fields.handle),
    field('description', 'textarea', r.classCategories.fields.description),
    field('available', 'boolean', r.classCategories.fields.available),
  ],
  // The spec's new category: id 'nueva' (not numeric, so it is created with POST), available.
  defaults: { class_category_id: 'nueva', available: true },
};

export const programsResource: ResourceDefinition = {
  key: 'programas',
  group: 'catalogue',
  ...texts(r.programs),
  api: {
    list: '/programs',
    listKey: 'programs',
    one: '/programs/{id}',
    recordKey: 'program',
    save: '/programs',
    remove: '/programs/{id}',
    idKey: 'program_id',
  },
  titleOf: byField('name'),
  columns: [
    idColumn('program_id'),
    textColumn('name', r.programs.fields.name),
    textColumn('description', r.programs.fields.description),
  ],
  fields: [
    field('name', 'text', r.programs.fields.name, { required: true }),
    field('description', 'textarea', r.programs.fields.description),
    // A program is read with its `file` and saved with `file_id` (Program / ProgramInput).
    field('file_id', 'number', r.programs.fields.file_id, {
      integer: true,
      from: 'file.file_id',
      control: uploadControl('id', true),
    }),
  ],
};

// What a tag applies to: the form's choice and the list's column, in the same words.
const tagType = field('type', 'select', r.tags.fields.type, {
  options: (['class', 'video'] as const).map((value) => ({ value, label: r.tags.types[value] })),
});

export const tagsResource: ResourceDefinition = {
  key: 'etiquetas',
  group: 'catalogue',
  ...texts(r.tags),
  api: {
    list: '/tags',
    listKey: 'tags',
    one: '/tags/{id}',
    recordKey: 'tag',
    save: '/tags',
    remove: '/tags/{id}',
    idKey: 'tag_id',
  },
  titleOf: byField('name'),
  columns: [
    idColumn('tag_id'),
    textColumn('name', r.tags.fields.name),
    textColumn('color', r.tags.fields.color),
    optionColumn(tagType),
  ],
  fields: [
    field('name', 'text', r.tags.fields.name, { required: true }),
    field('color', 'colour', r.tags.fields.color),
    tagType,
  ],
};

export const instructorsResource: ResourceDefinition = {
  key: 'instructores',
  group: 'catalogue',
  ...texts(r.instructors),
  api: {
    list: '/instructors',
    listKey: 'instructors',
    one: '/instructors/{id}',
    recordKey: 'instructor',
    save: '/instructors',
    remove: '/instructors/{id}',
    idKey: 'instructor_id',
  },
  titleOf: (row) => [row.name, row.last_name].filter(Boolean).join(' '),
  columns: [
    idColumn('instructor_id'),
    textColumn('name', r.instructors.fields.name),
    textColumn('last_name', r.instructors.fields.last_name),
    textColumn('nick_name', r.instructors.fields.nick_name, true),
    textColumn('instagram', r.instructors.fields.instagram),
    textColumn('music_type', r.instructors.fields.music_type, true),
  ],
  fields: [
    field('name', 'text', r.instructors.fields.name, { required: true }),
    ...fieldsOf(r.instructors.fields, 'text', ['last_name', 'nick_name', 'instagram', 'music_type']),
    field('birthdate', 'date', r.instructors.fields.birthdate),
    field('quote', 'textarea', r.instructors.fields.quote),
    field('short_bio', 'textarea', r.instructors.fields.short_bio),
    field('file_id', 'number', r.instructors.fields.file_id, {
      integer: true,
      control: uploadControl('id', true),
    }),
  ],
};

export const classTypesResource: ResourceDefinition = {
  key: 'tipos-de-clase',
  group: 'catalogue',
  ...texts(r.classTypes),
  api: {
    list: '/class_types',
    listKey: 'class_types',
    recordKey: 'class_type',
    save: '/class_types',
    remove: '/class_types/{id}',
    idKey: 'class_type_id',
  },
  titleOf: byField('name'),
  columns: [
    idColumn('class_type_id'),
    textColumn('name', r.classTypes.fields.name),
    textColumn('description', r.classTypes.fields.description, true),
  ],
  fields: [
    field('name', 'text', r.classTypes.fields.name, { required: true }),
    field('description', 'textarea', r.classTypes.fields.description),
    // The icon is an emoji shown beside the name (customer-booking: 'Class type name and icon').
    field('icon', 'text', r.classTypes.fields.icon, { help: r.classTypes.iconHelp }),
    field('image.src', 'text', r.classTypes.fields.image, { control: uploadControl('src', true) }),
    field('spot_map', 'rowSizes', r.classTypes.fields.spot_map, { help: r.classTypes.spotMapHelp }),
  ],
  preview: (values) => createElement(RowSizesPreview, { values }),
};
