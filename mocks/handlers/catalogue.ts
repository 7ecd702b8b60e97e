import { db } from '#mocks/db';
import { classCategoryHandlers } from '#mocks/content/class-category-handlers';
import { programHandlers } from '#mocks/content/program-handlers';
import { readSpotMap, requireName } from '#mocks/content/catalogue-input';
import { crudHandlers, sentFields } from './crud';

const WHAT = 'del tipo de clase';

const classTypeHandlers = crudHandlers({
  collection: db.classTypes,
  idKey: 'class_type_id',
  listKey: 'class_types',
  recordKey: 'class_type',
  paths: { list: '/class_types', save: '/class_types', remove: '/class_types/{id}' },
  notFound: 'Tipo de clase no encontrado.',
  deleted: 'Class type deleted.',
  create: (input) => ({
    name: requireName(input.name, WHAT),
    description: input.description ?? null,
    icon: input.icon ?? null,
    image: input.image ?? null,
    spot_map: readSpotMap(input.spot_map) ?? null,
  }),
  update: (input) => {
    const name = requireName(input.name, WHAT);
    const spot_map = readSpotMap(input.spot_map);
    return {
      name,
      ...sentFields(input, ['description', 'icon', 'image']),
      ...(spot_map === undefined ? {} : { spot_map }),
    };
  },
  // Videos of a deleted class type stay in the library, just no longer filed under it.
  afterRemove: async (class_type_id) => {
    await db.videos.updateMany((q) => q.where({ class_type_id }), {
      data(record) {
        record.class_type_id = null;
      },
    });
  },
});

export const catalogueHandlers = [...classTypeHandlers, ...classCategoryHandlers, ...programHandlers];
