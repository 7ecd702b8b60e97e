// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { signInAs } from '#tests/support/sign-in';

async function favoriteFlag(id: number): Promise<0 | 1 | undefined> {
  return (await api.GET('/videos/{id}', { params: { path: { id } } })).data?.video.favorite;
}

describe('favorites', () => {
  it("lists the caller's favorites with their videos, and only theirs", async () => {
    expect((await api.GET('/favorites')).response.status).toBe(401);
    signInAs('ana');
    const { data } = await api.GET('/favorites');
    expect(data?.favorites.map((favorite) => favorite.video_id).sort()).toEqual([1, 3]);
    expect(data?.favorites[0]?.video).toMatchObject({ favorite: 1 });
    expect(data?.favorites[0]?.video).not.toHaveProperty('tag_ids');
    signInAs('suscrita');
    expect((await api.GET('/favorites')).data?.favorites).toEqual([]);
  });

  it("adds a favorite, flipping the video's flag to 1, and refuses it twice", async () => {
    signInAs('ana');
    expect(await favoriteFlag(4)).toBe(0);
    const added = await api.POST('/favorites', { body: { video_id: 4 } });
    expect(added.response.status).toBe(200);
    expect(added.data?.favorite).toMatchObject({ video_id: 4, customer_id: 1, video: { favorite: 1 } });
    expect(await favoriteFlag(4)).toBe(1);
    const again = await api.POST('/favorites', { body: { video_id: 4 } });
    expect(again.response.status).toBe(409);
    expect(again.error?.message).toBe('Este video ya está en tus favoritos.');
    const filtered = await api.GET('/videos', { params: { query: { favorites: true } } });
    expect(filtered.data?.total).toBe(3);
  });

  it('answers 404 for a video that does not exist', async () => {
    signInAs('ana');
    const { response, error } = await api.POST('/favorites', { body: { video_id: 999 } });
    expect(response.status).toBe(404);
    expect(error?.message).toBe('Lo sentimos, no hemos encontrado este video.');
  });

  it('removes a favorite by its video id, flipping the flag back to 0', async () => {
    signInAs('ana');
    const removed = await api.DELETE('/favorites/{id}', { params: { path: { id: 3 } } });
    expect(removed.data?.message).toBe('¡Favorito eliminado!');
    expect(await favoriteFlag(3)).toBe(0);
    expect((await api.GET('/favorites')).data?.favorites.map((favorite) => favorite.video_id)).toEqual([1]);
    const twice = await api.DELETE('/favorites/{id}', { params: { path: { id: 3 } } });
    expect(twice.response.status).toBe(404);
    expect(twice.error?.message).toBe('Este video no está en tus favoritos.');
  });

  it("keeps one customer's favorites out of another's videos", async () => {
    signInAs('suscrita');
    expect(await favoriteFlag(1)).toBe(0);
    expect((await api.DELETE('/favorites/{id}', { params: { path: { id: 1 } } })).response.status).toBe(404);
  });
});
