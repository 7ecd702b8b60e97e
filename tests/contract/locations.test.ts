// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { db } from '#mocks/db';
import { seeded } from '#mocks/seed';
import { LOCATION } from '#mocks/seed/catalogue';
import { signInAs, signOut } from '#tests/support/sign-in';

describe('locations', () => {
  it('lists the locations for anyone', async () => {
    const { data, response } = await api.GET('/locations');
    expect(response.status).toBe(200);
    expect(data?.locations.map((l) => l.name)).toEqual(['Lumen Roma', 'Lumen Polanco']);
  });

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
    const bad = await api.GET('/locations', { params: { query: { start_date: 'ayer', end_date: day } } });
    expect(bad.response.status).toBe(400);
  });

  it('lets an admin add, rename and delete a location', async () => {
    signInAs('admin');
    const created = await api.POST('/locations', {
      body: { name: 'Lumen Coyoacán', address: 'Francisco Sosa 10' },
    });
    const location_id = created.data!.location.location_id;
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
    const removed = await api.DELETE('/locations/{id}', { params: { path: { id: location_id } } });
    expect(removed.data?.message).toBe('Location deleted.');
    expect((await api.GET('/locations')).data?.locations).toHaveLength(2);
    const again = await api.DELETE('/locations/{id}', { params: { path: { id: location_id } } });
    expect(again.response.status).toBe(404);
  });

  it('validates the name and the id', async () => {
    signInAs('admin');
    const blank = await api.POST('/locations', { body: { name: '  ' } });
    expect(blank.response.status).toBe(400);
    expect(blank.error?.message).toBe('Debes ingresar el nombre de la ubicación.');
    const missing = await api.PUT('/locations', { body: { location_id: 99, name: 'X' } });
    expect(missing.response.status).toBe(404);
  });

  it('keeps writes for admins', async () => {
    const anonymous = await api.POST('/locations', { body: { name: 'X' } });
    expect(anonymous.response.status).toBe(401);
    signInAs('ana');
    const customer = await api.PUT('/locations', { body: { location_id: LOCATION.roma, name: 'X' } });
    expect(customer.response.status).toBe(403);
    expect(customer.error?.message).toBe('No tienes permiso para hacer esto.');
  });
});
