// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
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

  it('answers 404 with a message for one that does not exist', async () => {
    const { response, error } = await api.GET('/announcements/{id}', { params: { path: { id: 99 } } });
    expect(response.status).toBe(404);
    expect(error?.message).toBe('Aviso no encontrado.');
  });

  it('lets an admin publish, edit and delete one, visible in later reads', async () => {
    signInAs('admin');
    const created = await api.POST('/announcements', {
      body: { title: 'Clases al aire libre', content: '<p>Los sábados en el parque.</p>' },
    });
    const id = created.data!.announcement.announcement_id;
    expect(id).toBe(4);
    await api.PUT('/announcements', { body: { announcement_id: id, title: 'Clases en el parque' } });
    const read = await api.GET('/announcements/{id}', { params: { path: { id } } });
    expect(read.data?.announcement).toEqual({
      announcement_id: id,
      title: 'Clases en el parque',
      content: '<p>Los sábados en el parque.</p>',
    });
    const removed = await api.DELETE('/announcements/{id}', { params: { path: { id } } });
    expect(removed.data?.message).toBe('Announcement deleted.');
    expect((await api.GET('/announcements')).data?.announcements).toHaveLength(3);
  });

  it('refuses a blank title and an unknown id', async () => {
    signInAs('admin');
    const blank = await api.POST('/announcements', { body: { title: '  ' } });
    expect(blank.response.status).toBe(400);
    expect(blank.error?.message).toBe('El aviso necesita un título.');
    const unknown = await api.PUT('/announcements', { body: { announcement_id: 99, title: 'X' } });
    expect(unknown.response.status).toBe(404);
  });

  it('answers 401 without a token and 403 to a customer on writes', async () => {
    expect((await api.POST('/announcements', { body: { title: 'X' } })).response.status).toBe(401);
    signInAs('ana');
    const customer = await api.DELETE('/announcements/{id}', { params: { path: { id: 1 } } });
    expect(customer.response.status).toBe(403);
    expect(customer.error?.message).toBe('No tienes permiso para hacer esto.');
    expect((await api.GET('/announcements/{id}', { params: { path: { id: 1 } } })).response.status).toBe(200);
  });
});
