import { describe, expect, it } from 'vitest';
import type { components } from '#src/api/schema.gen';
import { personas } from '#mocks/personas';
import { seeded } from '#mocks/seed';
import { CLASS_TYPE, INSTRUCTOR, LOCATION, TAG } from '#mocks/seed/catalogue';
import { expectStaffOnly } from './support/staff-only';
import { targets, useTarget } from './support/targets';

/**
 * The back-office's schedule (issue 31, decision 062): classes scheduled, changed, in a weekly
 * series and cancelled with the credits back and a mail each, rosters, attendance and cash at
 * the door, closed days, on the mocks and the server. The suite's clock is Wednesday
 * 2026-11-25 12:00 at the studio (18:00 UTC, six hours behind).
 */
const OPERATIONS = [
  'createSingleClass',
  'updateSingleClass',
  'createClassSeries',
  'getClassRoster',
  'cancelSingleClass',
  'markAttendance',
  'markCashPaid',
  'listSentMails',
  'listClosures',
  'createClosure',
  'updateClosure',
  'deleteClosure',
  'getSchedule',
  'getSingleClass',
  'getReservationAdmin',
  'createReservation',
  'listMyCredits',
  'adminListAudit',
  'listMyWaitlists',
  'listMyReservations',
  'adminRevertAudit',
];

const WEEK = { start_date: '2026-11-30', end_date: '2026-12-06' };
const WEDNESDAY = 2;
const SATURDAY = 5;
const byId = (id: number) => ({ params: { path: { id } } });
/** Next Wednesday 10:30 at the studio, written as UTC (decision 004). */
const pilates = (class_date = '2026-12-02T10:30:00.000Z') => ({
  class_type_id: CLASS_TYPE.pilates,
  class_date,
  location_id: LOCATION.roma,
  instructor_ids: [INSTRUCTOR.sofia, INSTRUCTOR.mariana],
  tag_ids: [TAG.principiantes],
  capacity: 5,
  description: 'Clase nueva',
});

