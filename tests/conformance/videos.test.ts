import { describe, expect, it } from 'vitest';
import type { Target } from './support/targets';
import { TAG } from '#mocks/seed/catalogue';
import { daysFromNow } from '#mocks/seed/time';
import { NOW } from '#tests/server/support/clock';
import { targets, useTarget } from './support/targets';

/** The online library (commerce §2, §4, §7 videos, §8 video 404), on the mocks and the server. */
const OPERATIONS = [
  'listVideos',
  'listUpcomingVideos',
  'listVideosByTag',
  'listVideosByProgram',
  'getVideo',
  'completeVideo',
  'uncompleteVideo',
  'getVideoProgress',
  'saveVideoProgress',
  'rateVideo',
  'sendVideoRatingEmail',
  'listVideoTypes',
  'getInstructor',
  'listSentMails',
];

const NOT_FOUND = 'Lo sentimos, no hemos encontrado este video.';
const NO_MEMBERSHIP = 'Lo sentimos, no cuentas con una membresía activa para clases online';
const byId = (id: number) => ({ params: { path: { id } } });

async function names(target: Target, query: Record<string, unknown>): Promise<string[]> {
  const { data } = await target.api('ana').GET('/videos', { params: { query } });
  return data!.videos.map((video) => video.name);
}

