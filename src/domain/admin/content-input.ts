/*
 * The back-office's checks of content pages and announcements before they are saved, and the
 * values they store, shared by the mocks and the server. Their HTML is stored as sent here; the
 * server cleans it with the studio's allow-list on the way in (decision 061).
 */
import type { components } from '#src/api/schema.gen';
import { allow, refuse, type Decision } from '#src/domain/booking/refusal';
import { ADMIN_MESSAGES as MSG } from './messages';

type S = components['schemas'];
type Saved = Decision<{ values: Record<string, unknown> }>;

/** The other page that already has this slug, if any: the slug is the page's address. */
export interface PageInputFacts {
  sameSlug: { page_id: number } | undefined;
  page_id?: number;
}

export const pageSlugOf = (input: Pick<S['PageInput'], 'slug'>) => input.slug?.trim() ?? '';

export function decidePageInput(input: S['PageInput'], fresh: boolean, facts: PageInputFacts): Saved {
  const slug = pageSlugOf(input);
  if (!slug) return refuse(400, MSG.pageSlugRequired);
  const title = input.title?.trim();
  if (!title) return refuse(400, MSG.pageTitleRequired);
  if (facts.sameSlug && facts.sameSlug.page_id !== facts.page_id) return refuse(400, MSG.pageSlugTaken);
  const values: Record<string, unknown> = { slug, title };
  const defaults = { content: null, required: false, required_signup: false } as const;
  for (const field of ['content', 'required', 'required_signup'] as const) {
    if (input[field] !== undefined) values[field] = input[field];
    else if (fresh) values[field] = defaults[field];
  }
  return allow({ values });
}

export function decideAnnouncementInput(input: S['AnnouncementInput'], fresh: boolean): Saved {
  if (typeof input.title !== 'string' || !input.title.trim())
    return refuse(400, MSG.announcementTitleRequired);
  const values: Record<string, unknown> = { title: input.title.trim() };
  if (input.content !== undefined) values.content = input.content;
  else if (fresh) values.content = null;
  return allow({ values });
}
