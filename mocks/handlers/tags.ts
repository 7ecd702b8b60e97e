import { requireAdmin } from '#mocks/auth';
import { db, nextId } from '#mocks/db';
import { http } from '#mocks/http';
import { orNotFound, requireId } from '#mocks/http-errors';

export const tagHandlers = [
  http.get('/tags', ({ query, response }) => {
    const type = query.get('type');
    const tags = db.tags.findMany(type ? (q) => q.where({ type }) : undefined, {
      orderBy: { tag_id: 'asc' },
    });
    return response(200).json({ tags });
  }),

  http.get('/tags/{id}', ({ params, response }) => {
    const tag = orNotFound(
      db.tags.findFirst((q) => q.where({ tag_id: Number(params.id) })),
      'Etiqueta no encontrada.',
    );
    return response(200).json({ tag });
  }),

  http.post('/tags', async ({ request, response }) => {
    requireAdmin(request);
    const input = await request.json();
    const tag = await db.tags.create({
      tag_id: nextId(db.tags.all(), 'tag_id'),
      name: input.name,
      color: input.color ?? null,
      type: input.type ?? null,
    });
    return response(200).json({ tag });
  }),

  http.put('/tags', async ({ request, response }) => {
    requireAdmin(request);
    const input = await request.json();
    const tag_id = requireId(input.tag_id, 'tag_id');
    const tag = orNotFound(
      await db.tags.update((q) => q.where({ tag_id }), {
        data(record) {
          record.name = input.name;
          if (input.color !== undefined) record.color = input.color;
          if (input.type !== undefined) record.type = input.type;
        },
      }),
      'Etiqueta no encontrada.',
    );
    return response(200).json({ tag });
  }),

  http.delete('/tags/{id}', ({ request, params, response }) => {
    requireAdmin(request);
    const tag_id = Number(params.id);
    orNotFound(
      db.tags.delete((q) => q.where({ tag_id })),
      'Etiqueta no encontrada.',
    );
    return response(200).json({ message: 'Tag deleted.' });
  }),
];
