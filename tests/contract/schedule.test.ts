// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '#src/api/client';
import { db } from '#mocks/db';
import { signInAs } from '#tests/support/sign-in';

// Reading the schedule and one class run on the mocks and the server: tests/conformance/reads.test.ts.
describe('schedule', () => {
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
