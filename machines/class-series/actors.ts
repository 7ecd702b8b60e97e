import { fromPromise } from 'xstate';
import { api, unwrap } from '#src/api/client';
import { failAs } from '#src/api/failures';
import type { ClassInputBody } from '#src/domain/class-schedule';
import type { Closure } from '#src/domain/class-series';
import type { SingleClass } from './machine';

/** GET /closures and POST /single_class/admin/series (inferred calls). */
export const classSeriesActors = {
  loadClosures: fromPromise<Closure[]>(() =>
    failAs('resource', async () => (await unwrap(api.GET('/closures'))).closures),
  ),
  createSeries: fromPromise<SingleClass[], { classes: ClassInputBody[] }>(({ input }) =>
    failAs(
      'resource',
      async () =>
        (await unwrap(api.POST('/single_class/admin/series', { body: { classes: input.classes } })))
          .single_classes,
    ),
  ),
};
