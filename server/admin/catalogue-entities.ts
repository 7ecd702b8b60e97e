import { eq } from 'drizzle-orm';
import type { components } from '#src/api/schema.gen';
import {
  decideClassCategoryInput,
  decideClassTypeInput,
  decideInstructorInput,
  decideLocationInput,
  decideProgramInput,
  decideTagInput,
} from '#src/domain/admin/catalogue-input';
import type { Database } from '#server/db/client';
import {
  classCategories,
  classTypes,
  files,
  instructors,
  locations,
  programs,
  tags,
} from '#server/db/schema';
import { instructorViews } from '#server/services/catalogue';
import { entity } from './crud';
import { deletionLinksOf } from './deletion-links';

type S = components['schemas'];

/*
 * The catalogue staff maintain, described for the CRUD shell. Checks and stored values are the
 * shared rules of src/domain/admin/catalogue-input.ts, the ones the mocks' handlers call.
 */

/** The fact a photo or cover needs: does the id name an uploaded file. */
async function fileExists(tx: Database, file_id: unknown): Promise<boolean> {
  if (typeof file_id !== 'number') return false;
  const found = await tx.select({ file_id: files.file_id }).from(files).where(eq(files.file_id, file_id));
  return found.length > 0;
}

export const tagEntity = entity({
  table: tags,
  id: tags.tag_id,
  idKey: 'tag_id',
  listKey: 'tags',
  notFound: 'Etiqueta no encontrada.',
  deleted: 'Tag deleted.',
  links: deletionLinksOf('tag'),
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
  links: deletionLinksOf('instructor'),
  view: async (row, db) => (await instructorViews(db, [row]))[0],
  async decide(input, fresh, tx) {
    const facts = { fileExists: await fileExists(tx, input.file_id) };
    return decideInstructorInput(input as S['InstructorInput'], fresh, facts);
  },
});

/** The catalogue the back-office only writes (their reads are server/services/catalogue.ts). */
export const CATALOGUE_ENTITIES = [
  tagEntity,
  locationEntity,
  classTypeEntity,
  classCategoryEntity,
  instructorEntity,
];

type ProgramRow = typeof programs.$inferSelect;

/** A program with its cover's record, as the mocks' programView shows it. */
async function programView(row: ProgramRow, db: Database): Promise<S['Program']> {
  const [file] =
    row.file_id === null ? [] : await db.select().from(files).where(eq(files.file_id, row.file_id));
  return { program_id: row.program_id, name: row.name, description: row.description, file: file ?? null };
}

export const programEntity = entity<ProgramRow>({
  table: programs,
  id: programs.program_id,
  idKey: 'program_id',
  listKey: 'programs',
  notFound: 'Programa no encontrado.',
  deleted: 'Program deleted.',
  view: programView,
  async decide(input, fresh, tx) {
    const facts = { fileExists: await fileExists(tx, input.file_id) };
    return decideProgramInput(input as S['ProgramInput'], fresh, facts);
  },
});
