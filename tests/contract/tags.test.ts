// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { byId, createAsAdmin, expectAdminOnly, expectAnswer } from '#tests/support/contract';

describe('tags', () => {
  it('lets an admin create, rename and delete a tag', async () => {
    const { tag } = await createAsAdmin(() =>
      api.POST('/tags', { body: { name: 'Prenatal', color: '#f472b6', type: 'class' } }),
    );
    const tag_id = tag.tag_id;
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
