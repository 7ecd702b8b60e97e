// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { setMockClockOffset } from '#mocks/clock';
import { db } from '#mocks/db';
import { TAG } from '#mocks/seed/catalogue';
import { signInAs, signInWithExpiredToken } from '#tests/support/sign-in';

const NO_MEMBERSHIP = 'Lo sentimos, no cuentas con una membresía activa para clases online';
const DAY_MS = 86_400_000;

async function names(query: Record<string, unknown>): Promise<string[]> {
  const { data } = await api.GET('/videos', { params: { query } });
  return data!.videos.map((video) => video.name);
}

afterEach(() => setMockClockOffset(0));

describe('online access', () => {
  it('answers 401 without a token and the expired-token code with an old one', async () => {
    expect((await api.GET('/videos')).response.status).toBe(401);
    signInWithExpiredToken('ana');
    const expired = await api.GET('/videos');
    expect(expired.response.status).toBe(401);
    expect(expired.error?.code).toBe('auth/id-token-expired');
  });

  it('answers 412 "purchase needed" to a customer without an online membership', async () => {
    signInAs('sincreditos');
    for (const call of [
      api.GET('/videos'),
      api.GET('/videos/upcoming'),
      api.GET('/videos/{id}', { params: { path: { id: 1 } } }),
      api.GET('/videos/tag/{id}', { params: { path: { id: TAG.fuerza } } }),
      api.PUT('/videos/{id}/complete', { params: { path: { id: 1 } } }),
    ]) {
      const { response, error } = await call;
      expect(response.status).toBe(412);
      expect(error?.message).toBe(NO_MEMBERSHIP);
    }
  });

  it('lets in customers with a live online purchase and admins, until the purchase expires', async () => {
    signInAs('suscrita');
    expect((await api.GET('/videos')).data?.total).toBe(42);
    signInAs('admin');
    expect((await api.GET('/videos')).response.status).toBe(200);

    // ana bought the 30-day online package 5 days ago.
    setMockClockOffset(26 * DAY_MS);
    signInAs('ana');
    expect((await api.GET('/videos')).response.status).toBe(412);
  });
});

describe('the video library', () => {
  it("lists newest first with the caller's favorite and completed flags, without storage fields", async () => {
    signInAs('ana');
    const { data } = await api.GET('/videos');
    expect(data?.total).toBe(42);
    // The eight newest, then the archive from its newest (42) back.
    expect(data?.videos.slice(0, 10).map((video) => video.video_id)).toEqual([
      8, 7, 6, 5, 4, 3, 2, 1, 42, 41,
    ]);
    const first = data!.videos.find((video) => video.video_id === 1)!;
    expect(first).toMatchObject({ favorite: 1, completed: false, instructor: { name: 'Mariana' } });
    expect(first.tags?.map((tag) => tag.name)).toEqual(['Respiración']);
    expect(first).not.toHaveProperty('tag_ids');
    expect(data!.videos.find((video) => video.video_id === 2)).toMatchObject({
      favorite: 0,
      completed: true,
    });
  });

  it('searches names ignoring case and accents', async () => {
    signInAs('ana');
    expect(await names({ query: 'RESPIRACION' })).toEqual(['Respiración para dormir mejor']);
    expect(await names({ query: 'cómo' })).toEqual(['Cómo ajustar tu bici']);
    expect(await names({ query: 'zumba' })).toEqual([]);
  });

  it('filters by favorites, completed, tags, duration and coach', async () => {
    signInAs('ana');
    expect(await names({ favorites: true })).toEqual([
      'Pilates: centro fuerte',
      'Vinyasa para empezar el día',
    ]);
    expect(await names({ completed: true })).toEqual(['Cycling de intervalos']);
    expect(await names({ tags: [TAG.fuerza, TAG.respiracion], duration: 15 })).toEqual([
      'Saludo al sol paso a paso',
      'Respiración para dormir mejor',
    ]);
    expect(await names({ instructor_id: 2, video_type_id: 2 })).toEqual(['Cómo ajustar tu bici']);
    const { data } = await api.GET('/videos', { params: { query: { tag_id: TAG.flexibilidad } } });
    expect(data?.total).toBe(3);
  });

  it('pages by 32 and counts every match in total', async () => {
    signInAs('ana');
    const first = await api.GET('/videos', { params: { query: { page: 1 } } });
    expect(first.data?.videos).toHaveLength(32);
    expect(first.data?.total).toBe(42);
    const second = await api.GET('/videos', { params: { query: { page: 2 } } });
    expect(second.data?.videos.map((video) => video.video_id)).toEqual([
      18, 17, 16, 15, 14, 13, 12, 11, 10, 9,
    ]);
    expect(second.data?.total).toBe(42);
    const sessions = await api.GET('/videos', { params: { query: { query: 'sesión', page: 2 } } });
    expect(sessions.data?.total).toBe(33);
    expect(sessions.data?.videos.map((video) => video.video_id)).toEqual([10]);
  });

  it('saves one resume position per customer and video', async () => {
    signInAs('ana');
    const path = { params: { path: { id: 1 } } };
    expect((await api.GET('/videos/{id}/progress', path)).data).toEqual({ progress: null });
    await api.PUT('/videos/{id}/progress', { ...path, body: { position: 3, duration: 8 } });
    const saved = await api.PUT('/videos/{id}/progress', { ...path, body: { position: 5.5, duration: 8 } });
    expect(saved.data?.progress).toMatchObject({ video_id: 1, position: 5.5, duration: 8 });
    expect((await api.GET('/videos/{id}/progress', path)).data?.progress?.position).toBe(5.5);
    const bad = await api.PUT('/videos/{id}/progress', { ...path, body: { position: -1 } });
    expect(bad.response.status).toBe(400);
    signInAs('suscrita');
    expect((await api.GET('/videos/{id}/progress', path)).data).toEqual({ progress: null });
    signInAs('sincreditos');
    expect((await api.GET('/videos/{id}/progress', path)).response.status).toBe(412);
  });

  it("shows the latest videos, a tag's and a program's, with 404s for unknown ones", async () => {
    signInAs('ana');
    const upcoming = await api.GET('/videos/upcoming');
    expect(upcoming.data?.videos.map((video) => video.video_id)).toEqual([8, 7, 6, 5]);
    const tagged = await api.GET('/videos/tag/{id}', { params: { path: { id: TAG.respiracion } } });
    expect(tagged.data?.videos.map((video) => video.video_id)).toEqual([8, 5, 1]);
    const program = await api.GET('/videos/program/{id}', { params: { path: { id: 1 } } });
    expect(program.data?.videos.map((video) => video.video_id)).toEqual([7, 3, 2]);
    expect((await api.GET('/videos/tag/{id}', { params: { path: { id: 99 } } })).response.status).toBe(404);
    const noProgram = await api.GET('/videos/program/{id}', { params: { path: { id: 99 } } });
    expect(noProgram.error?.message).toBe('Programa no encontrado.');
  });
});

