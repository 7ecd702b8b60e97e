// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { CLASS_TYPE } from '#mocks/seed/catalogue';
import { signInAs, signOut } from '#tests/support/sign-in';

const grid = JSON.stringify({
  A1: { label: '1', selectable: true },
  A2: { label: 'Coach', selectable: false },
});

describe('custom spot maps', () => {
  it('lists the maps of a class type for a signed-in user, and one by id', async () => {
    signInAs('ana');
    const cycling = await api.GET('/custom_spot_maps', {
      params: { query: { class_type_id: CLASS_TYPE.cycling } },
    });
    expect(cycling.data?.custom_spot_maps).toHaveLength(1);
    const map = cycling.data!.custom_spot_maps[0]!;
    expect(JSON.parse(map.spots).A3).toEqual({ label: 'Coach', selectable: false });
    const yoga = await api.GET('/custom_spot_maps', {
      params: { query: { class_type_id: CLASS_TYPE.yoga } },
    });
    expect(yoga.data?.custom_spot_maps).toEqual([]);
    const one = await api.GET('/custom_spot_maps/{id}', { params: { path: { id: map.CustomSpotMap_id } } });
    expect(one.data?.custom_spot_map).toEqual(map);
    const missing = await api.GET('/custom_spot_maps/{id}', { params: { path: { id: 99 } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.message).toBe('Mapa de lugares no encontrado.');
  });

  it('asks to sign in to read maps', async () => {
    signOut();
    expect((await api.GET('/custom_spot_maps')).response.status).toBe(401);
  });

  it('lets an admin create, change and delete a map', async () => {
    signInAs('admin');
    const created = await api.POST('/custom_spot_maps', {
      body: {
        rows: 1,
        columns: 2,
        spots: grid,
        class_type_id: CLASS_TYPE.pilates,
        class_types: String(CLASS_TYPE.pilates),
      },
    });
    const CustomSpotMap_id = created.data!.custom_spot_map.CustomSpotMap_id;
    const listed = await api.GET('/custom_spot_maps', {
      params: { query: { class_type_id: CLASS_TYPE.pilates } },
    });
    expect(listed.data?.custom_spot_maps.map((m) => m.CustomSpotMap_id)).toEqual([CustomSpotMap_id]);

    const wider = await api.PUT('/custom_spot_maps', {
      body: { CustomSpotMap_id, rows: 1, columns: 3, spots: grid },
    });
    expect(wider.data?.custom_spot_map.columns).toBe(3);
    expect(
      (await api.GET('/custom_spot_maps/{id}', { params: { path: { id: CustomSpotMap_id } } })).data
        ?.custom_spot_map.columns,
    ).toBe(3);

    const removed = await api.DELETE('/custom_spot_maps/{id}', {
      params: { path: { id: CustomSpotMap_id } },
    });
    expect(removed.data?.message).toBe('custom_spot_map deleted.');
    expect(
      (await api.GET('/custom_spot_maps/{id}', { params: { path: { id: CustomSpotMap_id } } })).response
        .status,
    ).toBe(404);
  });

  it('rejects spots that are not JSON text of {key: {label, selectable}}', async () => {
    signInAs('admin');
    for (const spots of ['no es json', '[1,2]', JSON.stringify({ A1: { label: '1' } })]) {
      const { error, response } = await api.POST('/custom_spot_maps', {
        body: { rows: 1, columns: 1, spots },
      });
      expect(response.status).toBe(400);
      expect(error?.message).toBe('El mapa de lugares no es válido: cada lugar necesita label y selectable.');
    }
    const missing = await api.PUT('/custom_spot_maps', {
      body: { CustomSpotMap_id: 99, rows: 1, columns: 1, spots: grid },
    });
    expect(missing.response.status).toBe(404);
  });

  it('keeps writes for admins', async () => {
    signInAs('ana');
    const customer = await api.POST('/custom_spot_maps', { body: { rows: 1, columns: 2, spots: grid } });
    expect(customer.response.status).toBe(403);
    expect(
      (await api.DELETE('/custom_spot_maps/{id}', { params: { path: { id: 1 } } })).response.status,
    ).toBe(403);
  });
});
