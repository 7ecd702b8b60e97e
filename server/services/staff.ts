import { asc, eq, ne } from 'drizzle-orm';
import { decideRoleChange } from '#src/domain/staff/role-change';
import { auditedTransaction, staffWrite } from '#server/admin/audit';
import { userTable } from '#server/admin/customer-tables';
import { auditedUpdate } from '#server/admin/crud';
import { instructors, users } from '#server/db/schema';
import { orRefused } from '#server/http/api-error';
import { requireStaff } from '#server/identity/caller';
import { partsOf, type ServiceFactory } from './context';

/** The studio's team and the owner giving roles (issue 33, decision 070). */
export const staffService: ServiceFactory = ({ db, clock }) => ({
  async listStaff(request) {
    requireStaff(request);
    const staff = await db.select().from(users).where(ne(users.role, 'customer')).orderBy(asc(users.email));
    return { staff };
  },

  async updateStaffRole(request) {
    const { params, body } = partsOf(request);
    const user = await auditedTransaction(db, staffWrite(request, clock.now()), async (tx, log) => {
      // The owners are locked first, so two owners demoting each other at once leave one.
      const owners = await tx
        .select({ uid: users.uid })
        .from(users)
        .where(eq(users.role, 'admin'))
        .for('update');
      const [target] = await tx.select().from(users).where(eq(users.uid, params.uid!)).for('update');
      const coach_id = typeof body.coach_id === 'number' ? body.coach_id : undefined;
      const [coach] =
        coach_id === undefined
          ? []
          : await tx
              .select({ instructor_id: instructors.instructor_id })
              .from(instructors)
              .where(eq(instructors.instructor_id, coach_id));
      const change = orRefused(
        decideRoleChange(body, { target, owners: owners.length, coachExists: coach !== undefined }),
      );
      return auditedUpdate(tx, log, userTable, target!, { role: change.role, coach_id: change.coach_id });
    });
    return { user };
  },
});
