// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { CLASS_TYPE } from '#mocks/seed/catalogue';
import { signInAs } from '#tests/support/sign-in';

describe('class types', () => {
  it('lets an admin create, edit and delete one, visible in later lists', async () => {
    signInAs('admin');
    const created = await api.POST('/class_types', { body: { name: 'HIIT', icon: '🔥', spot_map: '5, 5' } });
    const class_type_id = created.data!.class_type.class_type_id;
    expect(created.data?.class_type.spot_map).toBe('5,5');
    await api.PUT('/class_types', { body: { class_type_id, name: 'HIIT funcional', spot_map: '' } });
    const listed = (await api.GET('/class_types')).data?.class_types.find(
      (t) => t.class_type_id === class_type_id,
    );
    expect(listed).toMatchObject({ name: 'HIIT funcional', icon: '🔥', spot_map: null });
    expect(
      (await api.DELETE('/class_types/{id}', { params: { path: { id: class_type_id } } })).data?.message,
    ).toBe('Class type deleted.');
    expect((await api.GET('/class_types')).data?.class_types).toHaveLength(4);
  });

  it('refuses a spot map that is not row sizes', async () => {
    signInAs('admin');
    for (const spot_map of ['4;5', 'A,B', '4,,5', '0,4']) {
      const { response, error } = await api.PUT('/class_types', {
        body: { class_type_id: CLASS_TYPE.cycling, name: 'Indoor Cycling', spot_map },
      });
      expect(response.status).toBe(400);
      expect(error?.message).toContain('"4,5,5"');
    }
    const unknown = await api.DELETE('/class_types/{id}', { params: { path: { id: 99 } } });
    expect(unknown.error?.message).toBe('Tipo de clase no encontrado.');
  });

  it('answers 401 without a token and 403 to a customer on writes', async () => {
    expect((await api.POST('/class_types', { body: { name: 'X' } })).response.status).toBe(401);
    signInAs('ana');
    const customer = await api.POST('/class_types', { body: { name: 'X' } });
    expect(customer.response.status).toBe(403);
    expect(customer.error?.message).toBe('No tienes permiso para hacer esto.');
  });
});

describe('class categories', () => {
  it('lets an admin add a category (available by default) and retire it', async () => {
    signInAs('admin');
    const created = await api.POST('/class_categories', { body: { name: 'Mente y Cuerpo' } });
    const id = created.data!.class_category.class_category_id;
    expect(created.data?.class_category).toMatchObject({ handle: 'mente-y-cuerpo', available: true });
    expect((await api.GET('/class_categories/available')).data?.class_categories).toHaveLength(3);
    await api.PUT('/class_categories', {
      body: { class_category_id: id, name: 'Mente y Cuerpo', available: false },
    });
    expect((await api.GET('/class_categories/available')).data?.class_categories).toHaveLength(2);
    await api.DELETE('/class_categories/{id}', { params: { path: { id } } });
    expect((await api.GET('/class_categories/{id}', { params: { path: { id } } })).response.status).toBe(404);
  });

  it('answers 403 to a customer on writes', async () => {
    signInAs('ana');
    const customer = await api.DELETE('/class_categories/{id}', { params: { path: { id: 1 } } });
    expect(customer.response.status).toBe(403);
  });
});

describe('programs', () => {
  it('lists them and gets one with its cover file, 404 otherwise', async () => {
    const { data } = await api.GET('/programs');
    expect(data?.programs).toEqual([
      {
        program_id: 1,
        name: 'Reto 21 días',
        description: 'Una clase al día',
        file: { file_id: 2, name: 'portada.svg', type: 'image/svg+xml', src: '/mock-assets/login.svg' },
      },
      { program_id: 2, name: 'Fundamentos', description: 'Para empezar bien', file: null },
    ]);
    const missing = await api.GET('/programs/{id}', { params: { path: { id: 99 } } });
    expect(missing.error?.message).toBe('Programa no encontrado.');
  });

  it('lets an admin create, edit and delete a program; its videos leave it', async () => {
    signInAs('admin');
    const created = await api.POST('/programs', { body: { name: 'Core en casa', file_id: 1 } });
    const id = created.data!.program.program_id;
    await api.PUT('/programs', { body: { program_id: id, description: 'Diez minutos al día' } });
    const read = await api.GET('/programs/{id}', { params: { path: { id } } });
    expect(read.data?.program).toMatchObject({ name: 'Core en casa', description: 'Diez minutos al día' });
    expect(read.data?.program.file?.name).toBe('logo.svg');

    await api.DELETE('/programs/{id}', { params: { path: { id: 1 } } });
    expect(
      (await api.GET('/videos/{id}', { params: { path: { id: 2 } } })).data?.video.program_id,
    ).toBeNull();
  });

  it('answers 403 to a customer on writes', async () => {
    signInAs('ana');
    expect((await api.POST('/programs', { body: { name: 'X' } })).response.status).toBe(403);
  });
});
