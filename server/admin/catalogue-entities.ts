import { eq } from 'drizzle-orm';
import type { components } from '#src/api/schema.gen';
import {
  decideClassCategoryInput,
  decideClassTypeInput,
  decideInstructorInput,
  decideLocationInput,
  decideTagInput,
} from '#src/domain/admin/catalogue-input';
import type { Database } from '#server/db/client';
import { classCategories, classTypes, files, instructors, locations, tags } from '#server/db/schema';
import { instructorViews } from '#server/services/catalogue';
import type { Entity } from './crud';

type S = components['schemas'];

/*
 * The catalogue staff maintain, described for the CRUD shell. Checks and stored values are the
 * shared rules of src/domain/admin/catalogue-input.ts, the ones the mocks' handlers call.
 */

export const tagEntity: Entity<typeof tags.$inferSelect> = {
  table: tags,
  id: tags.tag_id,
  idKey: 'tag_id',
  objectType: 'tag',
  recordKey: 'tag',
  listKey: 'tags',
  notFound: 'Etiqueta no encontrada.',
  deleted: 'Tag deleted.',
  create: (input) => decideTagInput(input as S['TagInput'], true),
  update: (input) => decideTagInput(input as S['TagInput'], false),
};

export const locationEntity: Entity<typeof locations.$inferSelect> = {
  table: locations,
  id: locations.location_id,
  idKey: 'location_id',
  objectType: 'location',
  recordKey: 'location',
  listKey: 'locations',
  notFound: 'Ubicación no encontrada.',
  deleted: 'Location deleted.',
  create: (input) => decideLocationInput(input as S['LocationInput'], true),
  update: (input) => decideLocationInput(input as S['LocationInput'], false),
};

export const classTypeEntity: Entity<typeof classTypes.$inferSelect> = {
  table: classTypes,
  id: classTypes.class_type_id,
  idKey: 'class_type_id',
  objectType: 'class_type',
  recordKey: 'class_type',
  listKey: 'class_types',
  notFound: 'Tipo de clase no encontrado.',
  deleted: 'Class type deleted.',
  create: (input) => decideClassTypeInput(input as S['ClassTypeInput'], true),
  update: (input) => decideClassTypeInput(input as S['ClassTypeInput'], false),
};

export const classCategoryEntity: Entity<typeof classCategories.$inferSelect> = {
  table: classCategories,
  id: classCategories.class_category_id,
  idKey: 'class_category_id',
  objectType: 'class_category',
  recordKey: 'class_category',
  listKey: 'class_categories',
  notFound: 'Categoría no encontrada.',
  deleted: 'Class category deleted.',
  create: (input) => decideClassCategoryInput(input as S['ClassCategoryInput'], true),
  update: (input) => decideClassCategoryInput(input as S['ClassCategoryInput'], false),
};

type InstructorRow = typeof instructors.$inferSelect;

/** The coach form's rule, with the fact it needs: does the photo name an uploaded file. */
async function instructorValues(tx: Database, input: S['InstructorInput'], fresh: boolean) {
  const file_id = input.file_id;
  const found =
    typeof file_id === 'number'
      ? await tx.select({ file_id: files.file_id }).from(files).where(eq(files.file_id, file_id))
      : [];
  return decideInstructorInput(input, fresh, { fileExists: found.length > 0 });
}

export const instructorEntity: Entity<InstructorRow> = {
  table: instructors,
  id: instructors.instructor_id,
  idKey: 'instructor_id',
  objectType: 'instructor',
  recordKey: 'instructor',
  listKey: 'instructors',
  notFound: 'Coach no encontrado.',
  deleted: 'Instructor deleted.',
  view: async (row, db) => (await instructorViews(db, [row]))[0],
  create: (input, tx) => instructorValues(tx, input as S['InstructorInput'], true),
  update: (input, _current, tx) => instructorValues(tx, input as S['InstructorInput'], false),
};
