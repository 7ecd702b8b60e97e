// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { PAGE } from '#mocks/seed/content';
import { createAsAdmin, expectAdminOnly, expectAnswer } from '#tests/support/contract';
import { signInAs } from '#tests/support/sign-in';

const bySlug = <Slug extends string | number>(slug: Slug) => ({ params: { path: { slug } } });

describe('pages', () => {
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
