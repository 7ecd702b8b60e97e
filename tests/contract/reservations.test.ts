// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api, setTokenSource } from '#src/api/client';
import { mockNow } from '#mocks/clock';
import { db } from '#mocks/db';
import { mintIdToken } from '#mocks/identity-token';
import { personas } from '#mocks/personas';
import { seeded } from '#mocks/seed';
import { signInAs, signInWithExpiredToken, signOut } from '#tests/support/sign-in';

const WEDNESDAY = 2;
const yogaNextWeek = () => seeded!.classAt(1, WEDNESDAY, '09:00');
const creditsRow = (id: number) =>
  db.availableClasses.findFirst((q) => q.where({ available_class_id: id }))!.available_classes;

async function setConfig(key: string, value: string) {
  await db.appConfig.update((q) => q.where({ key }), {
    data(entry) {
      entry.value = value;
    },
  });
}

async function takenSpots(id: number) {
  const { data } = await api.GET('/single_class/single/{id}', { params: { path: { id } } });
  return data!.single_class.class_reservations.map((r) => r.spot);
}

async function freeYogaSpot(id: number): Promise<number> {
  const taken = await takenSpots(id);
  return [1, 2, 3, 4, 5, 6, 7, 8].find((spot) => !taken.includes(spot))!;
}

// Reserving, cancelling and their refusals run on the mocks and the server: tests/conformance/booking.test.ts.
describe('reserving', () => {
  it('lets an unlimited member reserve without spending credits', async () => {
    signInAs('ilimitada');
    const { data } = await api.POST('/class_reservations', { body: { single_class_id: yogaNextWeek() } });
    expect(data?.class_reservation.customer_id).toBe(personas.ilimitada.customer_id);
    expect(creditsRow(2)).toBe(-1);
    const stored = db.reservations.findFirst((q) =>
      q.where({ class_reservation_id: data!.class_reservation.class_reservation_id }),
    );
    expect(stored?.available_class_id).toBeNull();
  });

  it('accepts a guest of two letters or more, and none when the studio does not allow guests', async () => {
    signInAs('ana');
    const short = await api.POST('/class_reservations', {
      body: { single_class_id: yogaNextWeek(), guest: 'L ' },
    });
    expect(short.response.status).toBe(400);
    expect(short.error?.message).toBe('Debes ingresar un nombre para tu invitado');
    const withGuest = await api.POST('/class_reservations', {
      body: { single_class_id: yogaNextWeek(), guest: 'Lucía' },
    });
    expect(withGuest.data?.class_reservation.guest).toBe('Lucía');

    await setConfig('allow_class_guests', 'false');
    const off = await api.POST('/class_reservations', {
      body: { single_class_id: seeded!.classAt(1, WEDNESDAY, '18:00'), guest: 'Lucía' },
    });
    expect(off.response.status).toBe(400);
    expect(off.error?.message).toBe('Esta clase no admite invitados.');
  });

  it('changes the spot of an own reservation, not of someone else', async () => {
    const id = yogaNextWeek();
    signInAs('ilimitada');
    await api.POST('/class_reservations', { body: { single_class_id: id, spot: 13 } });
    signInAs('ana');
    const created = await api.POST('/class_reservations', {
      body: { single_class_id: id, spot: await freeYogaSpot(id) },
    });
    const class_reservation_id = created.data!.class_reservation.class_reservation_id;
    const clash = await api.PUT('/class_reservations', {
      body: { class_reservation_id, single_class_id: id, spot: 13 },
    });
    expect(clash.response.status).toBe(409);
    expect(clash.error?.message).toBe('Ese lugar ya fue reservado. Elige otro.');
    expect(clash.error?.code).toBe('spot_taken');
    const moved = await api.PUT('/class_reservations', {
      body: { class_reservation_id, single_class_id: id, spot: 14 },
    });
    expect(moved.data?.class_reservation.spot).toBe(14);
    expect(await takenSpots(id)).toContain(14);

    signInAs('ilimitada');
    const other = await api.PUT('/class_reservations', {
      body: { class_reservation_id, single_class_id: id, spot: 12 },
    });
    expect(other.response.status).toBe(403);
  });

  it('needs a valid session: 401 without one, expired-token code once expired', async () => {
    signOut();
    const anonymous = await api.POST('/class_reservations', { body: { single_class_id: yogaNextWeek() } });
    expect(anonymous.response.status).toBe(401);
    signInWithExpiredToken('ana');
    const expired = await api.GET('/class_reservations');
    expect(expired.response.status).toBe(401);
    expect(expired.error?.code).toBe('auth/id-token-expired');
  });
});

describe('cancelling', () => {
  it('deletes with the same rules, and only the owner may', async () => {
    signInAs('ana');
    const { data } = await api.GET('/class_reservations', { params: { query: { filter: 'upcoming' } } });
    const withCredit = data!.class_reservations.find(
      (r) => r.single_class_id === seeded!.classAt(1, 3, '07:00'),
    )!;

    signInAs('ilimitada');
    const other = await api.DELETE('/class_reservations/{id}', {
      params: { path: { id: withCredit.class_reservation_id } },
    });
    expect(other.response.status).toBe(403);
    const missing = await api.DELETE('/class_reservations/{id}', { params: { path: { id: 9999 } } });
    expect(missing.response.status).toBe(404);

    signInAs('ana');
    const deleted = await api.DELETE('/class_reservations/{id}', {
      params: { path: { id: withCredit.class_reservation_id } },
    });
    expect(deleted.data?.message).toBe('Reservación cancelada.');
    expect(creditsRow(1)).toBe(11);
    const cancelled = await api.GET('/class_reservations', { params: { query: { filter: 'cancelled' } } });
    expect(cancelled.data?.class_reservations.map((r) => r.class_reservation_id)).toContain(
      withCredit.class_reservation_id,
    );
  });
});

