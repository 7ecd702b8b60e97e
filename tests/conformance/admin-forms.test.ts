import { describe, expect, it } from 'vitest';
import { expectStaffOnly } from './support/staff-only';
import { targets, useTarget } from './support/targets';

/** The studio's forms, custom fields and custom spot maps, for staff (commerce §5, §7), on the mocks and the server. */
const OPERATIONS = [
  'listForms',
  'getForm',
  'createForm',
  'updateForm',
  'deleteForm',
  'listCustomFields',
  'getCustomField',
  'createCustomField',
  'updateCustomField',
  'deleteCustomField',
  'listCustomSpotMaps',
  'getCustomSpotMap',
  'createCustomSpotMap',
  'updateCustomSpotMap',
  'deleteCustomSpotMap',
];

const byId = (id: number) => ({ params: { path: { id } } });
const field = (key: string, step: number, order: number) =>
  ({ key, label: key, type: 'text', required: false, step, order }) as const;

describe.each(targets(OPERATIONS))('forms administration on $name', (shell) => {
  const target = useTarget(shell);
  const admin = () => target.api('admin');

  it('saves a form with its fields in order, each with an id, and deletes it', async () => {
    const created = (
      await admin().POST('/forms', {
        body: { name: 'Encuesta', form_fields: [field('b', 1, 2), field('a', 1, 1), field('c', 0, 5)] },
      })
    ).data!.form;
    expect(created.form_fields.map((f) => [f.key, f.form_field_id])).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 3],
    ]);
    const renamed = await admin().PUT('/forms', {
      body: { form_id: created.form_id, form_fields: created.form_fields.slice(0, 1) },
    });
    expect(renamed.data!.form).toMatchObject({ name: 'Encuesta', form_fields: [{ key: 'c' }] });
    const twice = await admin().PUT('/forms', {
      body: { form_id: created.form_id, form_fields: [field('x', 0, 0), field('x', 0, 1)] },
    });
    expect([twice.response.status, twice.error?.message]).toEqual([400, 'El campo x está repetido.']);
    expect((await admin().GET('/forms')).data!.forms.at(-1)!.form_id).toBe(created.form_id);
    expect((await admin().DELETE('/forms/{id}', byId(created.form_id))).data?.message).toBe('Form deleted.');
    const gone = await target.api().GET('/forms/{id}', byId(created.form_id));
    expect([gone.response.status, gone.error?.message]).toEqual([404, 'Formulario no encontrado.']);
  });

  it('keeps one custom field key per object, and a select needs options', async () => {
    const created = (
      await admin().POST('/custom_fields', {
        body: { key: ' Talla Playera ', label: 'Talla', type: 'text', object: 'customer', required: false },
      })
    ).data!.custom_field;
    expect(created).toMatchObject({
      key: 'talla_playera',
      object: 'customer',
      label: 'Talla',
      options: null,
    });
    const taken = await admin().POST('/custom_fields', {
      body: { key: 'injuries', type: 'text', object: 'customer', required: false },
    });
    expect([taken.response.status, taken.error?.message]).toEqual([
      409,
      'Ya existe un campo injuries para customer.',
    ]);
    const badKey = await admin().POST('/custom_fields', {
      body: { key: '1x', type: 'text', object: 'customer', required: false },
    });
    expect([badKey.response.status, badKey.error?.message]).toEqual([
      400,
      'La clave debe empezar con una letra y usar minúsculas, números o _.',
    ]);
    const noOptions = await admin().PUT('/custom_fields', {
      body: {
        custom_field_id: created.custom_field_id,
        key: 'talla_playera',
        type: 'select',
        object: 'customer',
        required: true,
      },
    });
    expect([noOptions.response.status, noOptions.error?.message]).toEqual([
      400,
      'Agrega al menos una opción.',
    ]);
    await admin().PUT('/custom_fields', {
      body: {
        custom_field_id: created.custom_field_id,
        key: 'talla',
        type: 'text',
        object: 'customer',
        required: true,
      },
    });
    expect(
      (await admin().GET('/custom_fields/{id}', byId(created.custom_field_id))).data!.custom_field,
    ).toMatchObject({
      key: 'talla',
      required: true,
      label: 'Talla',
    });
    const customer = (await admin().GET('/custom_fields', { params: { query: { object: 'customer' } } }))
      .data!;
    expect(customer.custom_fields.map((f) => f.key)).toEqual(['emergency_contact', 'injuries', 'talla']);
    expect((await admin().DELETE('/custom_fields/{id}', byId(created.custom_field_id))).data?.message).toBe(
      'custom_field deleted.',
    );
  });

  it('saves a custom spot map only with a sized grid and labelled spots', async () => {
    const spots = JSON.stringify({
      A1: { label: 'A1', selectable: true },
      A2: { label: 'A2', selectable: false },
    });
    const created = (await admin().POST('/custom_spot_maps', { body: { rows: 1, columns: 2, spots } })).data!
      .custom_spot_map;
    expect(created).toMatchObject({ rows: 1, columns: 2, spots, class_type_id: null, class_types: null });
    const grid = await admin().PUT('/custom_spot_maps', {
      body: { CustomSpotMap_id: created.CustomSpotMap_id, rows: 0, columns: 2, spots },
    });
    expect([grid.response.status, grid.error?.message]).toEqual([
      400,
      'Las filas y columnas deben ser números enteros positivos.',
    ]);
    const cells = await admin().POST('/custom_spot_maps', {
      body: { rows: 1, columns: 1, spots: '{"A1":{}}' },
    });
    expect([cells.response.status, cells.error?.message]).toEqual([
      400,
      'El mapa de lugares no es válido: cada lugar necesita label y selectable.',
    ]);
    const read = await target.api('ana').GET('/custom_spot_maps/{id}', byId(created.CustomSpotMap_id));
    expect(read.data!.custom_spot_map.spots).toBe(spots);
    expect(
      (await admin().DELETE('/custom_spot_maps/{id}', byId(created.CustomSpotMap_id))).data?.message,
    ).toBe('custom_spot_map deleted.');
    expect((await target.api('ana').GET('/custom_spot_maps')).data!.custom_spot_maps).toHaveLength(1);
  });

  it('answers 401 without a token and 403 to a customer', async () => {
    await expectStaffOnly(target, (api) => [
      api.POST('/forms', { body: { form_fields: [] } }),
      api.GET('/custom_fields'),
      api.DELETE('/custom_fields/{id}', byId(1)),
      api.POST('/custom_spot_maps', { body: { rows: 1, columns: 1, spots: '{}' } }),
      api.DELETE('/custom_spot_maps/{id}', byId(1)),
    ]);
  });
});
