import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  classCategories,
  classTypes,
  customSpotMaps,
  files,
  instructors,
  locations,
  singleClasses,
  tags,
} from '#server/db/schema';
import { apiError, orNotFound } from '#server/http/api-error';
import { requireUser } from '#server/identity/caller';
import { spotMapAppliesTo } from '#src/domain/spot-map';
import { partsOf, type ServiceFactory } from './context';

type InstructorRow = typeof instructors.$inferSelect;
type FileRow = typeof files.$inferSelect;

/** One coach with its photo record (null when it has none or the file is gone). */
export const instructorView = (row: InstructorRow, photo: FileRow | null | undefined) => ({
  ...row,
  file: row.file_id === null ? null : (photo ?? null),
});

/** Coaches with their photo record, as the mocks' instructorView joins it. */
export async function instructorViews(db: Database, rows: InstructorRow[]) {
  const ids = [...new Set(rows.map((row) => row.file_id).filter((id): id is number => id !== null))];
  const photos = ids.length ? await db.select().from(files).where(inArray(files.file_id, ids)) : [];
  const byId = new Map(photos.map((file) => [file.file_id, file]));
  return rows.map((row) => instructorView(row, row.file_id === null ? null : byId.get(row.file_id)));
}

/** The coaches `where` picks, by id, each with its photo: one statement. */
export async function instructorViewsWhere(db: Database, where?: SQL) {
  const rows = await db
    .select({ coach: instructors, photo: files })
    .from(instructors)
    .leftJoin(files, eq(files.file_id, instructors.file_id))
    .where(where)
    .orderBy(asc(instructors.instructor_id));
  return rows.map(({ coach, photo }) => instructorView(coach, photo));
}

function optionalDay(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw apiError(400, 'La fecha no es válida.');
  return value;
}

/**
 * Reads of the catalogue: locations, coaches, class types, categories and tags (public), and the
 * custom spot maps the reserve dialog draws for a signed-in customer (mocks/handlers/*).
 */
export const catalogueService: ServiceFactory = ({ db }) => ({
  async listLocations(request) {
    const { query } = partsOf(request);
    const start = optionalDay(query.start_date);
    const end = optionalDay(query.end_date);
    const all = await db.select().from(locations).orderBy(asc(locations.location_id));
    if (!start || !end) return { locations: all };
    // With a date range, only the locations that have classes in it (the calendar's studio filter).
    const used = await db
      .selectDistinct({ location_id: singleClasses.location_id })
      .from(singleClasses)
      .where(and(gte(singleClasses.class_date, start), lte(singleClasses.class_date, `${end}T99`)));
    const ids = new Set(used.map((row) => row.location_id));
    return { locations: all.filter((location) => ids.has(location.location_id)) };
  },

  async listInstructors() {
    return { instructors: await instructorViewsWhere(db) };
  },

  // Every coach, those with a photo first: the landing page's cards look best led by faces.
  async listHomeInstructors() {
    const rows = await instructorViewsWhere(db);
    return { instructors: rows.sort((a, b) => (a.file ? 0 : 1) - (b.file ? 0 : 1)) };
  },

  async getInstructor(request) {
    const id = Number(partsOf(request).params.id);
    const [view] = await instructorViewsWhere(db, eq(instructors.instructor_id, id));
    return { instructor: orNotFound(view, 'Coach no encontrado.') };
  },

  async listClassTypes() {
    return { class_types: await db.select().from(classTypes).orderBy(asc(classTypes.class_type_id)) };
  },

  async listClassCategories() {
    return {
      class_categories: await db
        .select()
        .from(classCategories)
        .orderBy(asc(classCategories.class_category_id)),
    };
  },

  async listAvailableClassCategories() {
    const rows = await db
      .select()
      .from(classCategories)
      .where(eq(classCategories.available, true))
      .orderBy(asc(classCategories.class_category_id));
    return { class_categories: rows };
  },

  async getClassCategory(request) {
    const id = Number(partsOf(request).params.id);
    const [row] = await db.select().from(classCategories).where(eq(classCategories.class_category_id, id));
    return { class_category: orNotFound(row, 'Categoría no encontrada.') };
  },

  async listTags(request) {
    const type = partsOf(request).query.type;
    const rows = await db
      .select()
      .from(tags)
      .where(type ? eq(tags.type, type) : undefined)
      .orderBy(asc(tags.tag_id));
    return { tags: rows };
  },

  async getTag(request) {
    const id = Number(partsOf(request).params.id);
    const [row] = await db.select().from(tags).where(eq(tags.tag_id, id));
    return { tag: orNotFound(row, 'Etiqueta no encontrada.') };
  },

  // Signed in (as the mocks): the reserve dialog draws the class type's custom map, e.g. bikes A1…
  async listCustomSpotMaps(request) {
    requireUser(request);
    const classTypeId = partsOf(request).query.class_type_id;
    const maps = await db.select().from(customSpotMaps).orderBy(asc(customSpotMaps.CustomSpotMap_id));
    return {
      custom_spot_maps:
        classTypeId === undefined ? maps : maps.filter((map) => spotMapAppliesTo(map, Number(classTypeId))),
    };
  },
});
