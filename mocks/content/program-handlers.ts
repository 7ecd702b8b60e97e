import { db } from '#mocks/db';
import { crudHandlers, sentFields } from '#mocks/handlers/crud';
import { programView } from '#mocks/views/content';
import { checkFileId } from './catalogue-input';

/** Programs: series of videos (a 21-day challenge, the fundamentals), each with a cover image. */
export const programHandlers = crudHandlers({
  collection: db.programs,
  idKey: 'program_id',
  listKey: 'programs',
  recordKey: 'program',
  paths: { list: '/programs', one: '/programs/{id}', save: '/programs', remove: '/programs/{id}' },
  notFound: 'Programa no encontrado.',
  deleted: 'Program deleted.',
  view: programView,
  create: (input) => {
    checkFileId(input.file_id);
    return {
      name: input.name?.trim() || null,
      description: input.description ?? null,
      file_id: input.file_id ?? null,
    };
  },
  update: (input) => {
    checkFileId(input.file_id);
    const name = input.name === undefined ? {} : { name: input.name?.trim() || null };
    return { ...name, ...sentFields(input, ['description', 'file_id']) };
  },
  // The program's videos stay in the library, outside any program.
  afterRemove: async (program_id) => {
    await db.videos.updateMany((q) => q.where({ program_id }), {
      data(record) {
        record.program_id = null;
      },
    });
  },
});
