import { fromPromise } from 'xstate';
import { api, unwrap } from '#src/api/client';
import { failAs } from '#src/api/failures';

export function createAuditRevertActors() {
  return {
    revertChange: fromPromise<void, { auditId: number }>(async ({ input }) => {
      await failAs('resource', () =>
        unwrap(api.POST('/audit/{id}/revert', { params: { path: { id: input.auditId } } })),
      );
    }),
  };
}
