import { describe, expect, it } from 'vitest';
import { personas } from '#mocks/personas';
import { seeded } from '#mocks/seed';
import { CLASS_TYPE, INSTRUCTOR, LOCATION } from '#mocks/seed/catalogue';
import { FORM, PAGE } from '#mocks/seed/content';
import { addDays, dateOnly, studioWeekStart } from '#mocks/seed/time';
import { NOW } from '#tests/server/support/clock';
import { targets, useTarget } from './support/targets';

const OPERATIONS = [
  'getAppConfig',
  'listPages',
  'getPageBySlug',
  'listAcceptedPages',
  'acceptPage',
  'getForm',
  'listCustomFieldsByObject',
  'listLocations',
  'listInstructors',
  'getInstructor',
  'listClassTypes',
  'listCustomSpotMaps',
  'listClassCategories',
  'listAvailableClassCategories',
  'getClassCategory',
  'listTags',
  'getTag',
  'getSchedule',
  'getSingleClass',
];

const bySlug = (slug: string) => ({ params: { path: { slug } } });
const byId = (id: number) => ({ params: { path: { id } } });
const week = () => {
  const monday = studioWeekStart(NOW);
  return { start_date: dateOnly(monday.toISOString()), end_date: dateOnly(addDays(monday, 6).toISOString()) };
};
/** The seed's class ids, fixed for NOW (the mocks' target seeds first; the server's seed is the same records). */
const classes = () => seeded!;

