import { db } from '#mocks/db';
import { apiError } from '#mocks/http-errors';
import { crudHandlers, sentFields } from './crud';

function requireTitle(title: unknown): string {
  if (typeof title !== 'string' || !title.trim()) throw apiError(400, 'El aviso necesita un título.');
  return title.trim();
}

export const announcementHandlers = crudHandlers({
  collection: db.announcements,
  idKey: 'announcement_id',
  listKey: 'announcements',
  recordKey: 'announcement',
  paths: {
    list: '/announcements',
    one: '/announcements/{id}',
    save: '/announcements',
    remove: '/announcements/{id}',
  },
  notFound: 'Aviso no encontrado.',
  deleted: 'Announcement deleted.',
  // Newest first: the landing page leads with the latest news.
  list: () => db.announcements.findMany(undefined, { orderBy: { announcement_id: 'desc' } }),
  create: (input) => ({ title: requireTitle(input.title), content: input.content ?? null }),
  update: (input) => ({ title: requireTitle(input.title), ...sentFields(input, ['content']) }),
});
