import { requireAdmin } from '#mocks/auth';
import { db, nextId } from '#mocks/db';
import { http } from '#mocks/http';
import { orNotFound, requireId } from '#mocks/http-errors';
import { handleOf, requireName } from './catalogue-input';

const NOT_FOUND = 'Categoría no encontrada.';

/** Class categories: the catalogue's grouping of class types and videos (Yoga, Cardio...). */
export const classCategoryHandlers = [
  http.get('/class_categories', ({ response }) => {
    const class_categories = db.classCategories.findMany(undefined, {
      orderBy: { class_category_id: 'asc' },
    });
    return response(200).json({ class_categories });
  }),

  http.get('/class_categories/available', ({ response }) => {
    const class_categories = db.classCategories.findMany((q) => q.where({ available: true }), {
      orderBy: { class_category_id: 'asc' },
    });
    return response(200).json({ class_categories });
  }),

  http.get('/class_categories/{id}', ({ params, response }) => {
    const class_category = orNotFound(
      db.classCategories.findFirst((q) => q.where({ class_category_id: Number(params.id) })),
      NOT_FOUND,
    );
    return response(200).json({ class_category });
  }),

  // A new category starts available, as the admin form's default does.
  http.post('/class_categories', async ({ request, response }) => {
    requireAdmin(request);
    const input = await request.json();
    const name = requireName(input.name, 'de la categoría');
    const class_category = await db.classCategories.create({
      class_category_id: nextId(db.classCategories.all(), 'class_category_id'),
      name,
      handle: input.handle?.trim() || handleOf(name),
      description: input.description ?? null,
      available: input.available ?? true,
    });
    return response(200).json({ class_category });
  }),

  http.put('/class_categories', async ({ request, response }) => {
    requireAdmin(request);
    const input = await request.json();
    const class_category_id = requireId(input.class_category_id, 'class_category_id');
    const name = requireName(input.name, 'de la categoría');
    const class_category = orNotFound(
      await db.classCategories.update((q) => q.where({ class_category_id }), {
        data(record) {
          record.name = name;
          if (input.handle !== undefined) record.handle = input.handle?.trim() || handleOf(name);
          if (input.description !== undefined) record.description = input.description;
          if (input.available !== undefined) record.available = input.available;
        },
      }),
      NOT_FOUND,
    );
    return response(200).json({ class_category });
  }),

  // Classes and videos filed under a deleted category keep existing, uncategorised.
  http.delete('/class_categories/{id}', async ({ request, params, response }) => {
    requireAdmin(request);
    const class_category_id = Number(params.id);
    orNotFound(
      db.classCategories.delete((q) => q.where({ class_category_id })),
      NOT_FOUND,
    );
    const uncategorise = {
      data(record: { class_category_id?: number | null }) {
        record.class_category_id = null;
      },
    };
    await db.videos.updateMany((q) => q.where({ class_category_id }), uncategorise);
    await db.singleClasses.updateMany((q) => q.where({ class_category_id }), uncategorise);
    return response(200).json({ message: 'Class category deleted.' });
  }),
];
