import { desc, eq } from 'drizzle-orm';
import type { components } from '#src/api/schema.gen';
import { decideAnnouncementInput, decidePageInput, pageSlugOf } from '#src/domain/admin/content-input';
import { ADMIN_MESSAGES } from '#src/domain/admin/messages';
import { announcements, pages } from '#server/db/schema';
import { entity } from './crud';

type S = components['schemas'];

/** Content pages (terms, privacy…): their HTML is cleaned when saved. Accepting one is content.ts's. */
export const pageEntity = entity<typeof pages.$inferSelect>({
  table: pages,
  id: pages.page_id,
  idKey: 'page_id',
  listKey: 'pages',
  notFound: ADMIN_MESSAGES.pageNotFound,
  deleted: 'Page deleted.',
  html: ['content'],
  conflicts: { pages_slug_unique: ADMIN_MESSAGES.pageSlugTaken },
  // The page form's rule, with the fact it needs: which page already has the slug.
  async decide(input, fresh, tx, current) {
    const [sameSlug] = await tx
      .select({ page_id: pages.page_id })
      .from(pages)
      .where(eq(pages.slug, pageSlugOf(input as S['PageInput'])));
    return decidePageInput(input as S['PageInput'], fresh, { sameSlug, page_id: current?.page_id });
  },
});

export const announcementEntity = entity({
  table: announcements,
  id: announcements.announcement_id,
  idKey: 'announcement_id',
  listKey: 'announcements',
  notFound: ADMIN_MESSAGES.announcementNotFound,
  deleted: 'Announcement deleted.',
  html: ['content'],
  // Newest first: the landing page leads with the latest news.
  order: [desc(announcements.announcement_id)],
  decide: (input, fresh) => decideAnnouncementInput(input as S['AnnouncementInput'], fresh),
});
