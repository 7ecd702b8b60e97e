import { eq } from 'drizzle-orm';
import type { components } from '#src/api/schema.gen';
import {
  decideClassCategoryInput,
  decideClassTypeInput,
  decideInstructorInput,
  decideLocationInput,
  decideTagInput,
} from '#src/domain/admin/catalogue-input';
import { classCategories, classTypes, files, instructors, locations, tags } from '#server/db/schema';
import { instructorViews } from '#server/services/catalogue';
import { entity } from './crud';

type S = components['schemas'];

/*
 * The catalogue staff maintain, described for the CRUD shell. Checks and stored values are the
 * shared rules of src/domain/admin/catalogue-input.ts, the ones the mocks' handlers call.
 */

export const tagEntity = entity({
  table: tags,
  id: tags.tag_id,
  idKey: 'tag_id',
  listKey: 'tags',
  notFound: 'Etiqueta no encontrada.',
  deleted: 'Tag deleted.',
  decide: (input, fresh) => decideTagInput(input as S['TagInput'], fresh),
});

export const locationEntity = entity({
  table: locations,
  id: locations.location_id,
  idKey: 'location_id',
  listKey: 'locations',
  notFound: 'Ubicación no encontrada.',
  deleted: 'Location deleted.',
  decide: (input, fresh) => decideLocationInput(input as S['LocationInput'], fresh),
});

export const classTypeEntity = entity({
  table: classTypes,
  id: classTypes.class_type_id,
  idKey: 'class_type_id',
  listKey: 'class_types',
  notFound: 'Tipo de clase no encontrado.',
  deleted: 'Class type deleted.',
  decide: (input, fresh) => decideClassTypeInput(input as S['ClassTypeInput'], fresh),
});

export const classCategoryEntity = entity({
  table: classCategories,
  id: classCategories.class_category_id,
  idKey: 'class_category_id',
  listKey: 'class_categories',
  notFound: 'Categoría no encontrada.',
  deleted: 'Class category deleted.',
  decide: (input, fresh) => decideClassCategoryInput(input as S['ClassCategoryInput'], fresh),
});

export const instructorEntity = entity<typeof instructors.$inferSelect>({
  table: instructors,
  id: instructors.instructor_id,
  idKey: 'instructor_id',
  listKey: 'instructors',
  notFound: 'Coach no encontrado.',
  deleted: 'Instructor deleted.',
  view: async (row, db) => (await instructorViews(db, [row]))[0],
  // The coach form's rule, with the fact it needs: does the photo name an uploaded file.
  async decide(input, fresh, tx) {
    const { file_id } = input as S['InstructorInput'];
    const found =
      typeof file_id === 'number'
        ? await tx.select({ file_id: files.file_id }).from(files).where(eq(files.file_id, file_id))
        : [];
    return decideInstructorInput(input as S['InstructorInput'], fresh, { fileExists: found.length > 0 });
  },
});
