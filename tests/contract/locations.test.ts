// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { db } from '#mocks/db';
import { seeded } from '#mocks/seed';
import { LOCATION } from '#mocks/seed/catalogue';
import { byId, createAsAdmin, expectAdminOnly, expectAnswer } from '#tests/support/contract';
import { signInAs, signOut } from '#tests/support/sign-in';

describe('locations', () => {
  it('with a date range lists only the locations with classes in it', async () => {
    const day = db.singleClasses
      .findFirst((q) => q.where({ single_class_id: seeded!.packageBound }))!
      .class_date.slice(0, 10);
    // Keep only the package-bound class (at Polanco) on that day.
    db.singleClasses.deleteMany((q) =>
      q.where((c) => c.class_date.startsWith(day) && c.single_class_id !== seeded!.packageBound),
    );
    const { data } = await api.GET('/locations', { params: { query: { start_date: day, end_date: day } } });
    expect(data?.locations.map((l) => l.location_id)).toEqual([LOCATION.polanco]);
    expectAnswer(
      await api.GET('/locations', { params: { query: { start_date: 'ayer', end_date: day } } }),
      400,
    );
  });

  it('lets an admin add, rename and delete a location', async () => {
    const { location } = await createAsAdmin(() =>
      api.POST('/locations', { body: { name: 'Lumen Coyoacán', address: 'Francisco Sosa 10' } }),
    );
    const location_id = location.location_id;
    expect(location_id).toBe(3);
    signOut();
    expect((await api.GET('/locations')).data?.locations.map((l) => l.name)).toContain('Lumen Coyoacán');

    signInAs('admin');
    const renamed = await api.PUT('/locations', { body: { location_id, name: 'Lumen Coyoacán Centro' } });
    expect(renamed.data?.location).toEqual({
      location_id,
      name: 'Lumen Coyoacán Centro',
      address: 'Francisco Sosa 10',
    });
    expect((await api.DELETE('/locations/{id}', byId(location_id))).data?.message).toBe('Location deleted.');
    expect((await api.GET('/locations')).data?.locations).toHaveLength(2);
    expectAnswer(await api.DELETE('/locations/{id}', byId(location_id)), 404);
  });

  it('validates the name and the id', async () => {
    signInAs('admin');
    const blank = await api.POST('/locations', { body: { name: '  ' } });
    expectAnswer(blank, 400, 'Debes ingresar el nombre de la ubicación.');
    expectAnswer(await api.PUT('/locations', { body: { location_id: 99, name: 'X' } }), 404);
  });

  it('keeps writes for admins', async () => {
    await expectAdminOnly(
      () => api.POST('/locations', { body: { name: 'X' } }),
      () => api.PUT('/locations', { body: { location_id: LOCATION.roma, name: 'X' } }),
    );
  });
});
