import { asc } from 'drizzle-orm';
import { entity } from '#server/admin/crud';
import { closures } from '#server/db/schema';
import type { components } from '#src/api/schema.gen';
import { decideClosureInput } from '#src/domain/admin/schedule-input';
import { SCHEDULE_MESSAGES } from '#src/domain/admin/schedule-messages';

/** The studio's closed days, for the CRUD shell: the rule is the mocks' (src/domain/admin/schedule-input.ts). */
export const closureEntity = entity({
  table: closures,
  id: closures.closure_id,
  idKey: 'closure_id',
  listKey: 'closures',
  notFound: SCHEDULE_MESSAGES.closureNotFound,
  deleted: SCHEDULE_MESSAGES.closureDeleted,
  order: [asc(closures.date), asc(closures.closure_id)],
  decide: (input, fresh) =>
    decideClosureInput(input as Partial<components['schemas']['ClosureInput']>, fresh),
});
