import { db } from '#mocks/db';
import { crudHandlers } from '#mocks/handlers/crud';
import { programView } from '#mocks/views/content';
import { decideProgramInput } from '#src/domain/admin/catalogue-input';
import { fileExists, savedValues } from './catalogue-input';

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
  create: (input) => savedValues(decideProgramInput(input, true, { fileExists: fileExists(input.file_id) })),
  update: (input) => savedValues(decideProgramInput(input, false, { fileExists: fileExists(input.file_id) })),
  // The program's videos stay in the library, outside any program.
  afterRemove: async (program_id) => {
    await db.videos.updateMany((q) => q.where({ program_id }), {
      data(record) {
        record.program_id = null;
      },
    });
  },
});
