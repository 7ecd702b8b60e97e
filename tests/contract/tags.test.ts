// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { byId, expectAdminOnly, expectAnswer } from '#tests/support/contract';
import { signInAs } from '#tests/support/sign-in';

describe('tags', () => {
  it('lists the tags of one type for anyone', async () => {
    const answer = await api.GET('/tags', { params: { query: { type: 'video' } } });
    expectAnswer(answer, 200);
    expect(answer.data?.tags.map((tag) => tag.name)).toEqual(['Respiración', 'Fuerza', 'Flexibilidad']);
  });

  it('answers 404 with a message for a tag that does not exist', async () => {
    expectAnswer(await api.GET('/tags/{id}', byId(999)), 404, 'Etiqueta no encontrada.');
  });

  it('lets an admin create, rename and delete a tag', async () => {
    signInAs('admin');
    const created = await api.POST('/tags', { body: { name: 'Prenatal', color: '#f472b6', type: 'class' } });
    const tag_id = created.data!.tag.tag_id;
    await api.PUT('/tags', { body: { tag_id, name: 'Yoga prenatal' } });
    expect((await api.GET('/tags/{id}', byId(tag_id))).data?.tag.name).toBe('Yoga prenatal');
    expect((await api.DELETE('/tags/{id}', byId(tag_id))).data?.message).toBe('Tag deleted.');
    expectAnswer(await api.GET('/tags/{id}', byId(tag_id)), 404);
  });

  it('answers 401 without a token and 403 to a customer on admin writes', async () => {
    const write = () => api.POST('/tags', { body: { name: 'X' } });
    await expectAdminOnly(write, write);
  });
});