describe('one video', () => {
  it("answers 404 with the spec's message for an unknown video", async () => {
    signInAs('ana');
    const { response, error } = await api.GET('/videos/{id}', { params: { path: { id: 999 } } });
    expect(response.status).toBe(404);
    expect(error?.message).toBe('Lo sentimos, no hemos encontrado este video.');
  });

  it('records a playback for the caller each time it is opened', async () => {
    signInAs('ana');
    await api.GET('/videos/{id}', { params: { path: { id: 4 } } });
    const again = await api.GET('/videos/{id}', { params: { path: { id: 4 } } });
    expect(again.data?.video.playbacks).toHaveLength(2);
    expect(again.data?.video.playbacks?.[0]?.customer_id).toBe(1);
    signInAs('suscrita');
    const other = await api.GET('/videos/{id}', { params: { path: { id: 4 } } });
    expect(other.data?.video.playbacks).toHaveLength(1);
  });

  it('marks a video completed and not completed, idempotently', async () => {
    signInAs('ana');
    const video = () => api.GET('/videos/{id}', { params: { path: { id: 4 } } });
    expect((await video()).data?.video.completed).toBe(false);
    await api.PUT('/videos/{id}/complete', { params: { path: { id: 4 } } });
    const twice = await api.PUT('/videos/{id}/complete', { params: { path: { id: 4 } } });
    expect(twice.data?.message).toBe('Video marcado como completado.');
    expect((await video()).data?.video.completed).toBe(true);
    expect(await names({ completed: true })).toEqual(['Barre express', 'Cycling de intervalos']);
    await api.PUT('/videos/{id}/uncomplete', { params: { path: { id: 4 } } });
    expect((await api.PUT('/videos/{id}/uncomplete', { params: { path: { id: 4 } } })).response.status).toBe(
      200,
    );
    expect((await video()).data?.video.completed).toBe(false);
    const missing = await api.PUT('/videos/{id}/complete', { params: { path: { id: 999 } } });
    expect(missing.response.status).toBe(404);
  });
});

describe('ratings', () => {
  it('stores a rating of 1 to 5 stars and rejects anything else', async () => {
    signInAs('ana');
    const bad = await api.POST('/videos/rating', { body: { video_id: 1, stars: 6 } });
    expect(bad.response.status).toBe(400);
    expect(bad.error?.message).toBe('La calificación debe ser de 1 a 5 estrellas.');
    expect((await api.POST('/videos/rating', { body: { video_id: 1, stars: 0 } })).response.status).toBe(400);
    expect(db.videoRatings.count()).toBe(0);

    const good = await api.POST('/videos/rating', {
      body: { video_id: 1, stars: 5, comment: '¡Me encantó!' },
    });
    expect(good.data?.message).toBe('¡Gracias por calificar este video!');
    await api.POST('/videos/rating', { body: { video_id: 1, stars: 4 } });
    expect(db.videoRatings.findMany((q) => q.where({ customer_id: 1 }))).toMatchObject([
      { video_id: 1, stars: 4 },
    ]);

    const unknown = await api.POST('/videos/rating', { body: { video_id: 999, stars: 3 } });
    expect(unknown.error?.message).toBe('Lo sentimos, no hemos encontrado este video.');
    signInAs('sincreditos');
    expect((await api.POST('/videos/rating', { body: { video_id: 1, stars: 3 } })).response.status).toBe(412);
  });

  it('asks for a rating by email for a known video only', async () => {
    expect((await api.POST('/videos/rating/email', { body: { video_id: 1 } })).response.status).toBe(401);
    signInAs('ana');
    const sent = await api.POST('/videos/rating/email', { body: { video_id: 1 } });
    expect(sent.data?.message).toBe('Te enviaremos un correo para que califiques este video.');
    expect((await api.POST('/videos/rating/email', { body: { video_id: 999 } })).response.status).toBe(404);
  });
});

describe('video types', () => {
  it('are public', async () => {
    const { data } = await api.GET('/video_types');
    expect(data?.video_types.map((type) => type.name)).toEqual(['Clase completa', 'Tutorial']);
  });
});
