import { db, type InstructorRecord } from '#mocks/db';
import { http } from '#mocks/http';
import { fileExists, savedValues } from '#mocks/content/catalogue-input';
import { decideInstructorInput } from '#src/domain/admin/catalogue-input';
import { fileById, instructorView } from '#mocks/views/content';
import { crudHandlers } from './crud';

/** The coach form's checks and values (src/domain/admin/catalogue-input.ts). */
const saved = (input: Parameters<typeof decideInstructorInput>[0], fresh: boolean) =>
  decideInstructorInput(input, fresh, { fileExists: fileExists(input.file_id) });

/*
 * The contract declares no conflict for a coach who still teaches, so deleting is allowed and
 * works like a foreign key set to null: classes drop the coach, videos and a coach's staff login
 * lose their coach (a later coach given the same id is not theirs).
 */
async function forgetInstructor(instructor_id: number): Promise<void> {
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
  await db.users.updateMany((q) => q.where({ coach_id: instructor_id }), {
    data(record) {
      record.coach_id = null;
    },
  });
}

export const instructorHandlers = [
  // Every coach, those with a photo first: the landing page's cards look best led by faces.
  http.get('/instructors/home/all', ({ response }) => {
    const hasPhoto = (record: InstructorRecord) => (fileById(record.file_id) ? 0 : 1);
    const instructors = db.instructors
      .findMany(undefined, { orderBy: { instructor_id: 'asc' } })
      .sort((a, b) => hasPhoto(a) - hasPhoto(b));
    return response(200).json({ instructors: instructors.map(instructorView) });
  }),
  ...crudHandlers({
    collection: db.instructors,
    idKey: 'instructor_id',
    listKey: 'instructors',
    recordKey: 'instructor',
    paths: {
      list: '/instructors',
      one: '/instructors/{id}',
      save: '/instructors',
      remove: '/instructors/{id}',
    },
    notFound: 'Coach no encontrado.',
    deleted: 'Instructor deleted.',
    view: instructorView,
    create: (input) => savedValues(saved(input, true)),
    update: (input) => savedValues(saved(input, false)),
    afterRemove: forgetInstructor,
  }),
];
