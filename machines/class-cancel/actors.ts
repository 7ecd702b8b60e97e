import { fromPromise } from 'xstate';
import { api, unwrap } from '#src/api/client';
import { failAs } from '#src/api/failures';
import type { ClassCancelResult } from './machine';

/** POST /single_class/admin/{id}/cancel (inferred call). */
export const classCancelActors = {
  cancelClass: fromPromise<ClassCancelResult, { singleClassId: number }>(({ input }) =>
    failAs('resource', () =>
      unwrap(api.POST('/single_class/admin/{id}/cancel', { params: { path: { id: input.singleClassId } } })),
    ),
  ),
};
