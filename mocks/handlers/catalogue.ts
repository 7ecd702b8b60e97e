import { requireAdmin } from '#mocks/auth';
import { db, nextId } from '#mocks/db';
import { http } from '#mocks/http';
import { orNotFound, requireId } from '#mocks/http-errors';
import { classCategoryHandlers } from '#mocks/content/class-category-handlers';
import { programHandlers } from '#mocks/content/program-handlers';
import { readSpotMap, requireName } from '#mocks/content/catalogue-input';

const CLASS_TYPE_NOT_FOUND = 'Tipo de clase no encontrado.';

const classTypeHandlers = [
  http.get('/class_types', ({ response }) => {
    const class_types = db.classTypes.findMany(undefined, { orderBy: { class_type_id: 'asc' } });
    return response(200).json({ class_types });
  }),

  http.post('/class_types', async ({ request, response }) => {
    requireAdmin(request);
    const input = await request.json();
    const class_type = await db.classTypes.create({
      class_type_id: nextId(db.classTypes.all(), 'class_type_id'),
      name: requireName(input.name, 'del tipo de clase'),
      description: input.description ?? null,
      icon: input.icon ?? null,
      image: input.image ?? null,
      spot_map: readSpotMap(input.spot_map) ?? null,
    });
    return response(200).json({ class_type });
  }),

  http.put('/class_types', async ({ request, response }) => {
    requireAdmin(request);
    const input = await request.json();
    const class_type_id = requireId(input.class_type_id, 'class_type_id');
    const name = requireName(input.name, 'del tipo de clase');
    const spot_map = readSpotMap(input.spot_map);
    const class_type = orNotFound(
      await db.classTypes.update((q) => q.where({ class_type_id }), {
        data(record) {
          record.name = name;
          if (input.description !== undefined) record.description = input.description;
          if (input.icon !== undefined) record.icon = input.icon;
          if (input.image !== undefined) record.image = input.image;
          if (spot_map !== undefined) record.spot_map = spot_map;
        },
      }),
      CLASS_TYPE_NOT_FOUND,
    );
    return response(200).json({ class_type });
  }),

  // Videos of a deleted class type stay in the library, just no longer filed under it.
  http.delete('/class_types/{id}', async ({ request, params, response }) => {
    requireAdmin(request);
    const class_type_id = Number(params.id);
    orNotFound(
      db.classTypes.delete((q) => q.where({ class_type_id })),
      CLASS_TYPE_NOT_FOUND,
    );
    await db.videos.updateMany((q) => q.where({ class_type_id }), {
      data(record) {
        record.class_type_id = null;
      },
    });
    return response(200).json({ message: 'Class type deleted.' });
  }),
];

export const catalogueHandlers = [...classTypeHandlers, ...classCategoryHandlers, ...programHandlers];
