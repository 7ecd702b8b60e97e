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
