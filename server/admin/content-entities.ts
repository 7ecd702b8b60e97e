import { desc, eq } from 'drizzle-orm';
import type { components } from '#src/api/schema.gen';
import { decideAnnouncementInput, decidePageInput, pageSlugOf } from '#src/domain/admin/content-input';
import { ADMIN_MESSAGES } from '#src/domain/admin/messages';
import type { Database } from '#server/db/client';
import { announcements, pages } from '#server/db/schema';
import type { Entity } from './crud';

type S = components['schemas'];

/** The page form's rule, with the fact it needs: which page already has the slug. */
async function pageValues(tx: Database, input: S['PageInput'], fresh: boolean, page_id?: number) {
  const [sameSlug] = await tx
    .select({ page_id: pages.page_id })
    .from(pages)
    .where(eq(pages.slug, pageSlugOf(input)));
  return decidePageInput(input, fresh, { sameSlug, page_id });
}

/** Content pages (terms, privacy…): their HTML is cleaned when saved. Accepting one is content.ts's. */
export const pageEntity: Entity<typeof pages.$inferSelect> = {
  table: pages,
  id: pages.page_id,
  idKey: 'page_id',
  objectType: 'page',
  recordKey: 'page',
  listKey: 'pages',
  notFound: ADMIN_MESSAGES.pageNotFound,
  deleted: 'Page deleted.',
  html: ['content'],
  create: (input, tx) => pageValues(tx, input as S['PageInput'], true),
  update: (input, current, tx) => pageValues(tx, input as S['PageInput'], false, current.page_id),
  conflicts: { pages_slug_unique: ADMIN_MESSAGES.pageSlugTaken },
};

export const announcementEntity: Entity<typeof announcements.$inferSelect> = {
  table: announcements,
  id: announcements.announcement_id,
  idKey: 'announcement_id',
  objectType: 'announcement',
  recordKey: 'announcement',
  listKey: 'announcements',
  notFound: ADMIN_MESSAGES.announcementNotFound,
  deleted: 'Announcement deleted.',
  html: ['content'],
  // Newest first: the landing page leads with the latest news.
  order: [desc(announcements.announcement_id)],
  create: (input) => decideAnnouncementInput(input as S['AnnouncementInput'], true),
  update: (input) => decideAnnouncementInput(input as S['AnnouncementInput'], false),
};
