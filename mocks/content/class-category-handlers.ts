import { db } from '#mocks/db';
import { crudHandlers } from '#mocks/handlers/crud';
import { http } from '#mocks/http';
import { decideClassCategoryInput } from '#src/domain/admin/catalogue-input';
import { savedValues } from './catalogue-input';

/** Class categories: the catalogue's grouping of class types and videos (Yoga, Cardio...). */
export const classCategoryHandlers = [
  http.get('/class_categories/available', ({ response }) => {
    const class_categories = db.classCategories.findMany((q) => q.where({ available: true }), {
      orderBy: { class_category_id: 'asc' },
    });
    return response(200).json({ class_categories });
  }),
  ...crudHandlers({
    collection: db.classCategories,
    idKey: 'class_category_id',
    listKey: 'class_categories',
    recordKey: 'class_category',
    paths: {
      list: '/class_categories',
      one: '/class_categories/{id}',
      save: '/class_categories',
      remove: '/class_categories/{id}',
    },
    notFound: 'Categoría no encontrada.',
    deleted: 'Class category deleted.',
    create: (input) => savedValues(decideClassCategoryInput(input, true)),
    update: (input) => savedValues(decideClassCategoryInput(input, false)),
    // Classes and videos filed under a deleted category keep existing, uncategorised.
    afterRemove: async (class_category_id) => {
      const uncategorise = {
        data(record: { class_category_id?: number | null }) {
          record.class_category_id = null;
        },
      };
      await db.videos.updateMany((q) => q.where({ class_category_id }), uncategorise);
      await db.singleClasses.updateMany((q) => q.where({ class_category_id }), uncategorise);
    },
  }),
];
