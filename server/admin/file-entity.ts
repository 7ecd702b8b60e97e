import { files } from '#server/db/schema';
import { allow } from '#src/domain/booking/refusal';
import { UPLOAD_MESSAGES } from '#src/domain/uploads';
import { entity } from './crud';

/** A file's record: staff rename it (or retype or repoint it, as the mocks allow); uploads are files.ts's. */
export const fileEntity = entity<typeof files.$inferSelect>({
  table: files,
  id: files.file_id,
  idKey: 'file_id',
  listKey: 'files',
  notFound: UPLOAD_MESSAGES.notFound,
  deleted: UPLOAD_MESSAGES.deleted,
  decide: (input) => {
    const values: Record<string, unknown> = {};
    for (const key of ['name', 'type', 'src'] as const)
      if (input[key] !== undefined) values[key] = input[key];
    return allow({ values });
  },
});
