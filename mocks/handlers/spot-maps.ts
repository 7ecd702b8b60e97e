import type { components } from '#src/api/schema.gen';
import { db } from '#mocks/db';
import { apiError } from '#mocks/http-errors';
import { spotMapAppliesTo } from '#src/domain/spot-map';
import { crudHandlers } from './crud';

type Input = components['schemas']['CustomSpotMapInput'];

function isCell(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const cell = value as { label?: unknown; selectable?: unknown };
  return typeof cell.label === 'string' && typeof cell.selectable === 'boolean';
}

/** The map as saved; 400 unless spots is JSON text of {key: {label, selectable}} and the grid is sized. */
function validMap(input: Input) {
  if (
    !Number.isInteger(input.rows) ||
    input.rows < 1 ||
    !Number.isInteger(input.columns) ||
    input.columns < 1
  ) {
    throw apiError(400, 'Las filas y columnas deben ser números enteros positivos.');
  }
  let spots: unknown;
  try {
    spots = JSON.parse(input.spots);
  } catch {
    spots = undefined;
  }
  if (!spots || typeof spots !== 'object' || Array.isArray(spots) || !Object.values(spots).every(isCell)) {
    throw apiError(400, 'El mapa de lugares no es válido: cada lugar necesita label y selectable.');
  }
  return {
    rows: input.rows,
    columns: input.columns,
    spots: input.spots,
    class_type_id: input.class_type_id ?? null,
    class_types: input.class_types ?? null,
  };
}

/** Maps of one class type: its own map or one it lists among `class_types` ("1,3"). */
function mapsFor(query: URLSearchParams) {
  const classTypeId = query.get('class_type_id');
  const maps = db.customSpotMaps.findMany(undefined, { orderBy: { CustomSpotMap_id: 'asc' } });
  return classTypeId ? maps.filter((map) => spotMapAppliesTo(map, Number(classTypeId))) : maps;
}

export const spotMapHandlers = crudHandlers({
  collection: db.customSpotMaps,
  idKey: 'CustomSpotMap_id',
  listKey: 'custom_spot_maps',
  recordKey: 'custom_spot_map',
  paths: {
    list: '/custom_spot_maps',
    one: '/custom_spot_maps/{id}',
    save: '/custom_spot_maps',
    remove: '/custom_spot_maps/{id}',
  },
  access: { read: 'user' },
  notFound: 'Mapa de lugares no encontrado.',
  deleted: 'custom_spot_map deleted.',
  list: mapsFor,
  create: validMap,
  update: validMap,
});
