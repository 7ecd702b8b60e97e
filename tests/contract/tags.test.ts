// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { signInAs } from '#tests/support/sign-in';

describe('tags', () => {
  it('lists the tags of one type for anyone', async () => {
    const { data, response } = await api.GET('/tags', { params: { query: { type: 'video' } } });
    expect(response.status).toBe(200);
    expect(data?.tags.map((tag) => tag.name)).toEqual(['Respiración', 'Fuerza', 'Flexibilidad']);
  });

  it('answers 404 with a message for a tag that does not exist', async () => {
    const { error, response } = await api.GET('/tags/{id}', { params: { path: { id: 999 } } });
    expect(response.status).toBe(404);
    expect(error?.message).toBe('Etiqueta no encontrada.');
  });

  it('lets an admin create, rename and delete a tag', async () => {
    signInAs('admin');
    const created = await api.POST('/tags', { body: { name: 'Prenatal', color: '#f472b6', type: 'class' } });
    const tag_id = created.data!.tag.tag_id;
    await api.PUT('/tags', { body: { tag_id, name: 'Yoga prenatal' } });
    expect((await api.GET('/tags/{id}', { params: { path: { id: tag_id } } })).data?.tag.name).toBe(
      'Yoga prenatal',
    );
    const removed = await api.DELETE('/tags/{id}', { params: { path: { id: tag_id } } });
    expect(removed.data?.message).toBe('Tag deleted.');
    expect((await api.GET('/tags/{id}', { params: { path: { id: tag_id } } })).response.status).toBe(404);
  });

  it('answers 401 without a token and 403 to a customer on admin writes', async () => {
    const anonymous = await api.POST('/tags', { body: { name: 'X' } });
    expect(anonymous.response.status).toBe(401);
    signInAs('ana');
    const customer = await api.POST('/tags', { body: { name: 'X' } });
    expect(customer.response.status).toBe(403);
    expect(customer.error?.message).toBe('No tienes permiso para hacer esto.');
  });
});
