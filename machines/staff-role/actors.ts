import { fromPromise } from 'xstate';
import { api, unwrap } from '#src/api/client';
import { failAs } from '#src/api/failures';
import type { RoleChange, StaffUser } from './machine';

/** PUT /admin/staff/{uid} (inferred call). */
export const staffRoleActors = {
  saveRole: fromPromise<StaffUser, RoleChange>(({ input }) =>
    failAs('resource', async () => {
      const { user } = await unwrap(
        api.PUT('/admin/staff/{uid}', {
          params: { path: { uid: input.uid } },
          body: { role: input.role, coach_id: input.coach_id },
        }),
      );
      return user;
    }),
  ),
};
