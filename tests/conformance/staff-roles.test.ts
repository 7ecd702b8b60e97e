import { describe, expect, it } from 'vitest';
import { personas } from '#mocks/personas';
import { seeded } from '#mocks/seed';
import { INSTRUCTOR } from '#mocks/seed/catalogue';
import { PERMISSION_MESSAGES } from '#src/domain/staff/permissions';
import { targets, useTarget, type Target } from './support/targets';

/**
 * Staff roles (issue 33, decision 070) on the mocks and the server: the front desk checks in and
 * never writes the catalogue, a coach reaches only the classes they teach (coach@demo.mx is
 * Mariana, the coach of the 09:00 yoga; Diego teaches the 07:00 cycling), and the owner gives
 * roles, never leaving the studio without an owner. Whatever the client sends, the answer is 403.
 */
const OPERATIONS = [
  'listStaff',
  'updateStaffRole',
  'createClassType',
  'listClassTypes',
  'updateAppConfig',
  'adminListAudit',
  'adminListCustomers',
  'adminListClassPackages',
  'listAddresses',
  'updateAddress',
  'getClassRoster',
  'markAttendance',
  'getReservationAdmin',
  'createReservation',
];

const SATURDAY = 5;
const byId = (id: number) => ({ params: { path: { id } } });
const FORBIDDEN = [403, PERMISSION_MESSAGES.forbidden];

/** Ana's place in a class next week (she holds one on Saturday's 09:00, cash at the door). */
async function anasPlace(target: Target, single_class_id: number): Promise<number> {
  const { data } = await target.api('admin').GET('/single_class/admin/{id}/roster', byId(single_class_id));
  const held = data!.class_reservations.find((one) => one.customer_id === personas.ana.customer_id);
  if (held) return held.class_reservation_id;
  const booked = await target.api('ana').POST('/class_reservations', { body: { single_class_id } });
  return booked.data!.class_reservation.class_reservation_id;
}

