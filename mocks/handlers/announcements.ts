import { requireAdmin } from '#mocks/auth';
import { db, nextId } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError, orNotFound, requireId } from '#mocks/http-errors';

const NOT_FOUND = 'Aviso no encontrado.';

function requireTitle(title: unknown): string {
  if (typeof title !== 'string' || !title.trim()) throw apiError(400, 'El aviso necesita un título.');
  return title.trim();
}

export const announcementHandlers = [
  // Newest first: the landing page leads with the latest news.
  http.get('/announcements', ({ response }) => {
    const announcements = db.announcements.findMany(undefined, { orderBy: { announcement_id: 'desc' } });
    return response(200).json({ announcements });
  }),

  http.get('/announcements/{id}', ({ params, response }) => {
    const announcement = orNotFound(
      db.announcements.findFirst((q) => q.where({ announcement_id: Number(params.id) })),
      NOT_FOUND,
    );
    return response(200).json({ announcement });
  }),

  http.post('/announcements', async ({ request, response }) => {
    requireAdmin(request);
    const input = await request.json();
    const announcement = await db.announcements.create({
      announcement_id: nextId(db.announcements.all(), 'announcement_id'),
      title: requireTitle(input.title),
      content: input.content ?? null,
    });
    return response(200).json({ announcement });
  }),

  http.put('/announcements', async ({ request, response }) => {
    requireAdmin(request);
    const input = await request.json();
    const announcement_id = requireId(input.announcement_id, 'announcement_id');
    const title = requireTitle(input.title);
    const announcement = orNotFound(
      await db.announcements.update((q) => q.where({ announcement_id }), {
        data(record) {
          record.title = title;
          if (input.content !== undefined) record.content = input.content;
        },
      }),
      NOT_FOUND,
    );
    return response(200).json({ announcement });
  }),

  http.delete('/announcements/{id}', ({ request, params, response }) => {
    requireAdmin(request);
    orNotFound(
      db.announcements.delete((q) => q.where({ announcement_id: Number(params.id) })),
      NOT_FOUND,
    );
    return response(200).json({ message: 'Announcement deleted.' });
  }),
];
