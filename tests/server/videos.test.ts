import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoPageQuery } from '#server/videos/search';
import { videoPageWindow } from '#src/domain/videos/video-search';
import { behaviourBackends, bearer, startServer, type TestServer } from './support/harness';
import { queryPlan } from './support/query-plan';

/** What the database itself holds for the video library: its constraints and its indexes. */
describe.each(behaviourBackends())('the video library in the database on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server?.close());

  const refused = (statement: ReturnType<typeof sql>) =>
    server.store.db.execute(statement).then(
      () => 'stored',
      () => 'refused',
    );

  it('adds a favorite sent twice at once exactly once, answering 409 to the other', async () => {
    const add = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/favorites',
        headers: bearer('suscrita'),
        payload: { video_id: 6 },
      });
    const answers = await Promise.all([add(), add()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const list = await server.app.inject({
      method: 'GET',
      url: '/api/favorites',
      headers: bearer('suscrita'),
    });
    expect(list.json<{ favorites: Array<{ video_id: number }> }>().favorites.map((f) => f.video_id)).toEqual([
      6,
    ]);
  });

  it('refuses a second favorite, a rating out of range, a negative position and an unknown video', async () => {
    // ana (1) has video 1 among her favorites in the seed.
    expect(await refused(sql`insert into favorites (customer_id, video_id) values (1, 1)`)).toBe('refused');
    expect(
      await refused(sql`insert into video_ratings (customer_id, video_id, stars) values (1, 1, 6)`),
    ).toBe('refused');
    expect(await refused(sql`insert into video_ratings (customer_id, video_id) values (1, 1)`)).toBe(
      'refused',
    );
    expect(
      await refused(sql`insert into video_progress (customer_id, video_id, position) values (1, 1, -1)`),
    ).toBe('refused');
    expect(await refused(sql`insert into video_completions (customer_id, video_id) values (1, 999)`)).toBe(
      'refused',
    );
    expect(
      await refused(sql`insert into video_ratings (customer_id, video_id, stars) values (1, 1, 5)`),
    ).toBe('stored');
    expect(
      await refused(sql`insert into video_ratings (customer_id, video_id, stars) values (1, 1, 4)`),
    ).toBe('refused');
  });

  it('finds a page of a large library through its indexes, never reading the whole table', async () => {
    const { db } = server.store;
    // A library as the studio's would grow: names of their own, a description and media addresses.
    await db.execute(sql`
      insert into videos (name, search_name, description, url, thumbnail, duration, created_at)
      select 'Clase ' || md5(n::text), 'clase ' || md5(n::text),
        'Una sesión guiada por nuestro equipo, para practicar donde estés: ' || md5(n::text),
        'https://media.estudio.mx/videos/' || md5(n::text) || '.m3u8',
        'https://media.estudio.mx/portadas/' || md5(n::text) || '.jpg',
        30, timestamptz '2020-01-01' + n * interval '1 hour'
      from generate_series(1, 20000) as n`);
    // As autovacuum leaves it: statistics taken, the trigram index's pending entries merged.
    await db.execute(sql`vacuum analyze videos`);
    const plan = (filters: Parameters<typeof videoPageQuery>[1]) =>
      queryPlan(db, videoPageQuery(db, filters, 1, videoPageWindow(1)));

    const search = await plan({ query: 'Respiración' });
    expect(search).toContain('videos_search_name');
    expect(search).not.toMatch(/Seq Scan on videos/);
    const newest = await plan({});
    expect(newest).toContain('videos_newest');
    expect(newest).not.toMatch(/Seq Scan on videos/);
  });
});
