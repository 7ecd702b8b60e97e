import { fromPromise } from 'xstate';
import { api, unwrap } from '#src/api/client';
import { failAs } from '#src/api/failures';
import type { SaveClassInput, SingleClass } from './machine';

/** POST /single_class/admin creates, PUT with the id updates (inferred calls). */
export const classEditorActors = {
  saveClass: fromPromise<SingleClass, SaveClassInput>(({ input }) =>
    failAs('resource', async () => {
      const answer =
        input.classId === null
          ? await unwrap(api.POST('/single_class/admin', { body: input.body }))
          : await unwrap(
              api.PUT('/single_class/admin', { body: { ...input.body, single_class_id: input.classId } }),
            );
      return answer.single_class;
    }),
  ),
};
