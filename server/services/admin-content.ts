import { announcementEntity, pageEntity } from '#server/admin/content-entities';
import { crudOperations, writes } from '#server/admin/crud';
import type { ServiceFactory } from './context';

/**
 * Content staff write: pages (their reads are content.ts's) and announcements (read by anyone),
 * through the one CRUD shell, HTML cleaned on the way in, every write audited.
 */
export const adminContentService: ServiceFactory = (context) => ({
  ...crudOperations(pageEntity, writes(pageEntity), context),
  ...crudOperations(
    announcementEntity,
    { list: 'listAnnouncements', one: 'getAnnouncement', ...writes(announcementEntity) },
    context,
  ),
});