describe.each(targets(OPERATIONS))('the schedule administration on $name', (shell) => {
  const target = useTarget(shell);
  const admin = () => target.api('admin');
  /** Attendance or a cash payment marked by staff on reservation `id`. */
  const mark = (id: number, body: { attend: boolean } | { is_paid: boolean }) =>
    'attend' in body
      ? admin().PUT('/class_reservations/admin/{id}/attend', { ...byId(id), body })
      : admin().PUT('/class_reservations/admin/{id}/paid', { ...byId(id), body });

  async function weekClasses() {
    const { data } = await target.api().GET('/single_class', { params: { query: WEEK } });
    return data!.days.flatMap((day) => day.single_classes);
  }

  /** Ana's credits in her one package (available_class_id 1), as she sees them. */
  async function anasCredits(): Promise<number | undefined> {
    const { data } = await target.api('ana').GET('/customer/available_classes');
    return data?.available_classes.find((row) => row.available_class_id === 1)?.available_classes;
  }

  it('schedules a class that shows on the week, with its coaches and tags, and changes it', async () => {
    const before = await weekClasses();
    const { data, response } = await admin().POST('/single_class/admin', { body: pilates() });
    expect(response.status).toBe(200);
    const created = data!.single_class;
    expect(created).toMatchObject({
      class_date: '2026-12-02T10:30:00.000Z',
      capacity: 5,
      description: 'Clase nueva',
      class_type_id: CLASS_TYPE.pilates,
      location_id: LOCATION.roma,
      class_package_id: null,
      class_reservations: [],
    });
    expect(created.class_instructors.map((coach) => coach.instructor_id)).toEqual([
      INSTRUCTOR.sofia,
      INSTRUCTOR.mariana,
    ]);
    const week = await weekClasses();
    expect(week).toHaveLength(before.length + 1);
    expect(week.find((one) => one.single_class_id === created.single_class_id)).toMatchObject({
      description: 'Clase nueva',
      capacity: 5,
    });

    const changed = await admin().PUT('/single_class/admin', {
      body: { ...pilates(), single_class_id: created.single_class_id, capacity: 8, instructor_ids: [] },
    });
    expect(changed.data!.single_class).toMatchObject({ capacity: 8, class_instructors: [] });
    const reread = (await weekClasses()).find((one) => one.single_class_id === created.single_class_id);
    expect(reread).toMatchObject({ capacity: 8, class_instructors: [] });
  });

  it('refuses a class with the Spanish reason, and creates none', async () => {
    const before = (await weekClasses()).length;
    const refusals: Array<[components['schemas']['SingleClassInput'], string]> = [
      [{ ...pilates(), class_type_id: 999 }, 'El tipo de clase no existe.'],
      [{ ...pilates(), location_id: 999 }, 'La ubicación no existe.'],
      [{ ...pilates(), instructor_ids: [INSTRUCTOR.sofia, 999] }, 'Un coach elegido no existe.'],
      [{ ...pilates(), tag_ids: [999] }, 'Una etiqueta elegida no existe.'],
      [{ ...pilates(), class_package_id: 999 }, 'El paquete no existe.'],
      [pilates('2026-11-25T11:00:00.000Z'), 'No se puede programar una clase en el pasado.'],
      [{ ...pilates(), capacity: 0 }, 'El cupo debe ser un entero entre 1 y 500.'],
    ];
    for (const [body, message] of refusals) {
      const { response, error } = await admin().POST('/single_class/admin', { body });
      expect([response.status, error?.message]).toEqual([400, message]);
    }
    expect(await weekClasses()).toHaveLength(before);
  });

  it('schedules a weekly series all or nothing', async () => {
    const before = (await weekClasses()).length;
    const refused = await admin().POST('/single_class/admin/series', {
      body: { classes: [pilates('2026-12-01T10:30:00.000Z'), pilates('2026-11-24T10:30:00.000Z')] },
    });
    expect([refused.response.status, refused.error?.message]).toEqual([
      400,
      'No se puede programar una clase en el pasado.',
    ]);
    expect(await weekClasses()).toHaveLength(before);
    const { data } = await admin().POST('/single_class/admin/series', {
      body: { classes: [pilates('2026-12-01T10:30:00.000Z'), pilates('2026-12-03T10:30:00.000Z')] },
    });
    expect(data!.single_classes.map((one) => one.class_date)).toEqual([
      '2026-12-01T10:30:00.000Z',
      '2026-12-03T10:30:00.000Z',
    ]);
    expect(await weekClasses()).toHaveLength(before + 2);
  });

  it('keeps a change above the reservations taken, and answers 404 for an unknown class', async () => {
    const created = (await admin().POST('/single_class/admin', { body: pilates() })).data!.single_class;
    for (const persona of ['ana', 'ilimitada'] as const) {
      const { response } = await target
        .api(persona)
        .POST('/class_reservations', { body: { single_class_id: created.single_class_id } });
      expect(response.status).toBe(200);
    }
    const below = await admin().PUT('/single_class/admin', {
      body: { ...pilates(), single_class_id: created.single_class_id, capacity: 1 },
    });
    expect([below.response.status, below.error?.message]).toEqual([
      400,
      'El cupo no puede ser menor que las 2 reservaciones de la clase.',
    ]);
    const unknown = await admin().PUT('/single_class/admin', {
      body: { ...pilates(), single_class_id: 99_999 },
    });
    expect([unknown.response.status, unknown.error?.message]).toEqual([404, 'Clase no encontrada.']);
    const roster = await admin().GET('/single_class/admin/{id}/roster', byId(99_999));
    expect([roster.response.status, roster.error?.message]).toEqual([404, 'Clase no encontrada.']);
  });

  it('undoes a class change from the audit log: its capacity and coaches as they were', async () => {
    const created = (await admin().POST('/single_class/admin', { body: pilates() })).data!.single_class;
    const id = created.single_class_id;
    await admin().PUT('/single_class/admin', {
      body: { ...pilates(), single_class_id: id, capacity: 9, instructor_ids: [INSTRUCTOR.mariana] },
    });
    const history = async () =>
      (await admin().GET('/audit', { params: { query: { object_type: 'single_class', object_id: id } } }))
        .data!.entries;
    const [change] = await history();
    expect(change).toMatchObject({ action: 'PUT /single_class/admin', revertible: true });

    const undone = await admin().POST('/audit/{id}/revert', { params: { path: { id: change!.audit_id } } });
    expect(undone.data?.message).toBe('Cambio deshecho.');
    const reread = (await weekClasses()).find((one) => one.single_class_id === id)!;
    expect(reread.capacity).toBe(5);
    expect(reread.class_instructors.map((coach) => coach.instructor_id)).toEqual([
      INSTRUCTOR.sofia,
      INSTRUCTOR.mariana,
    ]);
    const [undo, original] = await history();
    expect(undo).toMatchObject({ reverts: change!.audit_id });
    expect(original).toMatchObject({ reverted_by: undo!.audit_id, revertible: false });
  });

  it('moves a class with its reservations: Mis Reservaciones sorts it by its new date', async () => {
    const created = (await admin().POST('/single_class/admin', { body: pilates() })).data!.single_class;
    const reserved = await target
      .api('ana')
      .POST('/class_reservations', { body: { single_class_id: created.single_class_id } });
    expect(reserved.response.status).toBe(200);
    const anasUpcoming = async () =>
      (
        await target.api('ana').GET('/class_reservations', { params: { query: { filter: 'upcoming' } } })
      ).data!.class_reservations.map((r) => [r.single_class_id, r.single_class!.class_date]);
    expect((await anasUpcoming()).at(-1)?.[0]).not.toBe(created.single_class_id);

    const later = '2026-12-24T10:30:00.000Z';
    const moved = await admin().PUT('/single_class/admin', {
      body: { ...pilates(later), single_class_id: created.single_class_id },
    });
    expect(moved.response.status).toBe(200);
    expect((await anasUpcoming())[0]).toEqual([created.single_class_id, later]);
  });

  it('cancels a class: the credit back, a mail each listed, the class off the schedule, once', async () => {
    const id = (await admin().POST('/single_class/admin', { body: pilates() })).data!.single_class
      .single_class_id;
    for (const persona of ['ana', 'ilimitada'] as const) {
      const { response } = await target
        .api(persona)
        .POST('/class_reservations', { body: { single_class_id: id } });
      expect(response.status).toBe(200);
    }
    expect(await anasCredits()).toBe(9);
    const roster = (await admin().GET('/single_class/admin/{id}/roster', byId(id))).data!;
    expect(roster.single_class.single_class_id).toBe(id);
    expect(roster.class_reservations.map((one) => one.customer)).toEqual([
      { customer_id: personas.ana.customer_id, name: 'Ana', last_name: 'García', email: 'ana@demo.mx' },
      expect.objectContaining({ customer_id: personas.ilimitada.customer_id, email: 'ilimitada@demo.mx' }),
    ]);

    const { data, response } = await admin().POST('/single_class/admin/{id}/cancel', byId(id));
    expect(response.status).toBe(200);
    // The unlimited member spent no credit, so only ana's comes back.
    expect(data).toEqual({ message: 'Clase cancelada.', affected: 2, credits_returned: 1, mails_sent: 2 });
    expect(await anasCredits()).toBe(10);
    expect((await weekClasses()).some((one) => one.single_class_id === id)).toBe(false);

    const mails = (await admin().GET('/sent_mails')).data!.sent_mails;
    expect(mails.map((mail) => mail.to)).toEqual(['ilimitada@demo.mx', 'ana@demo.mx']);
    expect(mails[1]).toEqual({
      sent_mail_id: expect.any(Number),
      customer_id: personas.ana.customer_id,
      to: 'ana@demo.mx',
      subject: 'Clase cancelada: Pilates Mat 02/12/2026 10:30',
      body: 'Hola Ana: el estudio canceló la clase Pilates Mat del 02/12/2026 10:30. Tu reservación quedó cancelada y tu crédito fue devuelto.',
      createdAt: '2026-11-25T18:00:00.000Z',
      // Neither the mocks nor a server without SMTP_URL send it: both list it as still to send.
      delivery: 'pending',
      deliveredAt: null,
      deliveryError: null,
    });
    // Searched by recipient or subject, no case, no accents, every word; paged by 50, newest first.
    const search = async (query: string, page?: number) => {
      const { data: found } = await admin().GET('/sent_mails', { params: { query: { query, page } } });
      return [found!.total, found!.sent_mails.map((mail) => mail.to)];
    };
    expect(await search('ILIMITADA')).toEqual([1, ['ilimitada@demo.mx']]);
    expect(await search('pilatés  canceláda')).toEqual([2, ['ilimitada@demo.mx', 'ana@demo.mx']]);
    expect(await search('pilates ana@')).toEqual([1, ['ana@demo.mx']]);
    expect(await search('yoga')).toEqual([0, []]);
    expect(await search('', 2)).toEqual([2, []]);

    const [entry] = (
      await admin().GET('/audit', { params: { query: { object_type: 'single_class', object_id: id } } })
    ).data!.entries;
    expect(entry!.action).toBe(`POST /single_class/admin/${id}/cancel`);
    const classChange = entry!.changes.find((change) => change.object_type === 'single_class');
    expect(classChange!.fields).toEqual([
      { field: 'cancelled_at', before: null, after: '2026-11-25T18:00:00.000Z' },
    ]);

    const again = await admin().POST('/single_class/admin/{id}/cancel', byId(id));
    expect([again.response.status, again.error?.message]).toEqual([409, 'Esta clase ya fue cancelada.']);
    expect((await admin().GET('/sent_mails')).data!.sent_mails).toHaveLength(2);
    expect(await anasCredits()).toBe(10);
    const roster404 = await admin().GET('/single_class/admin/{id}/roster', byId(id));
    expect([roster404.response.status, roster404.error?.message]).toEqual([404, 'Clase no encontrada.']);
    const unknown = await admin().POST('/single_class/admin/{id}/cancel', byId(99_999));
    expect([unknown.response.status, unknown.error?.message]).toEqual([404, 'Clase no encontrada.']);
  });

  it('clears the waitlist of the class it cancels', async () => {
    const full = seeded!.full;
    const waiting = async () =>
      (await target.api('ilimitada').GET('/waitlist')).data!.waitlists.map((entry) => entry.single_class_id);
    expect(await waiting()).toContain(full);
    expect((await admin().POST('/single_class/admin/{id}/cancel', byId(full))).response.status).toBe(200);
    expect(await waiting()).not.toContain(full);
  });

  it('marks attendance and the cash paid at the door', async () => {
    const id = seeded!.classAt(1, SATURDAY, '09:00');
    const roster = (await admin().GET('/single_class/admin/{id}/roster', byId(id))).data!;
    const cash = roster.class_reservations.find((one) => one.customer_id === personas.ana.customer_id)!;
    expect(cash).toMatchObject({ is_cash: true, is_paid: false });
    const paid = await mark(cash.class_reservation_id, { is_paid: true });
    expect(paid.data!.class_reservation).toMatchObject({
      class_reservation_id: cash.class_reservation_id,
      is_paid: true,
      customer: { name: 'Ana' },
      single_class: { single_class_id: id },
    });
    const attended = await mark(cash.class_reservation_id, { attend: true });
    expect(attended.data!.class_reservation).toMatchObject({ attend: true, is_paid: true });
    const qr = await admin().GET('/class_reservations/admin/{id}', byId(cash.class_reservation_id));
    expect(qr.data!.class_reservation).toMatchObject({ attend: true, is_paid: true });

    const notCash = roster.class_reservations.find((one) => !one.is_cash);
    if (notCash) {
      const refused = await mark(notCash.class_reservation_id, { is_paid: true });
      expect([refused.response.status, refused.error?.message]).toEqual([
        409,
        'Esta reservación no es de pago en efectivo.',
      ]);
    }
    const missing = await target.fetch(`/class_reservations/admin/${cash.class_reservation_id}/attend`, {
      as: 'admin',
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect([missing.status, ((await missing.json()) as { message: string }).message]).toEqual([
      400,
      'Falta attend.',
    ]);
    const unknown = await mark(99_999, { attend: false });
    expect([unknown.response.status, unknown.error?.message]).toEqual([404, 'Reservación no encontrada.']);
  });

  it('refuses to mark a cancelled reservation', async () => {
    const id = seeded!.classAt(1, WEDNESDAY, '09:00');
    const reserved = (
      await target.api('ana').POST('/class_reservations', { body: { single_class_id: id, spot: 8 } })
    ).data!.class_reservation;
    await admin().POST('/single_class/admin/{id}/cancel', byId(id));
    const refused = await mark(reserved.class_reservation_id, { attend: true });
    expect([refused.response.status, refused.error?.message]).toEqual([
      409,
      'Esta reservación fue cancelada.',
    ]);
  });

  it('keeps the closed days, and records each change in the audit log', async () => {
    const seededDays = (await target.api().GET('/closures')).data!.closures;
    expect(seededDays).toEqual([{ closure_id: 1, date: '2026-12-07', reason: 'Día festivo' }]);
    const created = (await admin().POST('/closures', { body: { date: '2026-12-24', reason: 'Navidad' } }))
      .data!.closure;
    expect(created).toEqual({ closure_id: created.closure_id, date: '2026-12-24', reason: 'Navidad' });
    const moved = await admin().PUT('/closures', {
      body: { closure_id: created.closure_id, date: '2026-12-25' },
    });
    expect(moved.data!.closure).toEqual({ ...created, date: '2026-12-25' });
    const bad = await admin().POST('/closures', { body: { date: '24/12/2026' } });
    expect([bad.response.status, bad.error?.message]).toEqual([400, 'Escribe una fecha válida.']);
    const unknown = await admin().PUT('/closures', { body: { closure_id: 99_999, date: '2026-12-25' } });
    expect([unknown.response.status, unknown.error?.message]).toEqual([404, 'Día cerrado no encontrado.']);
    expect((await target.api().GET('/closures')).data!.closures.map((day) => day.date)).toEqual([
      '2026-12-07',
      '2026-12-25',
    ]);

    const history = (
      await admin().GET('/audit', {
        params: { query: { object_type: 'closure', object_id: created.closure_id } },
      })
    ).data!.entries;
    expect(history.map((entry) => entry.action)).toEqual(['PUT /closures', 'POST /closures']);
    expect(history[0]!.changes[0]!.fields).toEqual([
      { field: 'date', before: '2026-12-24', after: '2026-12-25' },
    ]);

    expect((await admin().DELETE('/closures/{id}', byId(created.closure_id))).data?.message).toBe(
      'Closure deleted.',
    );
    const gone = await admin().DELETE('/closures/{id}', byId(created.closure_id));
    expect([gone.response.status, gone.error?.message]).toEqual([404, 'Día cerrado no encontrado.']);
  });

  it('answers staff calls only to staff', async () => {
    const id = seeded!.classAt(1, WEDNESDAY, '09:00');
    await expectStaffOnly(target, (api) => [
      api.POST('/single_class/admin', { body: pilates() }),
      api.PUT('/single_class/admin', { body: { ...pilates(), single_class_id: id } }),
      api.POST('/single_class/admin/series', { body: { classes: [pilates()] } }),
      api.GET('/single_class/admin/{id}/roster', byId(id)),
      api.POST('/single_class/admin/{id}/cancel', byId(id)),
      api.PUT('/class_reservations/admin/{id}/attend', { ...byId(1), body: { attend: true } }),
      api.PUT('/class_reservations/admin/{id}/paid', { ...byId(1), body: { is_paid: true } }),
      api.GET('/sent_mails'),
      api.POST('/closures', { body: { date: '2026-12-24' } }),
      api.PUT('/closures', { body: { closure_id: 1, date: '2026-12-24' } }),
      api.DELETE('/closures/{id}', byId(1)),
    ]);
    expect((await weekClasses()).some((one) => one.single_class_id === id)).toBe(true);
  });
});
