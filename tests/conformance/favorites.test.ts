import { describe, expect, it } from 'vitest';
import { targets, useTarget } from './support/targets';

/** Favorite videos (commerce §7 videos and favorites), on the mocks and the server. */
const OPERATIONS = ['listFavorites', 'addFavorite', 'removeFavorite', 'getVideo', 'listVideos'];

const byId = (id: number) => ({ params: { path: { id } } });

describe.each(targets(OPERATIONS))('favorites on $name', (shell) => {
  const target = useTarget(shell);
  const flag = async (id: number) =>
    (await target.api('ana').GET('/videos/{id}', byId(id))).data?.video.favorite;
  const listed = async (as: 'ana' | 'suscrita' | 'sincreditos') =>
    (await target.api(as).GET('/favorites')).data?.favorites.map((favorite) => favorite.video_id);

  it("lists the caller's favorites, newest first, each with its video as the caller sees it", async () => {
    expect((await target.api().GET('/favorites')).response.status).toBe(401);
    const { data } = await target.api('ana').GET('/favorites');
    expect(data?.favorites.map(({ video: _video, ...favorite }) => favorite)).toEqual([
      { favorite_id: 2, video_id: 3, customer_id: 1 },
      { favorite_id: 1, video_id: 1, customer_id: 1 },
    ]);
    expect(data?.favorites[0]?.video).toMatchObject({
      video_id: 3,
      name: 'Pilates: centro fuerte',
      favorite: 1,
    });
    expect(data?.favorites[0]?.video).not.toHaveProperty('search_name');
    expect(await listed('suscrita')).toEqual([]);
  });

  it('adds a favorite once: the second add is refused and the list keeps one', async () => {
    expect(await flag(4)).toBe(0);
    const added = await target.api('ana').POST('/favorites', { body: { video_id: 4 } });
    expect(added.response.status).toBe(200);
    expect(added.data?.favorite).toMatchObject({
      video_id: 4,
      customer_id: 1,
      video: { video_id: 4, favorite: 1 },
    });
    expect(await flag(4)).toBe(1);
    const again = await target.api('ana').POST('/favorites', { body: { video_id: 4 } });
    expect([again.response.status, again.error?.message]).toEqual([
      409,
      'Este video ya está en tus favoritos.',
    ]);
    expect(await listed('ana')).toEqual([4, 3, 1]);
    const filtered = await target.api('ana').GET('/videos', { params: { query: { favorites: true } } });
    expect(filtered.data?.total).toBe(3);
  });

  it("answers the spec's 404 for a video that does not exist and 400 without one", async () => {
    const unknown = await target.api('ana').POST('/favorites', { body: { video_id: 999 } });
    expect([unknown.response.status, unknown.error?.message]).toEqual([
      404,
      'Lo sentimos, no hemos encontrado este video.',
    ]);
    const none = await target.api('ana').POST('/favorites', { body: {} as { video_id: number } });
    expect([none.response.status, none.error?.message]).toEqual([400, 'Indica el video (video_id).']);
    expect(await listed('ana')).toEqual([3, 1]);
  });

  it('removes a favorite by its video id once', async () => {
    const removed = await target.api('ana').DELETE('/favorites/{id}', byId(3));
    expect(removed.data?.message).toBe('¡Favorito eliminado!');
    expect(await flag(3)).toBe(0);
    expect(await listed('ana')).toEqual([1]);
    const twice = await target.api('ana').DELETE('/favorites/{id}', byId(3));
    expect([twice.response.status, twice.error?.message]).toEqual([
      404,
      'Este video no está en tus favoritos.',
    ]);
  });

  it("keeps one customer's favorites out of another's reach", async () => {
    expect((await target.api('suscrita').GET('/videos/{id}', byId(1))).data?.video.favorite).toBe(0);
    expect((await target.api('suscrita').DELETE('/favorites/{id}', byId(1))).response.status).toBe(404);
    expect(await listed('ana')).toEqual([3, 1]);
  });

  it('needs a sign-in but not online access: a lapsed customer still keeps a list', async () => {
    const added = await target.api('sincreditos').POST('/favorites', { body: { video_id: 2 } });
    expect(added.data?.favorite).toMatchObject({ video_id: 2, customer_id: 4 });
    expect(await listed('sincreditos')).toEqual([2]);
    expect((await target.api('sincreditos').DELETE('/favorites/{id}', byId(2))).data?.message).toBe(
      '¡Favorito eliminado!',
    );
  });
});
