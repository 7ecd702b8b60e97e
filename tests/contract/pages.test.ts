// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { PAGE } from '#mocks/seed/content';
import { createAsAdmin, expectAdminOnly, expectAnswer } from '#tests/support/contract';
import { signInAs } from '#tests/support/sign-in';

const bySlug = <Slug extends string | number>(slug: Slug) => ({ params: { path: { slug } } });

describe('pages', () => {
  it('lists pages and shows one by slug to anyone', async () => {
    const list = await api.GET('/pages');
    expect(list.data?.pages.map((page) => page.slug)).toContain('terminos-y-condiciones');
    const page = await api.GET('/pages/{slug}', bySlug('aviso-de-privacidad'));
    expect(page.data?.page).toMatchObject({ page_id: PAGE.privacy, required_signup: true });
  });

  it('answers 404 with the content error for an unknown slug', async () => {
    const missing = await api.GET('/pages/{slug}', bySlug('no-existe'));
    expectAnswer(missing, 404, 'Lo sentimos, hubo un error al mostrar este contenido.');
  });

  it('lets an admin create, edit and delete a page (by its id)', async () => {
    const { page } = await createAsAdmin(() =>
      api.POST('/pages', { body: { slug: 'reglamento', title: 'Reglamento', content: '<p>1</p>' } }),
    );
    const { page_id } = page;
    await api.PUT('/pages', { body: { page_id, slug: 'reglamento', title: 'Reglamento del estudio' } });
    const shown = await api.GET('/pages/{slug}', bySlug('reglamento'));
    expect(shown.data?.page).toMatchObject({
      title: 'Reglamento del estudio',
      content: '<p>1</p>',
      required: false,
    });
    expect((await api.DELETE('/pages/{slug}', bySlug(page_id))).data?.message).toBe('Page deleted.');
    expectAnswer(await api.GET('/pages/{slug}', bySlug('reglamento')), 404);
  });

  it('refuses a slug already in use', async () => {
    signInAs('admin');
    const taken = await api.POST('/pages', { body: { slug: 'nosotros', title: 'Otra' } });
    expectAnswer(taken, 400, 'Ya existe una página con ese slug.');
  });

  it('answers 401 without a token and 403 to a customer on admin writes', async () => {
    await expectAdminOnly(
      () => api.POST('/pages', { body: { slug: 'x', title: 'X' } }),
      () => api.DELETE('/pages/{slug}', bySlug(PAGE.faq)),
    );
  });
});

describe('accepted pages', () => {
  it('records an acceptance once, however many times it is sent', async () => {
    signInAs('terminos');
    const before = await api.GET('/accepted_pages');
    expect(before.data?.accepted_pages.map((page) => page.page_id)).toEqual([PAGE.terms]);
    const first = await api.POST('/accepted_pages', { body: { page_id: PAGE.privacy, customer_id: 6 } });
    const second = await api.POST('/accepted_pages', { body: { page_id: PAGE.privacy, customer_id: 6 } });
    expect(second.data?.accepted_page.accepted_page_id).toBe(first.data?.accepted_page.accepted_page_id);
    const after = await api.GET('/accepted_pages');
    expect(after.data?.accepted_pages.map((page) => page.page_id)).toEqual([PAGE.terms, PAGE.privacy]);
  });

  it("refuses someone else's acceptance and unknown pages", async () => {
    signInAs('terminos');
    const other = await api.POST('/accepted_pages', { body: { page_id: PAGE.privacy, customer_id: 1 } });
    expectAnswer(other, 403, 'Solo puedes aceptar documentos para tu propia cuenta.');
    expectAnswer(await api.POST('/accepted_pages', { body: { page_id: 999, customer_id: 6 } }), 404);
    expect((await api.GET('/accepted_pages')).data?.accepted_pages).toHaveLength(1);
  });

  it('answers 401 without a token', async () => {
    expect((await api.GET('/accepted_pages')).response.status).toBe(401);
  });
});
