/*
 * The back-office's checks of the catalogue (tags, locations, class types, categories, coaches)
 * before they are saved, and the values they store: the mocks and the server call the same
 * functions, so both refuse with the same words and store the same fields. `fresh` is a create:
 * the fields the form left out take their empty value; on an update an absent field keeps its
 * value and null clears it.
 */
import type { components } from '#src/api/schema.gen';
import { allow, refuse, type Decision } from '#src/domain/booking/refusal';
import { ADMIN_MESSAGES as MSG } from './messages';

type S = components['schemas'];
type Values = Record<string, unknown>;
type Saved = Decision<{ values: Values }>;

/** The optional fields that came along (all of them, null when left out, on a create). */
function optional<T extends object>(input: T, fields: readonly (keyof T & string)[], fresh: boolean): Values {
  const values: Values = {};
  for (const field of fields) {
    if (input[field] !== undefined) values[field] = input[field];
    else if (fresh) values[field] = null;
  }
  return values;
}

/** A name every catalogue entity needs; `what` completes "El nombre … es obligatorio." */
export function decideName(name: unknown, what: string): Decision<{ name: string }> {
  if (typeof name !== 'string' || !name.trim()) return refuse(400, MSG.nameRequired(what));
  return allow({ name: name.trim() });
}

/**
 * Row sizes of a class type's spot map ("4,5,5"), the contract's pattern. Spaces are forgiven
 * and an empty value means no spot map; a row of zero spots is no row at all.
 */
export function decideSpotMap(
  value: string | null | undefined,
): Decision<{ spot_map: string | null | undefined }> {
  if (value === undefined || value === null) return allow({ spot_map: value });
  const compact = value.replace(/\s+/g, '');
  if (compact === '') return allow({ spot_map: null });
  if (!/^\d+(,\d+)*$/.test(compact) || compact.split(',').some((row) => Number(row) < 1)) {
    return refuse(400, MSG.spotMapInvalid);
  }
  return allow({ spot_map: compact.split(',').map(Number).join(',') });
}

/** A URL-friendly handle from a name: "Fuerza y Tono" → "fuerza-y-tono". */
export function handleOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function decideTagInput(input: S['TagInput'], fresh: boolean): Saved {
  const named = decideName(input.name, 'de la etiqueta');
  if (!named.ok) return named;
  return allow({ values: { name: named.name, ...optional(input, ['color', 'type'], fresh) } });
}

export function decideLocationInput(input: S['LocationInput'], fresh: boolean): Saved {
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (!name) return refuse(400, MSG.locationNameRequired);
  return allow({ values: { name, ...optional(input, ['address'], fresh) } });
}

export function decideClassTypeInput(input: S['ClassTypeInput'], fresh: boolean): Saved {
  const named = decideName(input.name, 'del tipo de clase');
  if (!named.ok) return named;
  const map = decideSpotMap(input.spot_map);
  if (!map.ok) return map;
  const values: Values = { name: named.name, ...optional(input, ['description', 'icon', 'image'], fresh) };
  if (map.spot_map !== undefined) values.spot_map = map.spot_map;
  else if (fresh) values.spot_map = null;
  return allow({ values });
}

/** A new category starts available, as the admin form's default does; its handle comes from its name. */
export function decideClassCategoryInput(input: S['ClassCategoryInput'], fresh: boolean): Saved {
  const named = decideName(input.name, 'de la categoría');
  if (!named.ok) return named;
  const values: Values = { name: named.name, ...optional(input, ['description', 'available'], fresh) };
  if (fresh || input.handle !== undefined) values.handle = input.handle?.trim() || handleOf(named.name);
  if (fresh && input.available === undefined) values.available = true;
  return allow({ values });
}

const INSTRUCTOR_FIELDS = [
  'last_name',
  'nick_name',
  'quote',
  'short_bio',
  'instagram',
  'birthdate',
  'music_type',
] as const;

/** A coach's form: a name, a birthdate as AAAA-MM-DD, a photo that names an uploaded file. */
export function decideInstructorInput(
  input: S['InstructorInput'],
  fresh: boolean,
  facts: { fileExists: boolean },
): Saved {
  if (typeof input.name !== 'string' || !input.name.trim()) return refuse(400, MSG.instructorNameRequired);
  if (input.birthdate && !/^\d{4}-\d{2}-\d{2}$/.test(input.birthdate)) {
    return refuse(400, MSG.birthdateInvalid);
  }
  const decided = decideFileId(input.file_id, facts.fileExists);
  if (!decided.ok) return decided;
  const values: Values = { name: input.name.trim() };
  for (const field of INSTRUCTOR_FIELDS) {
    const value = input[field];
    if (value !== undefined) values[field] = value === '' ? null : value;
    else if (fresh) values[field] = null;
  }
  if (input.file_id !== undefined) values.file_id = input.file_id;
  else if (fresh) values.file_id = null;
  return allow({ values });
}

/** A program (a series of videos): every field optional, a blank name kept as none, its cover an uploaded file. */
export function decideProgramInput(
  input: S['ProgramInput'],
  fresh: boolean,
  facts: { fileExists: boolean },
): Saved {
  const decided = decideFileId(input.file_id, facts.fileExists);
  if (!decided.ok) return decided;
  const values: Values = optional(input, ['description', 'file_id'], fresh);
  if (fresh || input.name !== undefined) values.name = input.name?.trim() || null;
  return allow({ values });
}

/** A file id must name an uploaded file (POST /files); null clears the photo. */
export function decideFileId(file_id: number | null | undefined, exists: boolean): Decision {
  if (file_id === null || file_id === undefined || exists) return allow({});
  return refuse(400, MSG.fileMissing);
}
