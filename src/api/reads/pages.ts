import type { Page } from '#src/api/entities';
import { api, unwrap } from '#src/api/client';

/** A content page by its slug: GET /pages/{slug}. */
export async function readPage({ slug }: { slug: string }): Promise<Page> {
  return (await unwrap(api.GET('/pages/{slug}', { params: { path: { slug } } }))).page;
}

/** Every content page (the footer, the required documents): GET /pages. */
export async function readPages(): Promise<Page[]> {
  return (await unwrap(api.GET('/pages'))).pages;
}

/** A page the studio may not have published: null on 404 (the route shows its own title). */
export async function readOptionalPage({ slug }: { slug: string }): Promise<Page | null> {
  const { data, response } = await api.GET('/pages/{slug}', { params: { path: { slug } } });
  if (response.status === 404) return null;
  if (!data) throw new Error(`GET /pages/${slug} answered ${response.status}`);
  return data.page;
}
