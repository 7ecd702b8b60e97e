import { describe, expect, it } from 'vitest';
import { personas } from '#mocks/personas';
import { seeded } from '#mocks/seed';
import { targets, useTarget, type Target } from './support/targets';

/**
 * Reserving, cancelling and waitlists, arranged and observed through the API and the control
 * surface. They run on the mocks now and on the server as soon as it implements every operation
 * below (branch `booking`): server-operations.ts reads them from the server's services.
 */
const OPERATIONS = [
  'createReservation',
  'cancelReservation',
  'deleteReservation',
  'listMyReservations',
  'joinWaitlist',
  'updateWaitlist',
  'leaveWaitlist',
  'listMyWaitlists',
  'getMyWaitlistForClass',
  'getSingleClass',
  'listMyCredits',
];

const WEDNESDAY = 2;
const classes = () => seeded!;
const yogaNextWeek = () => classes().classAt(1, WEDNESDAY, '09:00');
const cyclingNextWeek = () => classes().classAt(1, WEDNESDAY, '07:00');
const byId = (id: number) => ({ params: { path: { id } } });

describe.each(targets(OPERATIONS))('booking on $name', (shell) => {
  const target: Target = useTarget(shell);

  /** Ana's credits in her one package (available_class_id 1), as she sees them. */
  async function anasCredits(): Promise<number | undefined> {
    const { data } = await target.api('ana').GET('/customer/available_classes');
    return data?.available_classes.find((row) => row.available_class_id === 1)?.available_classes;
  }

  async function takenSpots(id: number) {
    const { data } = await target.api().GET('/single_class/single/{id}', byId(id));
    return data!.single_class.class_reservations.map((r) => r.spot);
  }

  async function freeYogaSpot(id: number): Promise<number> {
    const taken = await takenSpots(id);
    return [1, 2, 3, 4, 5, 6, 7, 8].find((spot) => !taken.includes(spot))!;
  }

  describe('reserving', () => {
    it('takes one credit from ana and fills a place, once', async () => {
      const ana = target.api('ana');
      const id = yogaNextWeek();
      const before = (await takenSpots(id)).length;
      const spot = await freeYogaSpot(id);
      const { data, response } = await ana.POST('/class_reservations', {
        body: { single_class_id: id, spot },
      });
      expect(response.status).toBe(200);
      expect(data?.class_reservation).toMatchObject({
        single_class_id: id,
        customer_id: personas.ana.customer_id,
        spot,
        deletedAt: null,
      });
      expect(data?.class_reservation).not.toHaveProperty('available_class_id');
      expect(await anasCredits()).toBe(9);
      const after = await takenSpots(id);
      expect(after).toHaveLength(before + 1);
      expect(after).toContain(spot);

      const again = await ana.POST('/class_reservations', { body: { single_class_id: id } });
      expect([again.response.status, again.error]).toEqual([
        409,
        { message: 'Ya tienes una reservación en esta clase.', code: 'already_reserved' },
      ]);
      expect(await anasCredits()).toBe(9);
    });

    it.each([
      ['penalizada', 'Lo sentimos, no puedes reservar clases porque cuentas con una penalización.'],
      ['sincreditos', 'Lo sentimos. Has agotado todos tus créditos para reservar Clases Presenciales...'],
      ['incompleta', 'Debes completar tu información personal antes de reservar clases.'],
      ['terminos', 'Debes aceptar los documentos requeridos antes de reservar.'],
    ] as const)('stops %s with 412', async (persona, message) => {
      const { error, response } = await target
        .api(persona)
        .POST('/class_reservations', { body: { single_class_id: yogaNextWeek() } });
      expect([response.status, error?.message]).toEqual([412, message]);
    });

    it('refuses the full class, the class inside the lead time and the package-bound class', async () => {
      const ana = target.api('ana');
      const full = await ana.POST('/class_reservations', { body: { single_class_id: classes().full } });
      expect([full.response.status, full.error]).toEqual([
        409,
        { message: 'Lo sentimos, esta clase ya está llena.', code: 'class_full' },
      ]);
      const soon = await ana.POST('/class_reservations', { body: { single_class_id: classes().leadTime } });
      expect([soon.response.status, soon.error?.message]).toEqual([
        412,
        'Esta clase ya no está disponible para reservar.',
      ]);
      const bound = await ana.POST('/class_reservations', {
        body: { single_class_id: classes().packageBound },
      });
      expect([bound.response.status, bound.error?.message]).toEqual([
        412,
        'Esta clase requiere comprar su paquete.',
      ]);
      const missing = await ana.POST('/class_reservations', { body: { single_class_id: 9999 } });
      expect(missing.response.status).toBe(404);
      expect(await anasCredits()).toBe(10);
    });

    it('opens the lead-time class once the studio sets no lead time', async () => {
      await target.setConfig({ reservation_timeframe_hours: '0' });
      const { response } = await target
        .api('ana')
        .POST('/class_reservations', { body: { single_class_id: classes().leadTime } });
      expect(response.status).toBe(200);
    });

    it('checks spots: taken, not selectable, not on the map', async () => {
      const ana = target.api('ana');
      const cycling = cyclingNextWeek();
      const coach = await ana.POST('/class_reservations', { body: { single_class_id: cycling, spot: 'A3' } });
      expect([coach.response.status, coach.error?.message]).toEqual([400, 'Ese lugar no se puede reservar.']);
      const nowhere = await ana.POST('/class_reservations', {
        body: { single_class_id: cycling, spot: 'Z9' },
      });
      expect(nowhere.error?.message).toBe('Ese lugar no existe.');
      const beyond = await ana.POST('/class_reservations', {
        body: { single_class_id: yogaNextWeek(), spot: 15 },
      });
      expect([beyond.response.status, beyond.error?.message]).toEqual([400, 'Ese lugar no existe.']);
      const bike = await ana.POST('/class_reservations', { body: { single_class_id: cycling, spot: 'C5' } });
      expect(bike.data?.class_reservation.spot).toBe('C5');
      const sameBike = await target
        .api('ilimitada')
        .POST('/class_reservations', { body: { single_class_id: cycling, spot: 'C5' } });
      expect([sameBike.response.status, sameBike.error?.code]).toEqual([409, 'spot_taken']);
      expect(await anasCredits()).toBe(9);
    });
  });

  describe('cancelling', () => {
    it('gives the credit back and frees the place and the spot', async () => {
      const ana = target.api('ana');
      const id = yogaNextWeek();
      const spot = await freeYogaSpot(id);
      const created = await ana.POST('/class_reservations', { body: { single_class_id: id, spot } });
      const reservationId = created.data!.class_reservation.class_reservation_id;
      expect(await anasCredits()).toBe(9);

      const { data } = await ana.POST('/class_reservations/{id}/cancel', byId(reservationId));
      expect(data?.message).toBe('Reservación cancelada.');
      expect(data?.credit_returned).toBe(true);
      expect(data?.class_reservation.deletedAt).toEqual(expect.any(String));
      expect(await anasCredits()).toBe(10);
      expect(await takenSpots(id)).not.toContain(spot);

      const twice = await ana.POST('/class_reservations/{id}/cancel', byId(reservationId));
      expect([twice.response.status, twice.error?.message]).toEqual([
        412,
        'Esta reservación ya fue cancelada.',
      ]);
      const sameSpot = await target
        .api('ilimitada')
        .POST('/class_reservations', { body: { single_class_id: id, spot } });
      expect(sameSpot.response.status).toBe(200);
    });

    it('refuses inside the cancel window, or cancels without the credit when late cancels are allowed', async () => {
      await target.setConfig({ reservation_timeframe_hours: '0' });
      const ana = target.api('ana');
      const created = await ana.POST('/class_reservations', {
        body: { single_class_id: classes().leadTime },
      });
      const id = created.data!.class_reservation.class_reservation_id;
      expect(await anasCredits()).toBe(9);

      const late = await ana.POST('/class_reservations/{id}/cancel', byId(id));
      expect([late.response.status, late.error?.message]).toEqual([
        412,
        'Solo puedes cancelar clases con 12 horas de anticipacion',
      ]);
      await target.setConfig({ cancel_timeframe_value: '1', cancel_timeframe_unit: 'day' });
      const lateDay = await ana.DELETE('/class_reservations/{id}', byId(id));
      expect(lateDay.error?.message).toBe('Solo puedes cancelar clases con 1 día de anticipacion');

      await target.setConfig({ allow_cancel_after_treshold: 'true' });
      const allowed = await ana.POST('/class_reservations/{id}/cancel', byId(id));
      expect(allowed.data?.credit_returned).toBe(false);
      expect(await anasCredits()).toBe(9);
    });

    it('says classes are not cancellable when the studio turns cancelling off', async () => {
      await target.setConfig({ allow_cancel_reservations: 'false' });
      const ana = target.api('ana');
      const { data } = await ana.GET('/class_reservations', { params: { query: { filter: 'upcoming' } } });
      const refused = await ana.DELETE(
        '/class_reservations/{id}',
        byId(data!.class_reservations[0]!.class_reservation_id),
      );
      expect([refused.response.status, refused.error?.message]).toEqual([
        412,
        'Tus clases son transferibles y no son cancelables',
      ]);
    });
  });

  describe('waitlists', () => {
    it('lets ana join the full class, see it, and leave it', async () => {
      const ana = target.api('ana');
      const full = classes().full;
      expect((await ana.GET('/waitlist/{id}', byId(full))).data?.waitlist).toBeNull();
      const joined = await ana.POST('/waitlist', { body: { single_class_id: full } });
      expect(joined.response.status).toBe(200);
      expect(joined.data?.waitlist).toMatchObject({
        single_class_id: full,
        customer_id: personas.ana.customer_id,
      });
      const waitlist_id = joined.data!.waitlist.waitlist_id;
      expect((await ana.GET('/waitlist')).data?.waitlists.map((w) => w.waitlist_id)).toEqual([waitlist_id]);
      expect((await ana.GET('/waitlist/{id}', byId(full))).data?.waitlist?.waitlist_id).toBe(waitlist_id);

      const twice = await ana.POST('/waitlist', { body: { single_class_id: full } });
      expect([twice.response.status, twice.error?.message]).toEqual([409, 'Ya estás en la lista de espera.']);
      const saved = await ana.PUT('/waitlist', { body: { waitlist_id, single_class_id: full } });
      expect(saved.data?.waitlist.waitlist_id).toBe(waitlist_id);
      const left = await ana.DELETE('/waitlist/{id}', byId(waitlist_id));
      expect(left.data?.message).toBe('Eliminada de lista de espera.');
      expect((await ana.GET('/waitlist')).data?.waitlists).toEqual([]);
    });

    it('tells each customer their place on the list, first come first served', async () => {
      const full = classes().full;
      const hers = (await target.api('ilimitada').GET('/waitlist/{id}', byId(full))).data?.waitlist;
      expect(hers?.position).toBeGreaterThanOrEqual(1);
      const joined = await target.api('ana').POST('/waitlist', { body: { single_class_id: full } });
      const place = joined.data!.waitlist.position!;
      expect(place).toBeGreaterThan(hers!.position!);
      expect((await target.api('ana').GET('/waitlist')).data?.waitlists[0]?.position).toBe(place);
      // Someone ahead leaves: ana moves up one place.
      await target.api('ilimitada').DELETE('/waitlist/{id}', byId(hers!.waitlist_id));
      expect((await target.api('ana').GET('/waitlist')).data?.waitlists[0]?.position).toBe(place - 1);
    });

    it('only takes full classes that the customer has not reserved, and a signed-in customer', async () => {
      const ana = target.api('ana');
      const open = await ana.POST('/waitlist', {
        body: { single_class_id: classes().classAt(1, 2, '09:00') },
      });
      expect([open.response.status, open.error?.message]).toEqual([
        412,
        'La clase todavía tiene lugares disponibles.',
      ]);
      const reserved = await ana.POST('/waitlist', {
        body: { single_class_id: classes().classAt(1, 1, '09:00') },
      });
      expect([reserved.response.status, reserved.error]).toEqual([
        409,
        { message: 'Ya tienes una reservación en esta clase.', code: 'already_reserved' },
      ]);
      expect((await ana.POST('/waitlist', { body: { single_class_id: 9999 } })).response.status).toBe(404);
      expect((await target.api().GET('/waitlist')).response.status).toBe(401);
    });
  });
});