describe('my reservations', () => {
  it('filters into upcoming, past and cancelled, most recent class first', async () => {
    signInAs('ana');
    const all = await api.GET('/class_reservations', { params: { query: { filter: 'all' } } });
    expect(all.data?.total).toBe(7);
    const dates = all.data!.class_reservations.map((r) => r.single_class!.class_date);
    expect(dates).toEqual([...dates].sort().reverse());
    // The coaches come once, with the class (decision 090).
    expect(all.data!.class_reservations[0]!.single_class!.class_instructors.length).toBeGreaterThan(0);
    expect(all.data!.class_reservations.every((r) => r.customer_id === personas.ana.customer_id)).toBe(true);

    const counts: Record<string, number> = {};
    for (const filter of ['upcoming', 'past', 'cancelled'] as const) {
      const { data } = await api.GET('/class_reservations', { params: { query: { filter } } });
      counts[filter] = data!.total;
      expect(data!.class_reservations).toHaveLength(data!.total);
    }
    expect(counts).toEqual({ upcoming: 3, past: 3, cancelled: 1 });
  });

  it('pages by 50', async () => {
    signInAs('ana');
    const pastClasses = db.singleClasses.all().slice(0, 50);
    let next = 1000;
    for (const singleClass of pastClasses) {
      await db.reservations.create({
        class_reservation_id: next++,
        single_class_id: singleClass.single_class_id,
        customer_id: personas.ana.customer_id,
        deletedAt: '2026-01-01T00:00:00.000Z',
        is_cash: false,
        is_paid: true,
        attend: null,
        spot: null,
        guest: null,
        class_stars: null,
        coach_stars: null,
        comment: null,
        available_class_id: null,
      });
    }
    const first = await api.GET('/class_reservations', { params: { query: { page: 1 } } });
    expect(first.data?.total).toBe(57);
    expect(first.data?.class_reservations).toHaveLength(50);
    const second = await api.GET('/class_reservations', { params: { query: { page: 2 } } });
    expect(second.data?.class_reservations).toHaveLength(7);
    const ids = new Set(
      [...first.data!.class_reservations, ...second.data!.class_reservations].map(
        (r) => r.class_reservation_id,
      ),
    );
    expect(ids.size).toBe(57);
  });

  it('answers 401 without a token and an empty list to a user who has not finished sign-up', async () => {
    signOut();
    const anonymous = await api.GET('/class_reservations');
    expect(anonymous.response.status).toBe(401);
    const token = mintIdToken({ uid: 'nuevo-sin-registro', email: 'nuevo@demo.mx', now: mockNow() });
    setTokenSource({ getToken: async () => token });
    const fresh = await api.GET('/class_reservations');
    expect(fresh.data).toEqual({ total: 0, class_reservations: [] });
  });
});

describe('rating', () => {
  const reservationAt = (weekOffset: number, weekday: number, time: string) =>
    db.reservations.findFirst((q) =>
      q.where({
        customer_id: personas.ana.customer_id,
        single_class_id: seeded!.classAt(weekOffset, weekday, time),
      }),
    )!.class_reservation_id;
  const rate = (class_reservation_id: number, stars = 4) =>
    api.POST('/class_reservations/rating', {
      body: {
        class_reservation_id,
        customer_id: personas.ana.customer_id,
        class_stars: stars,
        coach_stars: 5,
        comment: 'Muy buena',
      },
    });

  it('stores the stars of an attended class once', async () => {
    signInAs('ana');
    const id = reservationAt(-1, 2, '18:00');
    const { data } = await rate(id);
    expect(data?.class_reservation).toMatchObject({ class_stars: 4, coach_stars: 5, comment: 'Muy buena' });
    const again = await rate(id);
    expect(again.response.status).toBe(409);
    expect(again.error?.message).toBe('Ya calificaste esta clase.');
  });

  it('refuses bad stars, classes not attended, and other people', async () => {
    signInAs('ana');
    const outOfRange = await rate(reservationAt(-1, 2, '18:00'), 6);
    expect(outOfRange.response.status).toBe(400);
    expect(outOfRange.error?.message).toBe('La calificación debe ser de 1 a 5 estrellas.');
    const noShow = await rate(reservationAt(-1, 4, '07:00'));
    expect(noShow.response.status).toBe(412);
    expect(noShow.error?.message).toBe('Solo puedes calificar clases a las que asististe.');
    const upcoming = await rate(reservationAt(1, 1, '09:00'));
    expect(upcoming.response.status).toBe(412);

    signInAs('ilimitada');
    const other = await rate(reservationAt(-1, 2, '18:00'));
    expect(other.response.status).toBe(403);
  });
});