describe.each(targets(OPERATIONS))('staff roles on $name', (shell) => {
  const target = useTarget(shell);
  const marianas = () => seeded!.classAt(1, SATURDAY, '09:00');
  const diegos = () => seeded!.classAt(1, SATURDAY, '07:00');

  it('refuses the front desk a catalogue write and settings, and stores nothing', async () => {
    const desk = target.api('recepcion');
    const before = (await target.api().GET('/class_types')).data!.class_types.length;
    const created = await desk.POST('/class_types', { body: { name: 'Box' } });
    expect([created.response.status, created.error?.message]).toEqual(FORBIDDEN);
    expect((await target.api().GET('/class_types')).data!.class_types).toHaveLength(before);
    const settings = await desk.PUT('/appconfig', {
      body: { config: [{ key: 'business_name', value: 'X' }] },
    });
    expect([settings.response.status, settings.error?.message]).toEqual(FORBIDDEN);
    const audit = await desk.GET('/audit', { params: { query: { object_type: 'customer', object_id: 1 } } });
    expect(audit.response.status).toBe(403);
  });

  it('lets the front desk read customers and check a customer in', async () => {
    const desk = target.api('recepcion');
    expect((await desk.GET('/customer/admin/all')).response.status).toBe(200);
    // Giving access starts from every package, hidden ones too.
    expect((await desk.GET('/class_packages/admin/all')).response.status).toBe(200);
    // A customer's billing address is the desk's too: any of them, the change logged under the desk.
    expect((await desk.GET('/addresses')).data!.addresses.map((one) => one.address_id)).toEqual([1, 2]);
    const address = await desk.PUT('/addresses', {
      body: {
        address_id: 1,
        city: 'Guadalajara',
        state: 'Jalisco',
        country: 'México',
        street: 'Chapultepec',
      },
    });
    expect(address.data?.address.city).toBe('Guadalajara');
    const place = await anasPlace(target, diegos());
    const attended = await desk.PUT('/class_reservations/admin/{id}/attend', {
      ...byId(place),
      body: { attend: true },
    });
    expect(attended.response.status).toBe(200);
    expect(attended.data!.class_reservation).toMatchObject({ class_reservation_id: place, attend: true });
  });

  it('lets a coach check in their own class and refuses another coach’s roster', async () => {
    const coach = target.api('coach');
    const own = await coach.GET('/single_class/admin/{id}/roster', byId(marianas()));
    expect(own.response.status).toBe(200);
    expect(own.data!.single_class.class_instructors?.map((one) => one.instructor.instructor_id)).toContain(
      INSTRUCTOR.mariana,
    );
    const ownPlace = await anasPlace(target, marianas());
    const marked = await coach.PUT('/class_reservations/admin/{id}/attend', {
      ...byId(ownPlace),
      body: { attend: true },
    });
    expect(marked.response.status).toBe(200);

    const other = await coach.GET('/single_class/admin/{id}/roster', byId(diegos()));
    expect([other.response.status, other.error?.message]).toEqual(FORBIDDEN);
    const otherPlace = await anasPlace(target, diegos());
    const refused = await coach.PUT('/class_reservations/admin/{id}/attend', {
      ...byId(otherPlace),
      body: { attend: true },
    });
    expect([refused.response.status, refused.error?.message]).toEqual(FORBIDDEN);
    const qr = await coach.GET('/class_reservations/admin/{id}', byId(otherPlace));
    expect(qr.response.status).toBe(403);
    const stored = await target.api('admin').GET('/class_reservations/admin/{id}', byId(otherPlace));
    expect(stored.data!.class_reservation.attend).not.toBe(true);
    expect((await coach.GET('/customer/admin/all')).response.status).toBe(403);
  });

  it('lists the team for the owner only', async () => {
    const { data } = await target.api('admin').GET('/admin/staff');
    expect(data!.staff.map(({ email, role, coach_id }) => ({ email, role, coach_id }))).toEqual([
      { email: 'admin@demo.mx', role: 'admin', coach_id: null },
      { email: 'coach@demo.mx', role: 'coach', coach_id: INSTRUCTOR.mariana },
      { email: 'recepcion@demo.mx', role: 'front_desk', coach_id: null },
    ]);
    for (const [as, status] of [
      [undefined, 401],
      ['ana', 403],
      ['recepcion', 403],
      ['coach', 403],
    ] as const) {
      expect((await target.api(as).GET('/admin/staff')).response.status).toBe(status);
      const put = await target.api(as).PUT('/admin/staff/{uid}', {
        params: { path: { uid: personas.ana.uid } },
        body: { role: 'admin' },
      });
      expect(put.response.status).toBe(status);
    }
  });

  it('gives a role the new member uses at once, logged on the customer’s history', async () => {
    const owner = target.api('admin');
    const ana = { params: { path: { uid: personas.ana.uid } } };
    const noCoach = await owner.PUT('/admin/staff/{uid}', { ...ana, body: { role: 'coach' } });
    expect([noCoach.response.status, noCoach.error?.message]).toEqual([
      400,
      PERMISSION_MESSAGES.coachRequired,
    ]);
    const given = await owner.PUT('/admin/staff/{uid}', {
      ...ana,
      body: { role: 'front_desk', coach_id: 3 },
    });
    expect(given.data!.user).toMatchObject({ uid: personas.ana.uid, role: 'front_desk', coach_id: null });
    expect((await target.api('ana').GET('/customer/admin/all')).response.status).toBe(200);
    expect((await target.api('ana').POST('/class_types', { body: { name: 'Box' } })).response.status).toBe(
      403,
    );

    const { data } = await owner.GET('/audit', {
      params: { query: { object_type: 'customer', object_id: personas.ana.customer_id, related: true } },
    });
    const change = data!.entries.flatMap((entry) => entry.changes).find((one) => one.object_type === 'user');
    expect(change?.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'role', before: 'customer', after: 'front_desk' }),
      ]),
    );
  });

  it('keeps the last owner an owner', async () => {
    const owner = target.api('admin');
    const self = { params: { path: { uid: personas.admin.uid } } };
    const refused = await owner.PUT('/admin/staff/{uid}', { ...self, body: { role: 'front_desk' } });
    expect([refused.response.status, refused.error?.message]).toEqual([409, PERMISSION_MESSAGES.lastOwner]);
    expect(
      (await owner.GET('/admin/staff')).data!.staff.find((one) => one.uid === personas.admin.uid)?.role,
    ).toBe('admin');
    await owner.PUT('/admin/staff/{uid}', {
      params: { path: { uid: personas.ana.uid } },
      body: { role: 'admin' },
    });
    const stepped = await owner.PUT('/admin/staff/{uid}', { ...self, body: { role: 'front_desk' } });
    expect(stepped.data!.user.role).toBe('front_desk');
  });
});