// These suites read; the one test that writes resets first, so the target is reset once.
describe.each(targets(OPERATIONS))('content and catalogue on $name', (shell) => {
  const target = useTarget(shell, { readOnly: true });
  const anyone = () => target.api();

  it('gives the app configuration to anyone and follows a configured value', async () => {
    await target.setConfig({ about_title: 'Quiénes somos' });
    const { data } = await anyone().GET('/appconfig');
    expect(data?.config).toContainEqual({ key: 'about_title', value: 'Quiénes somos' });
    await target.reset();
    expect((await anyone().GET('/appconfig')).data?.config).not.toContainEqual({
      key: 'about_title',
      value: 'Quiénes somos',
    });
  });

  describe('pages', () => {
    it('lists pages and shows one by slug to anyone', async () => {
      const list = await anyone().GET('/pages');
      expect(list.data?.pages.map((page) => page.slug)).toContain('terminos-y-condiciones');
      const page = await anyone().GET('/pages/{slug}', bySlug('aviso-de-privacidad'));
      expect(page.data?.page).toMatchObject({ page_id: PAGE.privacy, required_signup: true });
    });

    it('answers 404 with the content error for an unknown slug', async () => {
      const missing = await anyone().GET('/pages/{slug}', bySlug('no-existe'));
      expect([missing.response.status, missing.error?.message]).toEqual([
        404,
        'Lo sentimos, hubo un error al mostrar este contenido.',
      ]);
    });
  });

  describe('accepted pages', () => {
    it("refuses someone else's acceptance and unknown pages, and 401 without a token", async () => {
      const api = target.api('terminos');
      const other = await api.POST('/accepted_pages', { body: { page_id: PAGE.privacy, customer_id: 1 } });
      expect([other.response.status, other.error?.message]).toEqual([
        403,
        'Solo puedes aceptar documentos para tu propia cuenta.',
      ]);
      const unknown = await api.POST('/accepted_pages', { body: { page_id: 999, customer_id: 6 } });
      expect(unknown.response.status).toBe(404);
      expect((await api.GET('/accepted_pages')).data?.accepted_pages).toHaveLength(1);
      expect((await anyone().GET('/accepted_pages')).response.status).toBe(401);
    });

    it('records an acceptance once, however many times it is sent', async () => {
      const api = target.api('terminos');
      const before = await api.GET('/accepted_pages');
      expect(before.data?.accepted_pages.map((page) => page.page_id)).toEqual([PAGE.terms]);
      const first = await api.POST('/accepted_pages', { body: { page_id: PAGE.privacy, customer_id: 6 } });
      const second = await api.POST('/accepted_pages', { body: { page_id: PAGE.privacy, customer_id: 6 } });
      expect(second.data?.accepted_page.accepted_page_id).toBe(first.data?.accepted_page.accepted_page_id);
      const after = await api.GET('/accepted_pages');
      expect(after.data?.accepted_pages.map((page) => page.page_id)).toEqual([PAGE.terms, PAGE.privacy]);
      await target.reset();
    });
  });

  it('gives anyone the sign-up form, its fields in order, and 404 for an unknown form', async () => {
    const { data } = await anyone().GET('/forms/{id}', byId(FORM.signup));
    expect(data?.form.name).toBe('Registro');
    expect(data?.form.form_fields.slice(0, 4).map((field) => field.label)).toEqual([
      'Nombre',
      'Apellidos',
      'Correo electrónico',
      'Teléfono',
    ]);
    const missing = await anyone().GET('/forms/{id}', byId(999));
    expect([missing.response.status, missing.error?.message]).toEqual([404, 'Formulario no encontrado.']);
  });

  it('gives a signed-in customer the custom spot map of a class type, and asks a visitor to log in', async () => {
    const forType = (class_type_id: number) => ({ params: { query: { class_type_id } } });
    const cycling = await target.api('ana').GET('/custom_spot_maps', forType(CLASS_TYPE.cycling));
    expect(cycling.data?.custom_spot_maps).toHaveLength(1);
    expect(cycling.data?.custom_spot_maps[0]).toMatchObject({ class_type_id: CLASS_TYPE.cycling, rows: 3 });
    expect(Object.keys(JSON.parse(cycling.data!.custom_spot_maps[0]!.spots) as object)).toContain('A1');
    const yoga = await target.api('ana').GET('/custom_spot_maps', forType(CLASS_TYPE.yoga));
    expect(yoga.data?.custom_spot_maps).toEqual([]);
    const visitor = await anyone().GET('/custom_spot_maps', forType(CLASS_TYPE.cycling));
    expect([visitor.response.status, visitor.error?.message]).toEqual([401, 'Debes iniciar sesión.']);
  });

  it('gives anyone the custom fields of one object type', async () => {
    const path = (object: string) => ({ params: { path: { object } } });
    const customer = await anyone().GET('/custom_fields/object/{object}', path('customer'));
    expect(customer.data?.custom_fields.map((field) => field.key)).toContain('emergency_contact');
    expect(customer.data?.custom_fields.every((field) => field.object === 'customer')).toBe(true);
    const none = await anyone().GET('/custom_fields/object/{object}', path('nada'));
    expect(none.data?.custom_fields).toEqual([]);
  });

  it('lists the locations for anyone, within a date range those with classes, 400 for a bad date', async () => {
    const all = await anyone().GET('/locations');
    expect(all.data?.locations.map((l) => l.name)).toEqual(['Lumen Roma', 'Lumen Polanco']);
    const far = dateOnly(addDays(studioWeekStart(NOW), 70).toISOString());
    const none = await anyone().GET('/locations', { params: { query: { start_date: far, end_date: far } } });
    expect(none.data?.locations).toEqual([]);
    const { start_date, end_date } = week();
    const inWeek = await anyone().GET('/locations', { params: { query: { start_date, end_date } } });
    expect(inWeek.data?.locations.map((l) => l.location_id).sort()).toEqual([
      LOCATION.roma,
      LOCATION.polanco,
    ]);
    const bad = await anyone().GET('/locations', { params: { query: { start_date: 'ayer', end_date } } });
    expect(bad.response.status).toBe(400);
  });

  it('lists the coaches for anyone with their photo file, one by id, 404 otherwise', async () => {
    const { data } = await anyone().GET('/instructors');
    expect(data?.instructors.map((coach) => coach.name)).toEqual(['Mariana', 'Diego', 'Sofía', 'Andrés']);
    expect(data?.instructors[0]?.file).toMatchObject({ file_id: 2, src: '/mock-assets/login.svg' });
    expect(data?.instructors[1]?.file).toBeNull();
    expect((await anyone().GET('/instructors/{id}', byId(INSTRUCTOR.diego))).data?.instructor.name).toBe(
      'Diego',
    );
    const missing = await anyone().GET('/instructors/{id}', byId(99));
    expect([missing.response.status, missing.error?.message]).toEqual([404, 'Coach no encontrado.']);
  });

  it('lists the class types and categories, one category by id with a 404 message', async () => {
    const { data } = await anyone().GET('/class_types');
    expect(data?.class_types.map((type) => [type.name, type.spot_map])).toEqual([
      ['Vinyasa Yoga', '4,5,5'],
      ['Indoor Cycling', null],
      ['Pilates Mat', null],
      ['Barre', '6,6'],
    ]);
    expect((await anyone().GET('/class_categories')).data?.class_categories).toHaveLength(3);
    const available = await anyone().GET('/class_categories/available');
    expect(available.data?.class_categories.map((c) => c.name)).toEqual(['Yoga', 'Cardio']);
    expect((await anyone().GET('/class_categories/{id}', byId(3))).data?.class_category.name).toBe('Fuerza');
    const missing = await anyone().GET('/class_categories/{id}', byId(99));
    expect([missing.response.status, missing.error?.message]).toEqual([404, 'Categoría no encontrada.']);
  });

  it('lists the tags of one type for anyone, 404 for an unknown one', async () => {
    const answer = await anyone().GET('/tags', { params: { query: { type: 'video' } } });
    expect(answer.data?.tags.map((tag) => tag.name)).toEqual(['Respiración', 'Fuerza', 'Flexibilidad']);
    const missing = await anyone().GET('/tags/{id}', byId(999));
    expect([missing.response.status, missing.error?.message]).toEqual([404, 'Etiqueta no encontrada.']);
  });

  describe('schedule', () => {
    it('gives the seeded week day by day, classes in time order with their details', async () => {
      const { start_date, end_date } = week();
      const { data, response } = await anyone().GET('/single_class', {
        params: { query: { start_date, end_date } },
      });
      expect(response.status).toBe(200);
      const days = data!.days;
      expect(days).toHaveLength(7);
      expect([days[0]!.date, days[6]!.date]).toEqual([start_date, end_date]);
      for (const day of days.slice(0, 6)) expect(day.single_classes.length).toBeGreaterThanOrEqual(4);
      for (const day of days) {
        const dates = day.single_classes.map((c) => c.class_date);
        expect(dates).toEqual([...dates].sort());
        expect(dates.every((date) => date.startsWith(day.date))).toBe(true);
      }
      const monday07 = days[0]!.single_classes.find(
        (c) => c.single_class_id === classes().classAt(0, 0, '07:00'),
      )!;
      expect(monday07.class_date.slice(11, 16)).toBe('07:00');
      expect(monday07.class_type.name).toBe('Indoor Cycling');
      expect(monday07.location?.name).toBe('Lumen Roma');
      expect(monday07.class_instructors[0]).toMatchObject({
        instructor_id: INSTRUCTOR.diego,
        instructor: { name: 'Diego' },
      });
      expect(monday07).not.toHaveProperty('instructor_ids');
      const wednesday1930 = days[2]!.single_classes.find(
        (c) => c.single_class_id === classes().classAt(0, 2, '19:30'),
      );
      expect(wednesday1930?.tags?.map((tag) => tag.name)).toEqual(['Intenso', 'Nuevo']);
    });

    it('includes empty days and filters by location and instructor', async () => {
      const monday = studioWeekStart(NOW);
      const day = (n: number) => dateOnly(addDays(monday, n).toISOString());
      const empty = await anyone().GET('/single_class', {
        params: { query: { start_date: day(70), end_date: day(72) } },
      });
      expect(empty.data?.days).toEqual([70, 71, 72].map((n) => ({ date: day(n), single_classes: [] })));
      const polanco = await anyone().GET('/single_class', {
        params: { query: { ...week(), location_id: LOCATION.polanco } },
      });
      const atPolanco = polanco.data!.days.flatMap((d) => d.single_classes);
      expect(atPolanco.length).toBeGreaterThan(0);
      expect(atPolanco.every((c) => c.location_id === LOCATION.polanco)).toBe(true);
      const andres = await anyone().GET('/single_class', {
        params: { query: { ...week(), instructor_id: INSTRUCTOR.andres } },
      });
      const withAndres = andres.data!.days.flatMap((d) => d.single_classes);
      expect(withAndres).toHaveLength(6);
      expect(
        withAndres.every((c) => c.class_instructors.some((ci) => ci.instructor_id === INSTRUCTOR.andres)),
      ).toBe(true);
    });

    it('answers 400 for a date that is not a date or a reversed range', async () => {
      const bad = await anyone().GET('/single_class', {
        params: { query: { start_date: 'lunes', end_date: '2026-01-07' } },
      });
      expect([bad.response.status, bad.error?.message]).toEqual([400, 'La fecha start_date no es válida.']);
      const reversed = await anyone().GET('/single_class', {
        params: { query: { start_date: '2026-01-07', end_date: '2026-01-01' } },
      });
      expect(reversed.response.status).toBe(400);
    });

    it('gets one class listing only the places still held, 404 for an unknown one', async () => {
      const id = classes().classAt(1, 2, '19:30');
      const { data } = await target.api('ana').GET('/single_class/single/{id}', byId(id));
      expect(data?.single_class.single_class_id).toBe(id);
      // Ana cancelled her seat in this class: it no longer counts, not even for her.
      expect(
        data?.single_class.class_reservations.some((r) => r.customer_id === personas.ana.customer_id),
      ).toBe(false);
      const full = await anyone().GET('/single_class/single/{id}', byId(classes().full));
      expect(full.data?.single_class.class_reservations).toHaveLength(full.data!.single_class.capacity!);
      const missing = await anyone().GET('/single_class/single/{id}', byId(9999));
      expect([missing.response.status, missing.error?.message]).toEqual([404, 'Clase no encontrada.']);
    });

    it("names a place's customer only to that customer, in the week and in one class", async () => {
      const ana = personas.ana.customer_id;
      // The seed: Ana holds next Tuesday's 09:00 Yoga (spot 3, her guest Lucía) among others' places.
      const tuesdayYoga = classes().classAt(1, 1, '09:00');
      const oneClass = async (as?: 'ana') =>
        (await target.api(as).GET('/single_class/single/{id}', byId(tuesdayYoga))).data!.single_class
          .class_reservations;
      const visitorSees = await oneClass();
      const anaSees = await oneClass('ana');
      expect(visitorSees.length).toBeGreaterThan(1);
      expect(visitorSees.every((place) => !('customer_id' in place))).toBe(true);
      expect(anaSees.filter((place) => 'customer_id' in place)).toEqual([
        expect.objectContaining({ customer_id: ana, spot: 3 }),
      ]);
      // Everyone counts the same places and sees the same spots taken.
      expect(anaSees.map((place) => place.spot)).toEqual(visitorSees.map((place) => place.spot));

      const nextWeek = studioWeekStart(addDays(NOW, 7));
      const query = {
        start_date: dateOnly(nextWeek.toISOString()),
        end_date: dateOnly(addDays(nextWeek, 6).toISOString()),
      };
      const placesIn = async (as?: 'ana') =>
        (await target.api(as).GET('/single_class', { params: { query } })).data!.days.flatMap((day) =>
          day.single_classes.flatMap((singleClass) => singleClass.class_reservations),
        );
      expect((await placesIn()).filter((place) => 'customer_id' in place)).toEqual([]);
      const named = (await placesIn('ana')).filter((place) => 'customer_id' in place);
      // Tuesday's yoga, Thursday's cycling and Saturday's yoga: hers, and nobody else's.
      expect(named.map((place) => place.customer_id)).toEqual([ana, ana, ana]);
    });
  });
});
