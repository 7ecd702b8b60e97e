import { db } from '#mocks/db';
import { savedValues } from '#mocks/content/catalogue-input';
import { decideAnnouncementInput } from '#src/domain/admin/content-input';
import { ADMIN_MESSAGES } from '#src/domain/admin/messages';
import { crudHandlers } from './crud';

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
  notFound: ADMIN_MESSAGES.announcementNotFound,
  deleted: 'Announcement deleted.',
  // Newest first: the landing page leads with the latest news.
  list: () => db.announcements.findMany(undefined, { orderBy: { announcement_id: 'desc' } }),
  create: (input) => savedValues(decideAnnouncementInput(input, true)),
  update: (input) => savedValues(decideAnnouncementInput(input, false)),
  html: ['content'],
});
