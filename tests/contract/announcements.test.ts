// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { byId, createAsAdmin, expectAdminOnly, expectAnswer, itAnswers404 } from '#tests/support/contract';
import { signInAs } from '#tests/support/sign-in';

describe('announcements', () => {
  it('lists them newest first for anyone', async () => {
    const { data } = await api.GET('/announcements');
    expect(data?.announcements.map((a) => a.title)).toEqual([
      'Reto 21 días',
      'Horario de días festivos',
      'Nueva sede en Polanco',
    ]);
  });

  itAnswers404(() => api.GET('/announcements/{id}', byId(99)), 'Aviso no encontrado.');

  it('lets an admin publish, edit and delete one, visible in later reads', async () => {
    const { announcement } = await createAsAdmin(() =>
      api.POST('/announcements', {
        body: { title: 'Clases al aire libre', content: '<p>Los sábados en el parque.</p>' },
      }),
    );
    const id = announcement.announcement_id;
    expect(id).toBe(4);
    await api.PUT('/announcements', { body: { announcement_id: id, title: 'Clases en el parque' } });
    expect((await api.GET('/announcements/{id}', byId(id))).data?.announcement).toEqual({
      announcement_id: id,
      title: 'Clases en el parque',
      content: '<p>Los sábados en el parque.</p>',
    });
    const removed = await api.DELETE('/announcements/{id}', byId(id));
    expect(removed.data?.message).toBe('Announcement deleted.');
    expect((await api.GET('/announcements')).data?.announcements).toHaveLength(3);
  });

  it('refuses a blank title and an unknown id', async () => {
    signInAs('admin');
    expectAnswer(
      await api.POST('/announcements', { body: { title: '  ' } }),
      400,
      'El aviso necesita un título.',
    );
    expectAnswer(await api.PUT('/announcements', { body: { announcement_id: 99, title: 'X' } }), 404);
  });

  it('answers 401 without a token and 403 to a customer on writes', async () => {
    await expectAdminOnly(
      () => api.POST('/announcements', { body: { title: 'X' } }),
      () => api.DELETE('/announcements/{id}', byId(1)),
    );
    expectAnswer(await api.GET('/announcements/{id}', byId(1)), 200);
  });
});
