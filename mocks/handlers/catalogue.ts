import { db } from '#mocks/db';
import { classCategoryHandlers } from '#mocks/content/class-category-handlers';
import { programHandlers } from '#mocks/content/program-handlers';
import { savedValues } from '#mocks/content/catalogue-input';
import { decideClassTypeInput } from '#src/domain/admin/catalogue-input';
import { crudHandlers } from './crud';

const classTypeHandlers = crudHandlers({
  collection: db.classTypes,
  idKey: 'class_type_id',
  listKey: 'class_types',
  recordKey: 'class_type',
  paths: { list: '/class_types', save: '/class_types', remove: '/class_types/{id}' },
  notFound: 'Tipo de clase no encontrado.',
  deleted: 'Class type deleted.',
  create: (input) => savedValues(decideClassTypeInput(input, true)),
  update: (input) => savedValues(decideClassTypeInput(input, false)),
  inUse: (class_type_id) => db.singleClasses.findFirst((q) => q.where({ class_type_id })) !== undefined,
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
