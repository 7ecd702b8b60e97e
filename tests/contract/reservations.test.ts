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
const cyclingNextWeek = () => seeded!.classAt(1, WEDNESDAY, '07:00');
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

describe('reserving', () => {
  it('takes one credit from ana and fills a place', async () => {
    signInAs('ana');
    const id = yogaNextWeek();
    const before = (await takenSpots(id)).length;
    const spot = await freeYogaSpot(id);
    const { data, response } = await api.POST('/class_reservations', { body: { single_class_id: id, spot } });
    expect(response.status).toBe(200);
    expect(data?.class_reservation).toMatchObject({
      single_class_id: id,
      customer_id: personas.ana.customer_id,
      spot,
      deletedAt: null,
    });
    expect(data?.class_reservation).not.toHaveProperty('available_class_id');
    expect(creditsRow(1)).toBe(9);
    const after = await takenSpots(id);
    expect(after).toHaveLength(before + 1);
    expect(after).toContain(spot);

    const again = await api.POST('/class_reservations', { body: { single_class_id: id } });
    expect(again.response.status).toBe(409);
    expect(again.error?.message).toBe('Ya tienes una reservación en esta clase.');
    expect(creditsRow(1)).toBe(9);
  });

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

  it.each([
    ['penalizada', 'Lo sentimos, no puedes reservar clases porque cuentas con una penalización.'],
    ['sincreditos', 'Lo sentimos. Has agotado todos tus créditos para reservar Clases Presenciales...'],
    ['incompleta', 'Debes completar tu información personal antes de reservar clases.'],
    ['terminos', 'Debes aceptar los documentos requeridos antes de reservar.'],
  ] as const)('stops %s with 412', async (persona, message) => {
    signInAs(persona);
    const { error, response } = await api.POST('/class_reservations', {
      body: { single_class_id: yogaNextWeek() },
    });
    expect(response.status).toBe(412);
    expect(error?.message).toBe(message);
  });

  it('refuses the full class, the class inside the lead time and the package-bound class', async () => {
    signInAs('ana');
    const full = await api.POST('/class_reservations', { body: { single_class_id: seeded!.full } });
    expect(full.response.status).toBe(409);
    expect(full.error?.message).toBe('Lo sentimos, esta clase ya está llena.');
    const soon = await api.POST('/class_reservations', { body: { single_class_id: seeded!.leadTime } });
    expect(soon.response.status).toBe(412);
    expect(soon.error?.message).toBe('Esta clase ya no está disponible para reservar.');
    const bound = await api.POST('/class_reservations', { body: { single_class_id: seeded!.packageBound } });
    expect(bound.response.status).toBe(412);
    expect(bound.error?.message).toBe('Esta clase requiere comprar su paquete.');
    const missing = await api.POST('/class_reservations', { body: { single_class_id: 9999 } });
    expect(missing.response.status).toBe(404);
    expect(creditsRow(1)).toBe(10);
  });

  it('opens the lead-time class once the studio sets no lead time', async () => {
    await setConfig('reservation_timeframe_hours', '0');
    signInAs('ana');
    const { response } = await api.POST('/class_reservations', {
      body: { single_class_id: seeded!.leadTime },
    });
    expect(response.status).toBe(200);
  });

  it('checks spots: taken, not selectable, not on the map', async () => {
    signInAs('ana');
    const cycling = cyclingNextWeek();
    const coach = await api.POST('/class_reservations', { body: { single_class_id: cycling, spot: 'A3' } });
    expect(coach.response.status).toBe(400);
    expect(coach.error?.message).toBe('Ese lugar no se puede reservar.');
    const nowhere = await api.POST('/class_reservations', { body: { single_class_id: cycling, spot: 'Z9' } });
    expect(nowhere.error?.message).toBe('Ese lugar no existe.');
    const beyond = await api.POST('/class_reservations', {
      body: { single_class_id: yogaNextWeek(), spot: 15 },
    });
    expect(beyond.response.status).toBe(400);
    expect(beyond.error?.message).toBe('Ese lugar no existe.');
    const bike = await api.POST('/class_reservations', { body: { single_class_id: cycling, spot: 'C5' } });
    expect(bike.data?.class_reservation.spot).toBe('C5');

    signInAs('ilimitada');
    const sameBike = await api.POST('/class_reservations', {
      body: { single_class_id: cycling, spot: 'C5' },
    });
    expect(sameBike.response.status).toBe(409);
    expect(creditsRow(1)).toBe(9);
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
  it('gives the credit back and frees the place and the spot', async () => {
    signInAs('ana');
    const id = yogaNextWeek();
    const spot = await freeYogaSpot(id);
    const created = await api.POST('/class_reservations', { body: { single_class_id: id, spot } });
    const reservationId = created.data!.class_reservation.class_reservation_id;
    expect(creditsRow(1)).toBe(9);

    const { data } = await api.POST('/class_reservations/{id}/cancel', {
      params: { path: { id: reservationId } },
    });
    expect(data?.message).toBe('Reservación cancelada.');
    expect(data?.credit_returned).toBe(true);
    expect(data?.class_reservation.deletedAt).toEqual(expect.any(String));
    expect(creditsRow(1)).toBe(10);
    expect(await takenSpots(id)).not.toContain(spot);

    const twice = await api.POST('/class_reservations/{id}/cancel', {
      params: { path: { id: reservationId } },
    });
    expect(twice.response.status).toBe(412);
    expect(twice.error?.message).toBe('Esta reservación ya fue cancelada.');

    signInAs('ilimitada');
    const sameSpot = await api.POST('/class_reservations', { body: { single_class_id: id, spot } });
    expect(sameSpot.response.status).toBe(200);
  });

  it('refuses inside the cancel window, or cancels without the credit when late cancels are allowed', async () => {
    await setConfig('reservation_timeframe_hours', '0');
    signInAs('ana');
    const created = await api.POST('/class_reservations', { body: { single_class_id: seeded!.leadTime } });
    const id = created.data!.class_reservation.class_reservation_id;
    expect(creditsRow(1)).toBe(9);

    const late = await api.POST('/class_reservations/{id}/cancel', { params: { path: { id } } });
    expect(late.response.status).toBe(412);
    expect(late.error?.message).toBe('Solo puedes cancelar clases con 12 horas de anticipacion');
    await setConfig('cancel_timeframe_value', '1');
    await setConfig('cancel_timeframe_unit', 'day');
    const lateDay = await api.DELETE('/class_reservations/{id}', { params: { path: { id } } });
    expect(lateDay.error?.message).toBe('Solo puedes cancelar clases con 1 día de anticipacion');

    await setConfig('allow_cancel_after_treshold', 'true');
    const allowed = await api.POST('/class_reservations/{id}/cancel', { params: { path: { id } } });
    expect(allowed.data?.credit_returned).toBe(false);
    expect(creditsRow(1)).toBe(9);
  });

  it('says classes are not cancellable when the studio turns cancelling off', async () => {
    await setConfig('allow_cancel_reservations', 'false');
    signInAs('ana');
    const { data } = await api.GET('/class_reservations', { params: { query: { filter: 'upcoming' } } });
    const id = data!.class_reservations[0]!.class_reservation_id;
    const refused = await api.DELETE('/class_reservations/{id}', { params: { path: { id } } });
    expect(refused.response.status).toBe(412);
    expect(refused.error?.message).toBe('Tus clases son transferibles y no son cancelables');
  });

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
    expect(all.data!.class_reservations[0]!.class_instructors?.length).toBeGreaterThan(0);
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
