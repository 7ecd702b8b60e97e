// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { db } from '#mocks/db';
import { PACKAGE } from '#mocks/seed/commerce';
import { signInAs, signOut } from '#tests/support/sign-in';

const titles = (data?: { class_packages: Array<{ title: string }> }) =>
  data?.class_packages.map((p) => p.title);

describe('packages', () => {
  it('lists the in-person packages in the studio order, without bookkeeping fields', async () => {
    const { data, response } = await api.GET('/class_packages');
    expect(response.status).toBe(200);
    expect(titles(data)).toEqual([
      'Clase de prueba',
      '1 clase',
      '5 clases',
      '3 clases',
      '10 clases',
      'Ilimitado mensual',
      'Membresía mensual',
      'Yoga al atardecer',
      'Inscripción anual',
      'Clase de bienvenida',
    ]);
    const trial = data?.class_packages.find((p) => p.class_package_id === PACKAGE.trial);
    expect(trial).toMatchObject({ is_trial: true, limit_per_customer: 1 });
    expect(trial).not.toHaveProperty('on_home');
    expect(trial).not.toHaveProperty('online');
  });

  it('splits online, in-person and special-event packages, and their home selections', async () => {
    expect(titles((await api.GET('/class_packages/online/all')).data)).toEqual(['Online ilimitado']);
    expect(titles((await api.GET('/class_packages/online/home')).data)).toEqual([]);
    const inPerson = titles((await api.GET('/class_packages/presenciales/all')).data);
    expect(inPerson).not.toContain('Online ilimitado');
    expect(inPerson).toContain('Yoga al atardecer');
    expect(titles((await api.GET('/class_packages/presenciales/home')).data)).toEqual([
      'Clase de prueba',
      '10 clases',
      'Membresía mensual',
    ]);
    expect(titles((await api.GET('/class_packages/especiales/all')).data)).toEqual(['Yoga al atardecer']);
    expect(titles((await api.GET('/class_packages/especiales/home')).data)).toEqual([]);
  });

  it('shows one package, and says so in Spanish when it does not exist', async () => {
    const found = await api.GET('/class_packages/{id}', { params: { path: { id: PACKAGE.home } } });
    expect(found.data?.class_package).toMatchObject({ title: '3 clases', price: 480 });
    const missing = await api.GET('/class_packages/{id}', { params: { path: { id: 999 } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.message).toBe('Lo sentimos, no encontramos el paquete que quieres comprar.');
  });

  it('lets an admin put a package on the home page and take it off again', async () => {
    signInAs('admin');
    const path = { id: PACKAGE.specialEvent };
    const added = await api.POST('/class_packages/{id}/home', { params: { path } });
    expect(added.data?.message).toBe('¡Paquete agregado al home con éxito!');
    expect(titles((await api.GET('/class_packages/especiales/home')).data)).toEqual(['Yoga al atardecer']);
    const removed = await api.DELETE('/class_packages/{id}/home', { params: { path } });
    expect(removed.data?.message).toBe('¡Paquete eliminado del home!');
    expect(titles((await api.GET('/class_packages/especiales/home')).data)).toEqual([]);
    const missing = await api.DELETE('/class_packages/{id}/home', { params: { path: { id: 999 } } });
    expect(missing.response.status).toBe(404);
  });

  it('gives admins every package, online ones included', async () => {
    signInAs('admin');
    const { data } = await api.GET('/class_packages/admin/all');
    expect(data?.class_packages).toHaveLength(db.classPackages.count());
    expect(titles(data)).toContain('Online ilimitado');
  });

  it('lists who bought a special event, leaving out failed charges', async () => {
    signInAs('ana');
    await api.POST('/checkout/attempt', {
      body: { class_package_id: PACKAGE.specialEvent, payment_method: 'cash' },
    });
    signInAs('sincreditos');
    await api.POST('/checkout', {
      body: { class_package_id: PACKAGE.specialEvent, customer_id: 4, token_id: 'tok_chargeDeclined' },
    });
    signInAs('admin');
    const { data } = await api.GET('/class_packages/especiales/{id}/asistentes', {
      params: { path: { id: PACKAGE.specialEvent } },
    });
    expect(data?.customers.map((c) => c.email)).toEqual(['ana@demo.mx']);
    const missing = await api.GET('/class_packages/especiales/{id}/asistentes', {
      params: { path: { id: 999 } },
    });
    expect(missing.response.status).toBe(404);
  });

  it('keeps the admin calls for admins: 401 without a token, 403 for a customer', async () => {
    signOut();
    expect((await api.GET('/class_packages/admin/all')).response.status).toBe(401);
    const path = { id: PACKAGE.single };
    expect((await api.POST('/class_packages/{id}/home', { params: { path } })).response.status).toBe(401);
    signInAs('ana');
    const forbidden = await api.POST('/class_packages/{id}/home', { params: { path } });
    expect(forbidden.response.status).toBe(403);
    expect(forbidden.error?.message).toBe('No tienes permiso para hacer esto.');
    const attendees = await api.GET('/class_packages/especiales/{id}/asistentes', {
      params: { path: { id: PACKAGE.specialEvent } },
    });
    expect(attendees.response.status).toBe(403);
  });
});
