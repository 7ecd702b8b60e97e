import { describe, expect, it } from 'vitest';
import { CLASS_TYPE, LOCATION } from '#mocks/seed/catalogue';
import { expectStaffOnly } from './support/staff-only';
import { targets, useTarget } from './support/targets';

/** The back-office's catalogue writes (commerce §2 administration, §4, §7, §8), on the mocks and the server. */
const OPERATIONS = [
  'listTags',
  'getTag',
  'createTag',
  'updateTag',
  'deleteTag',
  'listLocations',
  'createLocation',
  'updateLocation',
  'deleteLocation',
  'listClassTypes',
  'createClassType',
  'updateClassType',
  'deleteClassType',
  'getClassCategory',
  'createClassCategory',
  'updateClassCategory',
  'deleteClassCategory',
  'getInstructor',
  'createInstructor',
  'updateInstructor',
  'deleteInstructor',
  'listPrograms',
  'getProgram',
  'createProgram',
  'updateProgram',
  'deleteProgram',
];

const byId = (id: number) => ({ params: { path: { id } } });

describe.each(targets(OPERATIONS))('catalogue administration on $name', (shell) => {
  const target = useTarget(shell);
  const admin = () => target.api('admin');

  it('creates, renames and deletes a tag', async () => {
    const created = (await admin().POST('/tags', { body: { name: ' Nuevo ', color: '#ff0000' } })).data!.tag;
    expect(created).toEqual({ tag_id: created.tag_id, name: 'Nuevo', color: '#ff0000', type: null });
    await admin().PUT('/tags', { body: { tag_id: created.tag_id, name: 'Renombrado' } });
    expect((await target.api().GET('/tags/{id}', byId(created.tag_id))).data!.tag).toEqual({
      ...created,
      name: 'Renombrado',
    });
    const nameless = await admin().POST('/tags', { body: { name: '' } });
    expect([nameless.response.status, nameless.error?.message]).toEqual([
      400,
      'El nombre de la etiqueta es obligatorio.',
    ]);
    expect((await admin().DELETE('/tags/{id}', byId(created.tag_id))).data?.message).toBe('Tag deleted.');
    const gone = await target.api().GET('/tags/{id}', byId(created.tag_id));
    expect([gone.response.status, gone.error?.message]).toEqual([404, 'Etiqueta no encontrada.']);
  });

  it('creates, changes and deletes a location', async () => {
    const created = (await admin().POST('/locations', { body: { name: 'Sucursal Sur' } })).data!.location;
    expect(created).toEqual({ location_id: created.location_id, name: 'Sucursal Sur', address: null });
    const updated = await admin().PUT('/locations', {
      body: { location_id: created.location_id, name: 'Sucursal Sur', address: 'Av. Sur 10' },
    });
    expect(updated.data!.location.address).toBe('Av. Sur 10');
    const listed = (await target.api().GET('/locations')).data!.locations;
    expect(listed.at(-1)).toEqual({ ...created, address: 'Av. Sur 10' });
    const nameless = await admin().POST('/locations', { body: { name: ' ' } });
    expect([nameless.response.status, nameless.error?.message]).toEqual([
      400,
      'Debes ingresar el nombre de la ubicación.',
    ]);
    expect((await admin().DELETE('/locations/{id}', byId(created.location_id))).data?.message).toBe(
      'Location deleted.',
    );
    expect((await target.api().GET('/locations')).data!.locations).toHaveLength(listed.length - 1);
  });

  it('keeps a location or a class type the schedule still uses, with the reason', async () => {
    const inUse = [409, 'No se puede eliminar: hay clases u otros registros que lo usan.'];
    const location = await admin().DELETE('/locations/{id}', byId(LOCATION.roma));
    expect([location.response.status, location.error?.message]).toEqual(inUse);
    const classType = await admin().DELETE('/class_types/{id}', byId(CLASS_TYPE.yoga));
    expect([classType.response.status, classType.error?.message]).toEqual(inUse);
    expect((await target.api().GET('/locations')).data!.locations.map((one) => one.location_id)).toContain(
      LOCATION.roma,
    );
    expect(
      (await target.api().GET('/class_types')).data!.class_types.map((one) => one.class_type_id),
    ).toContain(CLASS_TYPE.yoga);
  });

  it('reads a class type spot map as row sizes, and refuses one that is not', async () => {
    const created = (await admin().POST('/class_types', { body: { name: 'Remo', spot_map: ' 4, 5 ,5 ' } }))
      .data!.class_type;
    expect(created).toMatchObject({ name: 'Remo', spot_map: '4,5,5', description: null, icon: null });
    const bad = await admin().PUT('/class_types', {
      body: { class_type_id: created.class_type_id, name: 'Remo', spot_map: '4,0' },
    });
    expect([bad.response.status, bad.error?.message]).toEqual([
      400,
      'El mapa de lugares debe ser la cantidad de lugares de cada fila separada por comas, por ejemplo "4,5,5".',
    ]);
    await admin().PUT('/class_types', {
      body: { class_type_id: created.class_type_id, name: 'Remo indoor', spot_map: '' },
    });
    const listed = (await target.api().GET('/class_types')).data!.class_types;
    expect(listed.find((type) => type.class_type_id === created.class_type_id)).toMatchObject({
      name: 'Remo indoor',
      spot_map: null,
    });
    expect((await admin().DELETE('/class_types/{id}', byId(created.class_type_id))).data?.message).toBe(
      'Class type deleted.',
    );
    const nameless = await admin().POST('/class_types', { body: { name: '' } });
    expect(nameless.error?.message).toBe('El nombre del tipo de clase es obligatorio.');
  });

  it('gives a new category a handle from its name, available by default', async () => {
    const created = (await admin().POST('/class_categories', { body: { name: 'Fuerza y Tono' } })).data!
      .class_category;
    expect(created).toMatchObject({ name: 'Fuerza y Tono', handle: 'fuerza-y-tono', available: true });
    await admin().PUT('/class_categories', {
      body: { class_category_id: created.class_category_id, name: 'Fuerza', available: false },
    });
    const read = await target.api().GET('/class_categories/{id}', byId(created.class_category_id));
    expect(read.data!.class_category).toMatchObject({
      name: 'Fuerza',
      handle: 'fuerza-y-tono',
      available: false,
    });
    const removed = await admin().DELETE('/class_categories/{id}', byId(created.class_category_id));
    expect(removed.data?.message).toBe('Class category deleted.');
  });

  it('saves a coach with the form rules, and answers the coach with its photo', async () => {
    const bad = await admin().POST('/instructors', { body: { name: 'Lu', birthdate: '01/02/1990' } });
    expect([bad.response.status, bad.error?.message]).toEqual([
      400,
      'La fecha de nacimiento debe tener el formato AAAA-MM-DD.',
    ]);
    const noFile = await admin().POST('/instructors', { body: { name: 'Lu', file_id: 99_999 } });
    expect([noFile.response.status, noFile.error?.message]).toEqual([400, 'El archivo no existe.']);
    const created = (await admin().POST('/instructors', { body: { name: ' Lu ', quote: '' } })).data!
      .instructor;
    expect(created).toMatchObject({ name: 'Lu', quote: null, last_name: null, file_id: null, file: null });
    await admin().PUT('/instructors', {
      body: { instructor_id: created.instructor_id, name: 'Lucía', instagram: '@lu' },
    });
    const read = await target.api().GET('/instructors/{id}', byId(created.instructor_id));
    expect(read.data!.instructor).toMatchObject({ name: 'Lucía', instagram: '@lu', quote: null });
    expect((await admin().DELETE('/instructors/{id}', byId(created.instructor_id))).data?.message).toBe(
      'Instructor deleted.',
    );
    expect((await target.api().GET('/instructors/{id}', byId(created.instructor_id))).response.status).toBe(
      404,
    );
  });

  it('saves a program with its cover, and deletes it', async () => {
    const noFile = await admin().POST('/programs', { body: { name: 'Reto', file_id: 99_999 } });
    expect([noFile.response.status, noFile.error?.message]).toEqual([400, 'El archivo no existe.']);
    const created = (await admin().POST('/programs', { body: { name: ' Movilidad ', file_id: 2 } })).data!
      .program;
    expect(created).toMatchObject({ name: 'Movilidad', description: null, file: { file_id: 2 } });
    await admin().PUT('/programs', {
      body: { program_id: created.program_id, name: ' ', description: 'Diez minutos', file_id: null },
    });
    const read = (await target.api().GET('/programs/{id}', byId(created.program_id))).data!.program;
    expect(read).toEqual({
      program_id: created.program_id,
      name: null,
      description: 'Diez minutos',
      file: null,
    });
    const listed = (await target.api().GET('/programs')).data!.programs.map((program) => program.program_id);
    expect(listed).toEqual([1, 2, created.program_id]);
    expect((await admin().DELETE('/programs/{id}', byId(created.program_id))).data?.message).toBe(
      'Program deleted.',
    );
    const gone = await target.api().GET('/programs/{id}', byId(created.program_id));
    expect([gone.response.status, gone.error?.message]).toEqual([404, 'Programa no encontrado.']);
  });

  it('answers 401 without a token and 403 to a customer', async () => {
    await expectStaffOnly(target, (api) => [
      api.POST('/tags', { body: { name: 'X' } }),
      api.PUT('/locations', { body: { location_id: 1, name: 'X' } }),
      api.DELETE('/class_types/{id}', byId(1)),
      api.POST('/class_categories', { body: { name: 'X' } }),
      api.DELETE('/instructors/{id}', byId(1)),
      api.POST('/programs', { body: { name: 'X' } }),
    ]);
    expect((await target.api().GET('/locations')).data!.locations[0]!.name).not.toBe('X');
  });
});
