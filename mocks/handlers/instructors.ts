import { requireAdmin } from '#mocks/auth';
import { db, nextId, type InstructorRecord } from '#mocks/db';
import { http } from '#mocks/http';
import { orNotFound, requireId } from '#mocks/http-errors';
import { instructorChanges } from '#mocks/content/instructor-input';
import { fileById, instructorView } from '#mocks/views/content';

const NOT_FOUND = 'Coach no encontrado.';

function allInstructors(): InstructorRecord[] {
  return db.instructors.findMany(undefined, { orderBy: { instructor_id: 'asc' } });
}

export const instructorHandlers = [
  http.get('/instructors', ({ response }) => {
    return response(200).json({ instructors: allInstructors().map(instructorView) });
  }),

  // Every coach, those with a photo first: the landing page's cards look best led by faces.
  http.get('/instructors/home/all', ({ response }) => {
    const hasPhoto = (record: InstructorRecord) => (fileById(record.file_id) ? 0 : 1);
    const instructors = allInstructors().sort((a, b) => hasPhoto(a) - hasPhoto(b));
    return response(200).json({ instructors: instructors.map(instructorView) });
  }),

  http.get('/instructors/{id}', ({ params, response }) => {
    const instructor = orNotFound(
      db.instructors.findFirst((q) => q.where({ instructor_id: Number(params.id) })),
      NOT_FOUND,
    );
    return response(200).json({ instructor: instructorView(instructor) });
  }),

  http.post('/instructors', async ({ request, response }) => {
    requireAdmin(request);
    const changes = instructorChanges(await request.json());
    const instructor = await db.instructors.create({
      instructor_id: nextId(db.instructors.all(), 'instructor_id'),
      last_name: null,
      nick_name: null,
      quote: null,
      short_bio: null,
      instagram: null,
      birthdate: null,
      music_type: null,
      file_id: null,
      ...changes,
    });
    return response(200).json({ instructor: instructorView(instructor) });
  }),

  http.put('/instructors', async ({ request, response }) => {
    requireAdmin(request);
    const input = await request.json();
    const instructor_id = requireId(input.instructor_id, 'instructor_id');
    const changes = instructorChanges(input);
    const instructor = orNotFound(
      await db.instructors.update((q) => q.where({ instructor_id }), {
        data(record) {
          Object.assign(record, changes);
        },
      }),
      NOT_FOUND,
    );
    return response(200).json({ instructor: instructorView(instructor) });
  }),

  /*
   * The contract declares no conflict for a coach who still teaches, so deleting is allowed and
   * works like a foreign key set to null: classes drop the coach, videos lose their coach.
   */
  http.delete('/instructors/{id}', async ({ request, params, response }) => {
    requireAdmin(request);
    const instructor_id = Number(params.id);
    orNotFound(
      db.instructors.delete((q) => q.where({ instructor_id })),
      NOT_FOUND,
    );
    await db.singleClasses.updateMany((q) => q.where((c) => c.instructor_ids.includes(instructor_id)), {
      data(record) {
        record.instructor_ids = record.instructor_ids.filter((id) => id !== instructor_id);
      },
    });
    await db.videos.updateMany((q) => q.where({ instructor_id }), {
      data(record) {
        record.instructor_id = null;
      },
    });
    return response(200).json({ message: 'Instructor deleted.' });
  }),
];
