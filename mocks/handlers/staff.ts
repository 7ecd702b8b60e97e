import { requireStaff } from '#mocks/auth';
import { db } from '#mocks/db';
import { http } from '#mocks/http';
import { orRefused } from '#mocks/http-errors';
import { decideRoleChange } from '#src/domain/staff/role-change';

/** The studio's team and the owner giving roles (inferred calls, decision 070). */
export const staffHandlers = [
  http.get('/admin/staff', ({ request, response }) => {
    requireStaff(request);
    const staff = db.users
      .findMany((q) => q.where({ role: (role) => role !== 'customer' }))
      .sort((a, b) => a.email.localeCompare(b.email));
    return response(200).json({ staff });
  }),

  http.put('/admin/staff/{uid}', async ({ request, params, response }) => {
    requireStaff(request);
    const body = await request.json();
    const uid = String(params.uid);
    const target = db.users.findFirst((q) => q.where({ uid }));
    const coachExists =
      typeof body.coach_id === 'number' &&
      db.instructors.findFirst((q) => q.where({ instructor_id: body.coach_id as number })) !== undefined;
    const owners = db.users.findMany((q) => q.where({ role: 'admin' })).length;
    const { role, coach_id } = orRefused(decideRoleChange(body, { target, owners, coachExists }));
    const user = await db.users.update((q) => q.where({ uid }), {
      data(record) {
        record.role = role;
        record.coach_id = coach_id;
      },
    });
    return response(200).json({ user: user! });
  }),
];
