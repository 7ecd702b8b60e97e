import type { components } from '#src/api/schema.gen';
import { type InstructorRecord } from '#mocks/db';
import { apiError } from '#mocks/http-errors';
import { checkFileId } from './catalogue-input';

type InstructorInput = components['schemas']['InstructorInput'];

const OPTIONAL_FIELDS = [
  'last_name',
  'nick_name',
  'quote',
  'short_bio',
  'instagram',
  'birthdate',
  'music_type',
] as const;

/** The fields an admin form sends, checked; `undefined` ones leave the stored value alone. */
export function instructorChanges(input: InstructorInput): Partial<InstructorRecord> & { name: string } {
  if (typeof input.name !== 'string' || !input.name.trim()) {
    throw apiError(400, 'El nombre del coach es obligatorio.');
  }
  if (input.birthdate && !/^\d{4}-\d{2}-\d{2}$/.test(input.birthdate)) {
    throw apiError(400, 'La fecha de nacimiento debe tener el formato AAAA-MM-DD.');
  }
  checkFileId(input.file_id);
  const changes: Partial<InstructorRecord> & { name: string } = { name: input.name.trim() };
  for (const field of OPTIONAL_FIELDS) {
    const value = input[field];
    if (value !== undefined) changes[field] = value === '' ? null : value;
  }
  if (input.file_id !== undefined) changes.file_id = input.file_id;
  return changes;
}
