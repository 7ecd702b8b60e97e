import { createElement } from 'react';
import { filledSpots } from '#src/domain/spot-map-editor';
import { es } from '#src/i18n/es-admin';
import { ClassTypeControl } from '#src/admin/editor/class-type-select';
import { CustomMapPreview, SpotGridEditor } from '#src/admin/editor/spot-grid-editor';
import { field, idColumn, textColumn, texts } from './columns';
import type { ResourceDefinition } from './definition';

const text = es.resources.spotMaps;

const cellCount = (spots: unknown) => {
  try {
    return Object.keys(JSON.parse(String(spots)) as object).length;
  } catch {
    return 0;
  }
};

/** Custom spot maps: a grid editor (rows × columns, each spot's label and whether it can be chosen). */
export const spotMapsResource: ResourceDefinition = {
  key: 'mapas-de-lugares',
  group: 'catalogue',
  ...texts(text),
  api: {
    list: '/custom_spot_maps',
    listKey: 'custom_spot_maps',
    one: '/custom_spot_maps/{id}',
    recordKey: 'custom_spot_map',
    save: '/custom_spot_maps',
    remove: '/custom_spot_maps/{id}',
    idKey: 'CustomSpotMap_id',
  },
  titleOf: (row) => `${text.singular} ${String(row.CustomSpotMap_id ?? '')}`.trim(),
  columns: [
    { ...idColumn('CustomSpotMap_id'), hidden: false },
    { id: 'size', header: text.fields.size, value: (row) => `${String(row.rows)} × ${String(row.columns)}` },
    { id: 'spots', header: text.fields.count, value: (row) => cellCount(row.spots) },
    textColumn('class_type_id', text.fields.class_type_id),
    textColumn('class_types', text.fields.class_types, true),
  ],
  fields: [
    field('rows', 'number', text.fields.rows, { required: true, integer: true, min: 1, max: 26 }),
    field('columns', 'number', text.fields.columns, { required: true, integer: true, min: 1, max: 26 }),
    field('spots', 'spots', text.fields.spots, { required: true, control: SpotGridEditor }),
    field('class_type_id', 'number', text.fields.class_type_id, {
      integer: true,
      min: 1,
      control: ClassTypeControl,
    }),
    field('class_types', 'text', text.fields.class_types),
  ],
  defaults: { rows: 3, columns: 4, spots: filledSpots(3, 4) },
  preview: (values) => createElement(CustomMapPreview, { values }),
};