describe.each(targets(OPERATIONS))('the video library on $name', (shell) => {
  const target = useTarget(shell, { readOnly: true });

  it("lists newest first, each video with its coach, tags and the caller's favorite and completed flags", async () => {
    const { data } = await target.api('ana').GET('/videos');
    expect(data?.total).toBe(42);
    // The eight newest, then the archive from its newest (42) back.
    expect(data?.videos.slice(0, 10).map((video) => video.video_id)).toEqual([
      8, 7, 6, 5, 4, 3, 2, 1, 42, 41,
    ]);
    const mariana = (await target.api().GET('/instructors/{id}', byId(1))).data?.instructor;
    expect(mariana).toMatchObject({ name: 'Mariana', file: { file_id: 2 } });
    expect(data!.videos.find((video) => video.video_id === 1)).toEqual({
      video_id: 1,
      name: 'Vinyasa para empezar el día',
      description:
        'Vinyasa para empezar el día: una sesión guiada por nuestro equipo, para practicar donde estés.',
      url: '/mock-assets/videos/muestra.mp4',
      captions: '/mock-assets/videos/muestra.es.vtt',
      thumbnail: '/mock-assets/videos/portada.jpg',
      duration: 45,
      video_type_id: 1,
      class_type_id: 1,
      class_category_id: 1,
      program_id: 2,
      instructor_id: 1,
      createdAt: daysFromNow(-29, NOW),
      // The coach as GET /instructors/{id} shows them, photo included.
      instructor: mariana,
      tags: [{ tag_id: TAG.respiracion, name: 'Respiración', color: '#0891b2', type: 'video' }],
      favorite: 1,
      completed: false,
      playbacks: [],
    });
    expect(data!.videos.find((video) => video.video_id === 2)).toMatchObject({
      favorite: 0,
      completed: true,
    });
    expect(data!.videos.find((video) => video.video_id === 4)?.tags?.map((tag) => tag.tag_id)).toEqual([
      TAG.fuerza,
      TAG.flexibilidad,
    ]);
    // Another customer's favorites and completions are not theirs.
    const other = await target.api('suscrita').GET('/videos');
    expect(other.data?.videos.filter((video) => video.favorite === 1 || video.completed)).toEqual([]);
  });

  it('searches names ignoring case and accents, taking the text literally', async () => {
    expect(await names(target, { query: 'RESPIRACION' })).toEqual(['Respiración para dormir mejor']);
    expect(await names(target, { query: 'cómo' })).toEqual(['Cómo ajustar tu bici']);
    expect(await names(target, { query: ' centro ' })).toEqual(['Pilates: centro fuerte']);
    expect(await names(target, { query: 'zumba' })).toEqual([]);
    expect(await names(target, { query: '%' })).toEqual([]);
    expect(await names(target, { query: '_' })).toEqual([]);
  });

  it('narrows by favorites, completed, tags, duration, coach, type, category and program', async () => {
    expect(await names(target, { favorites: true })).toEqual([
      'Pilates: centro fuerte',
      'Vinyasa para empezar el día',
    ]);
    expect(await names(target, { completed: true })).toEqual(['Cycling de intervalos']);
    expect(await names(target, { tags: [TAG.fuerza, TAG.respiracion], duration: 15 })).toEqual([
      'Saludo al sol paso a paso',
      'Respiración para dormir mejor',
    ]);
    expect(await names(target, { instructor_id: 2, video_type_id: 2 })).toEqual(['Cómo ajustar tu bici']);
    expect(await names(target, { program_id: 1, class_type_id: 2 })).toEqual(['Cycling de intervalos']);
    const byTag = await target.api('ana').GET('/videos', { params: { query: { tag_id: TAG.flexibilidad } } });
    expect(byTag.data?.total).toBe(3);
    const yoga = await target.api('ana').GET('/videos', { params: { query: { class_category_id: 1 } } });
    const other = await target.api('ana').GET('/videos', { params: { query: { class_category_id: 2 } } });
    expect([yoga.data!.total + other.data!.total, yoga.data!.total > 0, other.data!.total > 0]).toEqual([
      42,
      true,
      true,
    ]);
    // A malformed filter is ignored, as the mocks' lenient reading does.
    expect(
      (await target.fetch('/videos?duration=abc&tag_id=&page=x', { as: 'ana' }).then((r) => r.json())).total,
    ).toBe(42);
    // Staff without favorites of their own see none under that filter.
    expect(
      (await target.api('admin').GET('/videos', { params: { query: { favorites: true } } })).data?.total,
    ).toBe(0);
  });

  it('pages by 32 and counts every match in total', async () => {
    const first = await target.api('ana').GET('/videos', { params: { query: { page: 1 } } });
    expect([first.data?.videos.length, first.data?.total]).toEqual([32, 42]);
    const second = await target.api('ana').GET('/videos', { params: { query: { page: 2 } } });
    expect(second.data?.videos.map((video) => video.video_id)).toEqual([
      18, 17, 16, 15, 14, 13, 12, 11, 10, 9,
    ]);
    expect(second.data?.total).toBe(42);
    const sessions = await target
      .api('ana')
      .GET('/videos', { params: { query: { query: 'sesión', page: 2 } } });
    expect([sessions.data?.total, sessions.data?.videos.map((video) => video.video_id)]).toEqual([33, [10]]);
    const beyond = await target.api('ana').GET('/videos', { params: { query: { page: 5 } } });
    expect([beyond.data?.videos, beyond.data?.total]).toEqual([[], 42]);
  });

  it("shows the latest videos, a tag's and a program's, with 404s for unknown ones", async () => {
    const upcoming = await target.api('ana').GET('/videos/upcoming');
    expect(upcoming.data?.videos.map((video) => video.video_id)).toEqual([8, 7, 6, 5]);
    const tagged = await target.api('ana').GET('/videos/tag/{id}', byId(TAG.respiracion));
    expect(tagged.data?.videos.map((video) => video.video_id)).toEqual([8, 5, 1]);
    const program = await target.api('ana').GET('/videos/program/{id}', byId(1));
    expect(program.data?.videos.map((video) => video.video_id)).toEqual([7, 3, 2]);
    expect(program.data?.videos.find((video) => video.video_id === 3)?.favorite).toBe(1);
    const noTag = await target.api('ana').GET('/videos/tag/{id}', byId(99));
    expect([noTag.response.status, noTag.error?.message]).toEqual([404, 'Etiqueta no encontrada.']);
    const noProgram = await target.api('ana').GET('/videos/program/{id}', byId(99));
    expect([noProgram.response.status, noProgram.error?.message]).toEqual([404, 'Programa no encontrado.']);
  });

  it("answers the spec's 404 for an unknown video on every call that names one", async () => {
    const api = target.api('ana');
    for (const call of [
      api.GET('/videos/{id}', byId(999)),
      api.PUT('/videos/{id}/complete', byId(999)),
      api.PUT('/videos/{id}/uncomplete', byId(999)),
      api.GET('/videos/{id}/progress', byId(999)),
      api.PUT('/videos/{id}/progress', { ...byId(999), body: { position: 1 } }),
      api.POST('/videos/rating', { body: { video_id: 999, stars: 3 } }),
      api.POST('/videos/rating/email', { body: { video_id: 999 } }),
    ]) {
      const { response, error } = await call;
      expect([response.status, error?.message]).toEqual([404, NOT_FOUND]);
    }
  });

  it('answers 412 "purchase needed" to a customer without online access, 401 to nobody, and lets staff in', async () => {
    const calls = (as: 'sincreditos' | undefined) => {
      const api = target.api(as);
      return [
        api.GET('/videos'),
        api.GET('/videos/upcoming'),
        api.GET('/videos/{id}', byId(1)),
        api.GET('/videos/tag/{id}', byId(TAG.fuerza)),
        api.GET('/videos/program/{id}', byId(1)),
        api.PUT('/videos/{id}/complete', byId(1)),
        api.PUT('/videos/{id}/uncomplete', byId(1)),
        api.GET('/videos/{id}/progress', byId(1)),
        api.PUT('/videos/{id}/progress', { ...byId(1), body: { position: 1 } }),
        api.POST('/videos/rating', { body: { video_id: 1, stars: 3 } }),
      ];
    };
    for (const { response, error } of await Promise.all(calls('sincreditos'))) {
      expect([response.status, error?.message]).toEqual([412, NO_MEMBERSHIP]);
    }
    for (const { response } of await Promise.all(calls(undefined))) expect(response.status).toBe(401);
    const staff = await target.api('admin').GET('/videos', { params: { query: { page: 2 } } });
    expect([staff.response.status, staff.data?.total]).toEqual([200, 42]);
  });

  it('closes the library when the online purchase expires', async () => {
    // ana bought the 30-day online package 5 days ago; suscrita's subscription is active.
    await target.setClock(daysFromNow(26, NOW));
    try {
      const lapsed = await target.api('ana').GET('/videos');
      expect([lapsed.response.status, lapsed.error?.message]).toEqual([412, NO_MEMBERSHIP]);
    } finally {
      await target.setClock(NOW.toISOString());
    }
    expect((await target.api('ana').GET('/videos')).response.status).toBe(200);
  });

  it('lists the video types to anyone', async () => {
    const { data } = await target.api().GET('/video_types');
    expect(data?.video_types).toEqual([
      { video_type_id: 1, name: 'Clase completa' },
      { video_type_id: 2, name: 'Tutorial' },
    ]);
  });
});

