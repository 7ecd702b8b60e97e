import { db } from '#mocks/db';
import { apiError } from '#mocks/http-errors';

/** A name every catalogue entity needs; `what` completes "El nombre de … es obligatorio." */
export function requireName(name: unknown, what: string): string {
  if (typeof name !== 'string' || !name.trim()) throw apiError(400, `El nombre ${what} es obligatorio.`);
  return name.trim();
}

/**
 * Row sizes of a class type's spot map ("4,5,5"), the contract's pattern. Spaces are forgiven
 * and an empty value means no spot map; a row of zero spots is no row at all.
 */
export function readSpotMap(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  const compact = value.replace(/\s+/g, '');
  if (compact === '') return null;
  if (!/^\d+(,\d+)*$/.test(compact) || compact.split(',').some((row) => Number(row) < 1)) {
    throw apiError(
      400,
      'El mapa de lugares debe ser la cantidad de lugares de cada fila separada por comas, por ejemplo "4,5,5".',
    );
  }
  return compact.split(',').map(Number).join(',');
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

/** A file id must name an uploaded file (POST /files); null clears the photo. */
export function checkFileId(file_id: number | null | undefined): void {
  if (file_id === null || file_id === undefined) return;
  if (!db.files.findFirst((q) => q.where({ file_id }))) throw apiError(400, 'El archivo no existe.');
}
