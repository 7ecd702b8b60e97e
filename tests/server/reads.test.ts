import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourBackends, startServer, type TestServer } from './support/harness';

describe.each(behaviourBackends())('public reads on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: `/api${url}`, headers });

  it('gives the app configuration, the firebaseConfig naming the server project', async () => {
    const answer = await get('/appconfig');
    expect(answer.statusCode).toBe(200);
    const config = new Map(
      answer.json<{ config: Array<{ key: string; value: string }> }>().config.map((e) => [e.key, e.value]),
    );
    expect(config.get('business_name')).toBe('Lumen Estudio');
    expect(JSON.parse(config.get('firebaseConfig')!).projectId).toBe('studio-mock');
  });

  it('reads the week day by day, classes in time order with coaches, tags and places taken', async () => {
    const answer = await get('/single_class?start_date=2026-11-23&end_date=2026-11-29');
    expect(answer.statusCode).toBe(200);
    const { days } = answer.json<{
      days: Array<{ date: string; single_classes: Array<{ class_date: string } & Record<string, unknown>> }>;
    }>();
    expect(days.map((day) => day.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    const monday = days[0]!.single_classes;
    expect(monday.map((c) => c.class_date.slice(11, 16))).toEqual(['07:00', '09:00', '18:00', '19:30']);
    expect(monday[0]).toMatchObject({
      class_type: { name: 'Indoor Cycling' },
      location: { name: 'Lumen Roma' },
      class_instructors: [{ instructor_id: 2, instructor: { name: 'Diego' } }],
    });
    const wednesdayBarre = days[2]!.single_classes.find((c) => c.class_date.endsWith('T19:30:00.000Z'));
    expect(wednesdayBarre).toMatchObject({ tags: [{ name: 'Intenso' }, { name: 'Nuevo' }] });
  });

  it('filters the week by coach and by studio', async () => {
    const byCoach = await get('/single_class?start_date=2026-11-23&end_date=2026-11-29&instructor_id=4');
    const classes = byCoach
      .json<{ days: Array<{ single_classes: Array<{ class_type: { name: string } }> }> }>()
      .days.flatMap((day) => day.single_classes);
    expect(classes.length).toBeGreaterThan(0);
    expect(new Set(classes.map((c) => c.class_type.name))).toEqual(new Set(['Barre']));
    const locations = await get('/locations?start_date=2026-11-29&end_date=2026-11-29');
    expect(locations.json()).toEqual({
      locations: [{ location_id: 2, name: 'Lumen Polanco', address: 'Av. Homero 456, Polanco, CDMX' }],
    });
  });

  it("refuses a bad range with the mocks' message", async () => {
    const answer = await get('/single_class?start_date=2026-11-29&end_date=2026-11-23');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: 'El rango de fechas no es válido.' });
    const badDay = await get('/single_class?start_date=mañana&end_date=2026-11-23');
    expect(badDay.json()).toEqual({ message: 'La fecha start_date no es válida.' });
  });

  it('reads one class, and answers a missing or malformed id in Spanish', async () => {
    expect((await get('/single_class/single/1')).json()).toMatchObject({
      single_class: { single_class_id: 1 },
    });
    const missing = await get('/single_class/single/99999');
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'Clase no encontrada.' }]);
    const malformed = await get('/single_class/single/abc');
    expect([malformed.statusCode, malformed.json()]).toEqual([404, { message: 'No encontrado.' }]);
  });

  it('reads coaches with their photo, class types, categories and tags', async () => {
    const coaches = (await get('/instructors')).json<{
      instructors: Array<{ name: string; file: unknown }>;
    }>().instructors;
    expect(coaches.map((c) => c.name)).toEqual(['Mariana', 'Diego', 'Sofía', 'Andrés']);
    expect(coaches[0]!.file).toMatchObject({ file_id: 2, name: 'portada.svg' });
    expect(
      (await get('/instructors/home/all')).json<{ instructors: Array<{ name: string }> }>().instructors[0]!
        .name,
    ).toBe('Mariana');
    expect((await get('/instructors/3')).json()).toMatchObject({ instructor: { name: 'Sofía', file: null } });
    expect((await get('/class_types')).json<{ class_types: unknown[] }>().class_types).toHaveLength(4);
    expect(
      (await get('/class_categories/available'))
        .json<{ class_categories: Array<{ name: string }> }>()
        .class_categories.map((c) => c.name),
    ).toEqual(['Yoga', 'Cardio']);
    expect(
      (await get('/tags?type=video')).json<{ tags: Array<{ name: string }> }>().tags.map((t) => t.name),
    ).toEqual(['Respiración', 'Fuerza', 'Flexibilidad']);
    const noTag = await get('/tags/999');
    expect([noTag.statusCode, noTag.json()]).toEqual([404, { message: 'Etiqueta no encontrada.' }]);
  });

  it('reads pages by slug, and answers an unknown one with the content error', async () => {
    const pages = (await get('/pages')).json<{ pages: Array<{ slug: string }> }>().pages;
    expect(pages.length).toBeGreaterThan(0);
    const first = await get(`/pages/${pages[0]!.slug}`);
    expect(first.json()).toMatchObject({ page: { slug: pages[0]!.slug } });
    const unknown = await get('/pages/no-existe');
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { message: 'Lo sentimos, hubo un error al mostrar este contenido.' },
    ]);
  });

  it('reads the custom fields of an object for any visitor', async () => {
    const answer = await get('/custom_fields/object/customer');
    expect(answer.statusCode).toBe(200);
    expect(Array.isArray(answer.json<{ custom_fields: unknown[] }>().custom_fields)).toBe(true);
  });
});