describe.each(targets(OPERATIONS))('watching videos on $name', (shell) => {
  const target = useTarget(shell);

  it('records a playback for the caller each time a video is opened', async () => {
    await target.api('ana').GET('/videos/{id}', byId(4));
    const again = await target.api('ana').GET('/videos/{id}', byId(4));
    expect(again.data?.video.playbacks).toEqual([
      { customer_id: 1, createdAt: NOW.toISOString() },
      { customer_id: 1, createdAt: NOW.toISOString() },
    ]);
    const other = await target.api('suscrita').GET('/videos/{id}', byId(4));
    expect(other.data?.video.playbacks?.map((playback) => playback.customer_id)).toEqual([7]);
  });

  it('marks a video completed and not completed, idempotently', async () => {
    const api = target.api('ana');
    const completed = async () => (await api.GET('/videos/{id}', byId(4))).data?.video.completed;
    expect(await completed()).toBe(false);
    await api.PUT('/videos/{id}/complete', byId(4));
    const twice = await api.PUT('/videos/{id}/complete', byId(4));
    expect(twice.data?.message).toBe('Video marcado como completado.');
    expect(await completed()).toBe(true);
    expect(await names(target, { completed: true })).toEqual(['Barre express', 'Cycling de intervalos']);
    await api.PUT('/videos/{id}/uncomplete', byId(4));
    const again = await api.PUT('/videos/{id}/uncomplete', byId(4));
    expect([again.response.status, again.data?.message]).toEqual([200, 'Video marcado como no completado.']);
    expect(await completed()).toBe(false);
    expect(await names(target, { completed: true })).toEqual(['Cycling de intervalos']);
  });

  it('keeps one resume position per customer and video', async () => {
    const api = target.api('ana');
    expect((await api.GET('/videos/{id}/progress', byId(1))).data).toEqual({ progress: null });
    await api.PUT('/videos/{id}/progress', { ...byId(1), body: { position: 3, duration: 8 } });
    await target.setClock('2026-11-25T18:05:00.000Z');
    const saved = await api.PUT('/videos/{id}/progress', { ...byId(1), body: { position: 5.5 } });
    const expected = { video_id: 1, position: 5.5, duration: null, updatedAt: '2026-11-25T18:05:00.000Z' };
    expect(saved.data?.progress).toEqual(expected);
    expect((await api.GET('/videos/{id}/progress', byId(1))).data?.progress).toEqual(expected);
    const bad = await api.PUT('/videos/{id}/progress', { ...byId(1), body: { position: -1 } });
    expect([bad.response.status, bad.error?.message]).toEqual([
      400,
      'La posición debe ser un número de segundos.',
    ]);
    const badLength = await api.PUT('/videos/{id}/progress', {
      ...byId(1),
      body: { position: 1, duration: -2 },
    });
    expect(badLength.error?.message).toBe('La duración debe ser un número de segundos.');
    expect((await api.GET('/videos/{id}/progress', byId(1))).data?.progress?.position).toBe(5.5);
    expect((await target.api('suscrita').GET('/videos/{id}/progress', byId(1))).data).toEqual({
      progress: null,
    });
  });

  it('takes a rating of 1 to 5 stars, a comment or both, and refuses anything else', async () => {
    const api = target.api('ana');
    for (const [body, message] of [
      [{ video_id: 1, stars: 6 }, 'La calificación debe ser de 1 a 5 estrellas.'],
      [{ video_id: 1, stars: 0 }, 'La calificación debe ser de 1 a 5 estrellas.'],
      [{ video_id: 1, comment: '  ' }, 'Califica el video con estrellas o déjanos un comentario.'],
    ] as const) {
      const refused = await api.POST('/videos/rating', { body });
      expect([refused.response.status, refused.error?.message]).toEqual([400, message]);
    }
    const rated = await api.POST('/videos/rating', {
      body: { video_id: 1, stars: 5, comment: '¡Me encantó!' },
    });
    expect(rated.data?.message).toBe('¡Gracias por calificar este video!');
    // Rating again replaces the earlier one.
    expect((await api.POST('/videos/rating', { body: { video_id: 1, stars: 4 } })).response.status).toBe(200);
    expect(
      (await api.POST('/videos/rating', { body: { video_id: 1, comment: 'Otra vez' } })).response.status,
    ).toBe(200);
  });

  it('asks for a rating by email for a known video, as the mocks answer', async () => {
    expect((await target.api().POST('/videos/rating/email', { body: { video_id: 1 } })).response.status).toBe(
      401,
    );
    const sent = await target.api('ana').POST('/videos/rating/email', { body: { video_id: 1 } });
    expect(sent.data?.message).toBe('Te enviaremos un correo para que califiques este video.');
    await target.api('ana').POST('/videos/rating/email', { body: { video_id: 1 } });
    const mails = (await target.api('admin').GET('/sent_mails')).data!.sent_mails;
    const asked = mails.filter(
      (mail) => mail.to === 'ana@demo.mx' && mail.subject.startsWith('¿Qué te pareció'),
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]!.body).toContain('/mystudio/video/1');
    const missing = await target
      .api('ana')
      .POST('/videos/rating/email', { body: {} as { video_id: number } });
    expect([missing.response.status, missing.error?.message]).toEqual([400, 'Indica el video (video_id).']);
  });
});
