import { describe, expect, it } from 'vitest';
import { expectStaffOnly } from './support/staff-only';
import { targets, useTarget } from './support/targets';

/** Pages and announcements staff write (commerce §2 content pages, §7, §8), on the mocks and the server. */
const OPERATIONS = [
  'listPages',
  'getPageBySlug',
  'createPage',
  'updatePage',
  'deletePage',
  'listAnnouncements',
  'getAnnouncement',
  'createAnnouncement',
  'updateAnnouncement',
  'deleteAnnouncement',
];

describe.each(targets(OPERATIONS))('content administration on $name', (shell) => {
  const target = useTarget(shell);
  const admin = () => target.api('admin');
  const bySlug = (slug: string) => target.api().GET('/pages/{slug}', { params: { path: { slug } } });

  it('creates a page at its slug, changes it, and deletes it', async () => {
    const created = (
      await admin().POST('/pages', {
        body: { slug: ' reglamento ', title: 'Reglamento', content: '<p>Hola</p>' },
      })
    ).data!.page;
    expect(created).toEqual({
      page_id: created.page_id,
      slug: 'reglamento',
      title: 'Reglamento',
      content: '<p>Hola</p>',
      required: false,
      required_signup: false,
    });
    await admin().PUT('/pages', {
      body: { page_id: created.page_id, slug: 'reglamento', title: 'Reglamento del estudio', required: true },
    });
    expect((await bySlug('reglamento')).data!.page).toMatchObject({
      title: 'Reglamento del estudio',
      content: '<p>Hola</p>',
      required: true,
    });
    const removed = await admin().DELETE('/pages/{slug}', {
      params: { path: { slug: created.page_id } },
    });
    expect(removed.data?.message).toBe('Page deleted.');
    const gone = await bySlug('reglamento');
    expect([gone.response.status, gone.error?.message]).toEqual([
      404,
      'Lo sentimos, hubo un error al mostrar este contenido.',
    ]);
  });

  it('refuses a page without slug or title, or at a slug another page has', async () => {
    const cases = [
      [{ slug: '', title: 'X' }, 'Debes agregar el slug de la página.'],
      [{ slug: 'x', title: ' ' }, 'Debes agregar el título de la página.'],
      [{ slug: 'nosotros', title: 'Otra' }, 'Ya existe una página con ese slug.'],
    ] as const;
    for (const [body, message] of cases) {
      const { response, error } = await admin().POST('/pages', { body });
      expect([response.status, error?.message]).toEqual([400, message]);
    }
  });

  it('lists announcements newest first, and saves and deletes one', async () => {
    const created = (await admin().POST('/announcements', { body: { title: ' Clase especial ' } })).data!
      .announcement;
    expect(created).toEqual({
      announcement_id: created.announcement_id,
      title: 'Clase especial',
      content: null,
    });
    await admin().PUT('/announcements', {
      body: { announcement_id: created.announcement_id, title: 'Clase especial', content: '<b>Sábado</b>' },
    });
    const listed = (await target.api().GET('/announcements')).data!.announcements;
    expect(listed.map((row) => row.announcement_id)).toEqual([created.announcement_id, 3, 2, 1]);
    expect(listed[0]!.content).toBe('<b>Sábado</b>');
    const untitled = await admin().PUT('/announcements', {
      body: { announcement_id: created.announcement_id, title: '' },
    });
    expect([untitled.response.status, untitled.error?.message]).toEqual([
      400,
      'El aviso necesita un título.',
    ]);
    const path = { params: { path: { id: created.announcement_id } } };
    expect((await admin().DELETE('/announcements/{id}', path)).data?.message).toBe('Announcement deleted.');
    const gone = await target.api().GET('/announcements/{id}', path);
    expect([gone.response.status, gone.error?.message]).toEqual([404, 'Aviso no encontrado.']);
  });

  it('answers 401 without a token and 403 to a customer', async () => {
    await expectStaffOnly(target, (api) => [
      api.POST('/pages', { body: { slug: 'x', title: 'X' } }),
      api.DELETE('/pages/{slug}', { params: { path: { slug: 1 } } }),
      api.POST('/announcements', { body: { title: 'X' } }),
      api.DELETE('/announcements/{id}', { params: { path: { id: 1 } } }),
    ]);
    expect((await target.api().GET('/announcements')).data!.announcements).toHaveLength(3);
  });
});
