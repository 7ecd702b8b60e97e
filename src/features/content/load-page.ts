import { api, unwrap } from '#src/api/client';
import type { components } from '#src/api/schema.gen';

export type Page = components['schemas']['Page'];

export async function loadPage(slug: string): Promise<Page> {
  const { page } = await unwrap(api.GET('/pages/{slug}', { params: { path: { slug } } }));
  return page;
}

export async function loadPages(): Promise<Page[]> {
  const { pages } = await unwrap(api.GET('/pages'));
  return pages;
}
