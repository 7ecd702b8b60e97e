/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as plain JSON; @fastify/response-validation checks them against openapi.yaml */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SeededSchedule } from '#mocks/seed/schedule';
import { personas, type PersonaKey } from '#mocks/personas';
import { reservations } from '#server/db/schema';
import { creditsLeft, seededSchedule, WEDNESDAY } from './support/booking';
import { NOW } from './support/clock';
import { behaviourBackends, bearer, startServer, type TestServer } from './support/harness';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Answer {
  status: number;
  body: Record<string, any>;
}

let schedule: SeededSchedule;
beforeAll(async () => {
  schedule = await seededSchedule();
});

describe.each(behaviourBackends())('bookings on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    await server.app.inject({
      method: 'POST',
      url: '/api/__test__/reset',
      payload: { now: NOW.toISOString() },
    });
  });

  async function call(
    who: PersonaKey | null,
    method: Method,
    url: string,
    payload?: unknown,
  ): Promise<Answer> {
    const answer = await server.app.inject({
      method,
      url: `/api${url}`,
      headers: who ? bearer(who) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: answer.statusCode, body: answer.json() };
  }
  const refusal = (answer: Answer) => [answer.status, answer.body.message, answer.body.code];
  const setConfig = (key: string, value: string) =>
    server.app.inject({ method: 'PUT', url: '/api/__test__/config', payload: { key, value } });
  const yogaNextWeek = () => schedule.classAt(1, WEDNESDAY, '09:00');
  const cyclingNextWeek = () => schedule.classAt(1, WEDNESDAY, '07:00');
  const takenSpots = async (id: number) =>
    (
      (await call(null, 'GET', `/single_class/single/${id}`)).body.single_class.class_reservations as any[]
    ).map((r) => r.spot);
  const freeYogaSpot = async (id: number) => {
    const taken = await takenSpots(id);
    return [1, 2, 3, 4, 5, 6, 7, 8].find((spot) => !taken.includes(spot))!;
  };
  /** Frees one place of the full class outside any customer's cancel (the admin side, not built yet). */
  async function freeOnePlaceOfTheFullClass() {
    const [filler] = await server.store.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.single_class_id, schedule.full), isNull(reservations.deletedAt)))
      .limit(1);
    await server.store.db
      .update(reservations)
      .set({ deletedAt: NOW.toISOString() })
      .where(eq(reservations.class_reservation_id, filler!.class_reservation_id));
  }

  describe('reserving', () => {
    it('takes one credit from ana, fills a place, and refuses her a second time', async () => {
      const id = yogaNextWeek();
      const before = (await takenSpots(id)).length;
      const spot = await freeYogaSpot(id);
      const created = await call('ana', 'POST', '/class_reservations', { single_class_id: id, spot });
      expect(created.status).toBe(200);
      expect(created.body.class_reservation).toMatchObject({
        single_class_id: id,
        customer_id: personas.ana.customer_id,
        spot,
        deletedAt: null,
      });
      expect(created.body.class_reservation).not.toHaveProperty('available_class_id');
      expect(created.body.class_reservation.single_class.single_class_id).toBe(id);
      expect(await creditsLeft(server.store.db, 1)).toBe(9);
      const after = await takenSpots(id);
      expect(after).toHaveLength(before + 1);
      expect(after).toContain(spot);

      const again = await call('ana', 'POST', '/class_reservations', { single_class_id: id });
      expect(refusal(again)).toEqual([409, 'Ya tienes una reservación en esta clase.', 'already_reserved']);
      expect(await creditsLeft(server.store.db, 1)).toBe(9);
    });

    it('lets an unlimited member reserve without spending credits', async () => {
      const created = await call('ilimitada', 'POST', '/class_reservations', {
        single_class_id: yogaNextWeek(),
      });
      expect(created.status).toBe(200);
      expect(await creditsLeft(server.store.db, 2)).toBe(-1);
      const [stored] = await server.store.db
        .select()
        .from(reservations)
        .where(eq(reservations.class_reservation_id, created.body.class_reservation.class_reservation_id));
      expect(stored?.available_class_id).toBeNull();
    });

    it.each([
      ['penalizada', 'Lo sentimos, no puedes reservar clases porque cuentas con una penalización.'],
      ['sincreditos', 'Lo sentimos. Has agotado todos tus créditos para reservar Clases Presenciales...'],
      ['incompleta', 'Debes completar tu información personal antes de reservar clases.'],
      ['terminos', 'Debes aceptar los documentos requeridos antes de reservar.'],
    ] as const)('stops %s with 412 and her message', async (persona, message) => {
      const answer = await call(persona, 'POST', '/class_reservations', { single_class_id: yogaNextWeek() });
      expect([answer.status, answer.body.message]).toEqual([412, message]);
    });

    it('refuses the full class, the class inside the lead time, the package-bound class and a missing one', async () => {
      const full = await call('ana', 'POST', '/class_reservations', { single_class_id: schedule.full });
      expect(refusal(full)).toEqual([409, 'Lo sentimos, esta clase ya está llena.', 'class_full']);
      const soon = await call('ana', 'POST', '/class_reservations', { single_class_id: schedule.leadTime });
      expect(refusal(soon)).toEqual([412, 'Esta clase ya no está disponible para reservar.', undefined]);
      const bound = await call('ana', 'POST', '/class_reservations', {
        single_class_id: schedule.packageBound,
      });
      expect(refusal(bound)).toEqual([412, 'Esta clase requiere comprar su paquete.', undefined]);
      const missing = await call('ana', 'POST', '/class_reservations', { single_class_id: 9999 });
      expect(refusal(missing)).toEqual([404, 'Clase no encontrada.', undefined]);
      expect(await creditsLeft(server.store.db, 1)).toBe(10);
    });

    it('opens the lead-time class once the studio sets no lead time', async () => {
      await setConfig('reservation_timeframe_hours', '0');
      const answer = await call('ana', 'POST', '/class_reservations', { single_class_id: schedule.leadTime });
      expect(answer.status).toBe(200);
    });

    it('checks spots: not selectable, not on the map, taken', async () => {
      const cycling = cyclingNextWeek();
      const coach = await call('ana', 'POST', '/class_reservations', {
        single_class_id: cycling,
        spot: 'A3',
      });
      expect(refusal(coach)).toEqual([400, 'Ese lugar no se puede reservar.', undefined]);
      const nowhere = await call('ana', 'POST', '/class_reservations', {
        single_class_id: cycling,
        spot: 'Z9',
      });
      expect(refusal(nowhere)).toEqual([400, 'Ese lugar no existe.', undefined]);
      const beyond = await call('ana', 'POST', '/class_reservations', {
        single_class_id: yogaNextWeek(),
        spot: 15,
      });
      expect(refusal(beyond)).toEqual([400, 'Ese lugar no existe.', undefined]);
      const bike = await call('ana', 'POST', '/class_reservations', { single_class_id: cycling, spot: 'C5' });
      expect(bike.body.class_reservation.spot).toBe('C5');
      const sameBike = await call('ilimitada', 'POST', '/class_reservations', {
        single_class_id: cycling,
        spot: 'C5',
      });
      expect(refusal(sameBike)).toEqual([409, 'Ese lugar ya fue reservado. Elige otro.', 'spot_taken']);
      expect(await creditsLeft(server.store.db, 1)).toBe(9);
    });

    it('accepts a guest of two letters or more, and none when the studio does not allow guests', async () => {
      const short = await call('ana', 'POST', '/class_reservations', {
        single_class_id: yogaNextWeek(),
        guest: 'L ',
      });
      expect(refusal(short)).toEqual([400, 'Debes ingresar un nombre para tu invitado', undefined]);
      const withGuest = await call('ana', 'POST', '/class_reservations', {
        single_class_id: yogaNextWeek(),
        guest: 'Lucía',
      });
      expect(withGuest.body.class_reservation.guest).toBe('Lucía');
      await setConfig('allow_class_guests', 'false');
      const off = await call('ana', 'POST', '/class_reservations', {
        single_class_id: schedule.classAt(1, WEDNESDAY, '18:00'),
        guest: 'Lucía',
      });
      expect(refusal(off)).toEqual([400, 'Esta clase no admite invitados.', undefined]);
    });

    it('changes the spot of an own reservation, never of someone else’s', async () => {
      const id = yogaNextWeek();
      await call('ilimitada', 'POST', '/class_reservations', { single_class_id: id, spot: 13 });
      const created = await call('ana', 'POST', '/class_reservations', {
        single_class_id: id,
        spot: await freeYogaSpot(id),
      });
      const class_reservation_id = created.body.class_reservation.class_reservation_id;
      const clash = await call('ana', 'PUT', '/class_reservations', {
        class_reservation_id,
        single_class_id: id,
        spot: 13,
      });
      expect(refusal(clash)).toEqual([409, 'Ese lugar ya fue reservado. Elige otro.', 'spot_taken']);
      const moved = await call('ana', 'PUT', '/class_reservations', {
        class_reservation_id,
        single_class_id: id,
        spot: 14,
      });
      expect(moved.body.class_reservation.spot).toBe(14);
      expect(await takenSpots(id)).toContain(14);
      const other = await call('ilimitada', 'PUT', '/class_reservations', {
        class_reservation_id,
        single_class_id: id,
        spot: 12,
      });
      expect(refusal(other)).toEqual([403, 'Esta reservación no es tuya.', undefined]);
    });

    it('needs a signed-in customer', async () => {
      const anonymous = await call(null, 'POST', '/class_reservations', { single_class_id: yogaNextWeek() });
      expect(anonymous.status).toBe(401);
    });
  });

  describe('cancelling', () => {
    it('gives the credit back, frees the place and the spot, and refuses a second cancel', async () => {
      const id = yogaNextWeek();
      const spot = await freeYogaSpot(id);
      const created = await call('ana', 'POST', '/class_reservations', { single_class_id: id, spot });
      const reservationId = created.body.class_reservation.class_reservation_id;
      const cancelled = await call('ana', 'POST', `/class_reservations/${reservationId}/cancel`);
      expect(cancelled.body).toMatchObject({ message: 'Reservación cancelada.', credit_returned: true });
      expect(cancelled.body.class_reservation.deletedAt).toEqual(expect.any(String));
      expect(await creditsLeft(server.store.db, 1)).toBe(10);
      expect(await takenSpots(id)).not.toContain(spot);
      const twice = await call('ana', 'POST', `/class_reservations/${reservationId}/cancel`);
      expect(refusal(twice)).toEqual([412, 'Esta reservación ya fue cancelada.', undefined]);
      const sameSpot = await call('ilimitada', 'POST', '/class_reservations', { single_class_id: id, spot });
      expect(sameSpot.status).toBe(200);
    });

    it('refuses inside the cancel window, or cancels keeping the credit when late cancels are allowed', async () => {
      await setConfig('reservation_timeframe_hours', '0');
      const created = await call('ana', 'POST', '/class_reservations', {
        single_class_id: schedule.leadTime,
      });
      const id = created.body.class_reservation.class_reservation_id;
      expect(await creditsLeft(server.store.db, 1)).toBe(9);
      const late = await call('ana', 'POST', `/class_reservations/${id}/cancel`);
      expect(refusal(late)).toEqual([
        412,
        'Solo puedes cancelar clases con 12 horas de anticipacion',
        undefined,
      ]);
      await setConfig('cancel_timeframe_value', '1');
      await setConfig('cancel_timeframe_unit', 'day');
      const lateDay = await call('ana', 'DELETE', `/class_reservations/${id}`);
      expect(lateDay.body.message).toBe('Solo puedes cancelar clases con 1 día de anticipacion');
      await setConfig('allow_cancel_after_treshold', 'true');
      const allowed = await call('ana', 'POST', `/class_reservations/${id}/cancel`);
      expect(allowed.body.credit_returned).toBe(false);
      expect(await creditsLeft(server.store.db, 1)).toBe(9);
    });

    it('says classes are not cancellable when the studio turns cancelling off', async () => {
      await setConfig('allow_cancel_reservations', 'false');
      const upcoming = await call('ana', 'GET', '/class_reservations?filter=upcoming');
      const id = upcoming.body.class_reservations[0].class_reservation_id;
      const refused = await call('ana', 'DELETE', `/class_reservations/${id}`);
      expect(refusal(refused)).toEqual([412, 'Tus clases son transferibles y no son cancelables', undefined]);
    });

    it('deletes with the same rules, and only the owner may', async () => {
      const upcoming = await call('ana', 'GET', '/class_reservations?filter=upcoming');
      const withCredit = upcoming.body.class_reservations.find(
        (r: any) => r.single_class_id === schedule.classAt(1, 3, '07:00'),
      );
      const other = await call(
        'ilimitada',
        'DELETE',
        `/class_reservations/${withCredit.class_reservation_id}`,
      );
      expect(refusal(other)).toEqual([403, 'Esta reservación no es tuya.', undefined]);
      const missing = await call('ilimitada', 'DELETE', '/class_reservations/9999');
      expect(refusal(missing)).toEqual([404, 'Reservación no encontrada.', undefined]);
      const deleted = await call('ana', 'DELETE', `/class_reservations/${withCredit.class_reservation_id}`);
      expect(deleted.body).toEqual({ message: 'Reservación cancelada.' });
      expect(await creditsLeft(server.store.db, 1)).toBe(11);
      const cancelled = await call('ana', 'GET', '/class_reservations?filter=cancelled');
      expect(cancelled.body.class_reservations.map((r: any) => r.class_reservation_id)).toContain(
        withCredit.class_reservation_id,
      );
    });
  });

  describe('my reservations, the guest, the rating and the QR page', () => {
    it('filters into upcoming, past and cancelled, most recent class first, only her own', async () => {
      const all = await call('ana', 'GET', '/class_reservations?filter=all');
      expect(all.body.total).toBe(7);
      const dates = all.body.class_reservations.map((r: any) => r.single_class.class_date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(all.body.class_reservations.every((r: any) => r.customer_id === personas.ana.customer_id)).toBe(
        true,
      );
      const counts: Record<string, number> = {};
      for (const filter of ['upcoming', 'past', 'cancelled']) {
        counts[filter] = (await call('ana', 'GET', `/class_reservations?filter=${filter}`)).body.total;
      }
      expect(counts).toEqual({ upcoming: 3, past: 3, cancelled: 1 });
    });

    it('reads one page of her reservations from the database, never the whole history', async () => {
      const client = (server.store.db as any).$client as { query: (...args: any[]) => Promise<any> };
      const query = client.query;
      const reads: number[] = [];
      client.query = async (...args: any[]) => {
        const result = await query.apply(client, args);
        const text = typeof args[0] === 'string' ? args[0] : args[0]?.text;
        if (/from "reservations".*where "reservations"."customer_id" = /s.test(text ?? ''))
          reads.push(result.rows.length);
        return result;
      };
      try {
        const second = await call('penalizada', 'GET', '/class_reservations?filter=all&page=2');
        expect([second.body.total, second.body.class_reservations.length]).toEqual([58, 8]);
      } finally {
        client.query = query;
      }
      // penalizada has 58: a count and one page of 8, no read of all 58 to slice in JavaScript.
      expect(reads.length).toBeGreaterThan(0);
      expect(Math.max(...reads)).toBeLessThanOrEqual(8);
    });

    it('renames the guest of her own reservation only', async () => {
      const upcoming = await call('ana', 'GET', '/class_reservations?filter=upcoming');
      const withGuest = upcoming.body.class_reservations.find((r: any) => r.guest === 'Lucía');
      const id = withGuest.class_reservation_id;
      const saved = await call('ana', 'PUT', '/single_class/guest', {
        class_reservation_id: id,
        name: ' Marta ',
      });
      expect(saved.body).toEqual({ message: 'Nombre actualizado.' });
      const blank = await call('ana', 'PUT', '/single_class/guest', { class_reservation_id: id, name: 'M' });
      expect(refusal(blank)).toEqual([400, 'Debes ingresar un nombre para tu invitado', undefined]);
      const other = await call('ilimitada', 'PUT', '/single_class/guest', {
        class_reservation_id: id,
        name: 'Eva',
      });
      expect(refusal(other)).toEqual([403, 'Esta reservación no es tuya.', undefined]);
      const after = await call('ana', 'GET', '/class_reservations?filter=upcoming');
      expect(after.body.class_reservations.find((r: any) => r.class_reservation_id === id).guest).toBe(
        'Marta',
      );
    });

    it('rates an attended class once, with stars from 1 to 5', async () => {
      const past = await call('ana', 'GET', '/class_reservations?filter=past');
      const attended = past.body.class_reservations.find(
        (r: any) => r.attend === true && r.class_stars === null,
      );
      const rated = past.body.class_reservations.find((r: any) => r.class_stars !== null);
      const missed = past.body.class_reservations.find((r: any) => r.attend === false);
      const body = (r: any, stars = 4) => ({
        class_reservation_id: r.class_reservation_id,
        customer_id: personas.ana.customer_id,
        class_stars: stars,
        coach_stars: 5,
        comment: '  Muy bien ',
      });
      expect(refusal(await call('ana', 'POST', '/class_reservations/rating', body(attended, 6)))).toEqual([
        400,
        'La calificación debe ser de 1 a 5 estrellas.',
        undefined,
      ]);
      expect(refusal(await call('ana', 'POST', '/class_reservations/rating', body(missed)))).toEqual([
        412,
        'Solo puedes calificar clases a las que asististe.',
        undefined,
      ]);
      expect(refusal(await call('ana', 'POST', '/class_reservations/rating', body(rated)))).toEqual([
        409,
        'Ya calificaste esta clase.',
        undefined,
      ]);
      const ok = await call('ana', 'POST', '/class_reservations/rating', body(attended));
      expect(ok.body.class_reservation).toMatchObject({
        class_stars: 4,
        coach_stars: 5,
        comment: 'Muy bien',
      });
      const other = await call('ilimitada', 'POST', '/class_reservations/rating', {
        ...body(attended),
        customer_id: personas.ilimitada.customer_id,
      });
      expect(refusal(other)).toEqual([403, 'Esta reservación no es tuya.', undefined]);
    });

    it('shows any reservation to staff on the QR page, and none to a customer', async () => {
      const upcoming = await call('ana', 'GET', '/class_reservations?filter=upcoming');
      const id = upcoming.body.class_reservations[0].class_reservation_id;
      const staff = await call('admin', 'GET', `/class_reservations/admin/${id}`);
      expect(staff.body.class_reservation).toMatchObject({
        class_reservation_id: id,
        customer: { customer_id: personas.ana.customer_id, name: 'Ana' },
      });
      expect(staff.body.class_reservation.single_class).toBeDefined();
      const customer = await call('ilimitada', 'GET', `/class_reservations/admin/${id}`);
      expect(refusal(customer)).toEqual([403, 'No tienes permiso para hacer esto.', undefined]);
      expect(JSON.stringify(customer.body)).not.toContain('ana@demo.mx');
      expect((await call('admin', 'GET', '/class_reservations/admin/9999')).status).toBe(404);
    });
  });

  describe('waitlists', () => {
    it('lets ana join the full class, see her position, save it and leave it', async () => {
      const full = schedule.full;
      expect((await call('ana', 'GET', `/waitlist/${full}`)).body).toEqual({ waitlist: null });
      const joined = await call('ana', 'POST', '/waitlist', { single_class_id: full });
      expect(joined.body.waitlist).toMatchObject({
        single_class_id: full,
        customer_id: personas.ana.customer_id,
        position: 3,
      });
      const { waitlist_id } = joined.body.waitlist;
      expect((await call('ana', 'GET', `/waitlist/${full}`)).body.waitlist.waitlist_id).toBe(waitlist_id);
      const twice = await call('ana', 'POST', '/waitlist', { single_class_id: full });
      expect(refusal(twice)).toEqual([409, 'Ya estás en la lista de espera.', undefined]);
      const saved = await call('ana', 'PUT', '/waitlist', { waitlist_id, single_class_id: full });
      expect(saved.body.waitlist.waitlist_id).toBe(waitlist_id);
      const moved = await call('ana', 'PUT', '/waitlist', { waitlist_id, single_class_id: yogaNextWeek() });
      expect(refusal(moved)).toEqual([400, 'No puedes cambiar la clase de una lista de espera.', undefined]);
      const mine = await call('ana', 'GET', '/waitlist');
      expect(mine.body.waitlists.map((w: any) => w.customer_id)).toEqual([personas.ana.customer_id]);
      const left = await call('ana', 'DELETE', `/waitlist/${waitlist_id}`);
      expect(left.body).toEqual({ message: 'Eliminada de lista de espera.' });
      expect((await call('ana', 'GET', `/waitlist/${full}`)).body).toEqual({ waitlist: null });
    });

    it('only takes full classes the customer has not reserved, while the studio keeps waitlists', async () => {
      const open = await call('ana', 'POST', '/waitlist', { single_class_id: yogaNextWeek() });
      expect(refusal(open)).toEqual([412, 'La clase todavía tiene lugares disponibles.', undefined]);
      const reserved = await call('ana', 'POST', '/waitlist', {
        single_class_id: schedule.classAt(1, 1, '09:00'),
      });
      expect(refusal(reserved)).toEqual([
        409,
        'Ya tienes una reservación en esta clase.',
        'already_reserved',
      ]);
      const missing = await call('ana', 'POST', '/waitlist', { single_class_id: 9999 });
      expect(refusal(missing)).toEqual([404, 'Clase no encontrada.', undefined]);
      await setConfig('waitlist_enabled', 'false');
      const off = await call('ana', 'POST', '/waitlist', { single_class_id: schedule.full });
      expect(refusal(off)).toEqual([412, 'La lista de espera no está disponible.', undefined]);
    });

    it("keeps each customer's entries to themselves", async () => {
      const own = await call('ilimitada', 'GET', '/waitlist');
      expect(own.body.waitlists.map((w: any) => w.customer_id)).toEqual([personas.ilimitada.customer_id]);
      const others = await call('ana', 'DELETE', '/waitlist/1');
      expect(refusal(others)).toEqual([403, 'Esta lista de espera no es tuya.', undefined]);
      const hidden = await call('ana', 'PUT', '/waitlist', {
        waitlist_id: 1,
        single_class_id: schedule.full,
      });
      expect(refusal(hidden)).toEqual([404, 'No encontramos esa lista de espera.', undefined]);
      expect((await call('ana', 'DELETE', '/waitlist/999')).status).toBe(404);
      expect((await call('ilimitada', 'GET', `/waitlist/${schedule.full}`)).body.waitlist.waitlist_id).toBe(
        1,
      );
      expect((await call(null, 'GET', '/waitlist')).status).toBe(401);
    });

    it('a cancel moves the first on the list who can take the place, and tells only them', async () => {
      await freeOnePlaceOfTheFullClass();
      const booked = await call('ana', 'POST', '/class_reservations', { single_class_id: schedule.full });
      expect(booked.status).toBe(200);
      const places = (await takenSpots(schedule.full)).length;
      await call(
        'ana',
        'POST',
        `/class_reservations/${booked.body.class_reservation.class_reservation_id}/cancel`,
      );

      // ilimitada waited first (entry 1): she is moved in, off the list, and told.
      expect((await takenSpots(schedule.full)).length).toBe(places);
      expect((await call('ilimitada', 'GET', `/waitlist/${schedule.full}`)).body).toEqual({ waitlist: null });
      const hers = await call('ilimitada', 'GET', '/waitlist_promotions');
      expect(hers.body.promotions).toHaveLength(1);
      expect(hers.body.promotions[0]).toMatchObject({
        single_class_id: schedule.full,
        customer_id: personas.ilimitada.customer_id,
      });
      const mine = await call('ilimitada', 'GET', '/class_reservations?filter=upcoming');
      expect(mine.body.class_reservations.map((r: any) => r.single_class_id)).toContain(schedule.full);
      expect((await call('suscrita', 'GET', '/waitlist_promotions')).body.promotions).toEqual([]);
      expect((await call('ana', 'GET', '/waitlist_promotions')).body.promotions).toEqual([]);
      // suscrita stays on the list, now first.
      expect((await call('suscrita', 'GET', `/waitlist/${schedule.full}`)).body.waitlist.position).toBe(1);
    });

    it('skips whoever cannot take the place (no credits) and keeps them on the list', async () => {
      await freeOnePlaceOfTheFullClass();
      const booked = await call('ana', 'POST', '/class_reservations', { single_class_id: schedule.full });
      // sincreditos waits first, ilimitada after her.
      await call('ilimitada', 'DELETE', '/waitlist/1');
      await call('suscrita', 'DELETE', '/waitlist/2');
      expect(
        (await call('sincreditos', 'POST', '/waitlist', { single_class_id: schedule.full })).status,
      ).toBe(200);
      expect((await call('ilimitada', 'POST', '/waitlist', { single_class_id: schedule.full })).status).toBe(
        200,
      );
      await call(
        'ana',
        'DELETE',
        `/class_reservations/${booked.body.class_reservation.class_reservation_id}`,
      );
      expect((await call('ilimitada', 'GET', '/waitlist_promotions')).body.promotions).toHaveLength(1);
      expect((await call('sincreditos', 'GET', '/waitlist_promotions')).body.promotions).toEqual([]);
      expect((await call('sincreditos', 'GET', `/waitlist/${schedule.full}`)).body.waitlist.position).toBe(1);
    });
  });
});
