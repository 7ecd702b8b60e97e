import { requireAdmin } from '#mocks/auth';
import { db, nextId } from '#mocks/db';
import { http } from '#mocks/http';
import { orNotFound, requireId } from '#mocks/http-errors';
import { checkFileId } from './catalogue-input';
import { programView } from '#mocks/views/content';

const NOT_FOUND = 'Programa no encontrado.';

/** Programs: series of videos (a 21-day challenge, the fundamentals), each with a cover image. */
export const programHandlers = [
  http.get('/programs', ({ response }) => {
    const programs = db.programs.findMany(undefined, { orderBy: { program_id: 'asc' } });
    return response(200).json({ programs: programs.map(programView) });
  }),

  http.get('/programs/{id}', ({ params, response }) => {
    const program = orNotFound(
      db.programs.findFirst((q) => q.where({ program_id: Number(params.id) })),
      NOT_FOUND,
    );
    return response(200).json({ program: programView(program) });
  }),

  http.post('/programs', async ({ request, response }) => {
    requireAdmin(request);
    const input = await request.json();
    checkFileId(input.file_id);
    const program = await db.programs.create({
      program_id: nextId(db.programs.all(), 'program_id'),
      name: input.name?.trim() || null,
      description: input.description ?? null,
      file_id: input.file_id ?? null,
    });
    return response(200).json({ program: programView(program) });
  }),

  http.put('/programs', async ({ request, response }) => {
    requireAdmin(request);
    const input = await request.json();
    const program_id = requireId(input.program_id, 'program_id');
    checkFileId(input.file_id);
    const program = orNotFound(
      await db.programs.update((q) => q.where({ program_id }), {
        data(record) {
          if (input.name !== undefined) record.name = input.name?.trim() || null;
          if (input.description !== undefined) record.description = input.description;
          if (input.file_id !== undefined) record.file_id = input.file_id;
        },
      }),
      NOT_FOUND,
    );
    return response(200).json({ program: programView(program) });
  }),

  // The program's videos stay in the library, outside any program.
  http.delete('/programs/{id}', async ({ request, params, response }) => {
    requireAdmin(request);
    const program_id = Number(params.id);
    orNotFound(
      db.programs.delete((q) => q.where({ program_id })),
      NOT_FOUND,
    );
    await db.videos.updateMany((q) => q.where({ program_id }), {
      data(record) {
        record.program_id = null;
      },
    });
    return response(200).json({ message: 'Program deleted.' });
  }),
];
