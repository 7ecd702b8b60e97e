// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { db } from '#mocks/db';
import { personas } from '#mocks/personas';
import { seeded } from '#mocks/seed';
import { INSTRUCTOR, LOCATION } from '#mocks/seed/catalogue';
import { addDays, dateOnly, studioWeekStart } from '#mocks/seed/time';
import { signInAs } from '#tests/support/sign-in';

const week = () => {
  const monday = studioWeekStart();
  return { start_date: dateOnly(monday.toISOString()), end_date: dateOnly(addDays(monday, 6).toISOString()) };
};

describe('schedule', () => {
  it('gives the seeded week day by day, classes in time order with their details', async () => {
    const { start_date, end_date } = week();
    const { data, response } = await api.GET('/single_class', {
      params: { query: { start_date, end_date } },
    });
    expect(response.status).toBe(200);
    const days = data!.days;
    expect(days).toHaveLength(7);
    expect(days[0]!.date).toBe(start_date);
    expect(days[6]!.date).toBe(end_date);
    for (const day of days.slice(0, 6)) expect(day.single_classes.length).toBeGreaterThanOrEqual(4);
    for (const day of days) {
      const dates = day.single_classes.map((c) => c.class_date);
      expect(dates).toEqual([...dates].sort());
      expect(dates.every((date) => date.startsWith(day.date))).toBe(true);
    }
    // Found by id: the seed's 30-minutes-from-now class may share any slot of today.
    const monday07 = days[0]!.single_classes.find(
      (c) => c.single_class_id === seeded!.classAt(0, 0, '07:00'),
    )!;
    expect(monday07.class_date.slice(11, 16)).toBe('07:00');
    expect(monday07.class_type.name).toBe('Indoor Cycling');
    expect(monday07.location?.name).toBe('Lumen Roma');
    expect(monday07.class_instructors[0]).toMatchObject({
      instructor_id: INSTRUCTOR.diego,
      instructor: { name: 'Diego' },
    });
    expect(monday07).not.toHaveProperty('instructor_ids');
    expect(monday07).not.toHaveProperty('tag_ids');
    const wednesday1930 = days[2]!.single_classes.find(
      (c) => c.single_class_id === seeded!.classAt(0, 2, '19:30'),
    );
    expect(wednesday1930?.tags?.map((tag) => tag.name)).toEqual(['Intenso', 'Nuevo']);
  });

  it('includes empty days and filters by location and instructor', async () => {
    const monday = studioWeekStart();
    const farAway = {
      start_date: dateOnly(addDays(monday, 70).toISOString()),
      end_date: dateOnly(addDays(monday, 72).toISOString()),
    };
    const empty = await api.GET('/single_class', { params: { query: farAway } });
    expect(empty.data?.days).toEqual([
      { date: farAway.start_date, single_classes: [] },
      { date: dateOnly(addDays(monday, 71).toISOString()), single_classes: [] },
      { date: farAway.end_date, single_classes: [] },
    ]);

    const polanco = await api.GET('/single_class', {
      params: { query: { ...week(), location_id: LOCATION.polanco } },
    });
    const atPolanco = polanco.data!.days.flatMap((day) => day.single_classes);
    expect(atPolanco.length).toBeGreaterThan(0);
    expect(atPolanco.every((c) => c.location_id === LOCATION.polanco)).toBe(true);

    const andres = await api.GET('/single_class', {
      params: { query: { ...week(), instructor_id: INSTRUCTOR.andres } },
    });
    const withAndres = andres.data!.days.flatMap((day) => day.single_classes);
    expect(withAndres).toHaveLength(6);
    expect(
      withAndres.every((c) => c.class_instructors.some((ci) => ci.instructor_id === INSTRUCTOR.andres)),
    ).toBe(true);
  });

  it('answers 400 for a date that is not a date or a reversed range', async () => {
    const bad = await api.GET('/single_class', {
      params: { query: { start_date: 'lunes', end_date: '2026-01-07' } },
    });
    expect(bad.response.status).toBe(400);
    expect(bad.error?.message).toBe('La fecha start_date no es válida.');
    const reversed = await api.GET('/single_class', {
      params: { query: { start_date: '2026-01-07', end_date: '2026-01-01' } },
    });
    expect(reversed.response.status).toBe(400);
  });

  it('gets one class, listing only the places still held', async () => {
    const id = seeded!.classAt(1, 2, '19:30');
    const { data } = await api.GET('/single_class/single/{id}', { params: { path: { id } } });
    expect(data?.single_class.single_class_id).toBe(id);
    // Ana cancelled her seat in this class: it no longer counts.
    expect(
      data?.single_class.class_reservations.some((r) => r.customer_id === personas.ana.customer_id),
    ).toBe(false);
    const held = db.reservations.findMany((q) =>
      q.where({ single_class_id: id, deletedAt: (v) => !v }),
    ).length;
    expect(data?.single_class.class_reservations).toHaveLength(held);

    const full = await api.GET('/single_class/single/{id}', { params: { path: { id: seeded!.full } } });
    expect(full.data?.single_class.class_reservations).toHaveLength(full.data!.single_class.capacity!);
  });

  it('answers 404 for a class that does not exist', async () => {
    const { error, response } = await api.GET('/single_class/single/{id}', {
      params: { path: { id: 9999 } },
    });
    expect(response.status).toBe(404);
    expect(error?.message).toBe('Clase no encontrada.');
  });

  it('renames the guest of an own reservation', async () => {
    signInAs('ana');
    const reservation = db.reservations.findFirst((q) => q.where({ guest: 'Lucía' }))!;
    const renamed = await api.PUT('/single_class/guest', {
      body: { class_reservation_id: reservation.class_reservation_id, name: 'Lucía Pérez' },
    });
    expect(renamed.data?.message).toBe('Nombre actualizado.');
    const list = await api.GET('/class_reservations', { params: { query: { filter: 'upcoming' } } });
    expect(
      list.data?.class_reservations.find((r) => r.class_reservation_id === reservation.class_reservation_id)
        ?.guest,
    ).toBe('Lucía Pérez');

    const short = await api.PUT('/single_class/guest', {
      body: { class_reservation_id: reservation.class_reservation_id, name: 'L' },
    });
    expect(short.response.status).toBe(400);
    expect(short.error?.message).toBe('Debes ingresar un nombre para tu invitado');

    signInAs('ilimitada');
    const other = await api.PUT('/single_class/guest', {
      body: { class_reservation_id: reservation.class_reservation_id, name: 'Intrusa' },
    });
    expect(other.response.status).toBe(403);
  });
});
