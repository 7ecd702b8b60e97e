import { requireAdmin, requireUser } from '#mocks/auth';
import { db, nextId } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError, orNotFound, requireId } from '#mocks/http-errors';
import type { components } from '#src/api/schema.gen';

type Input = components['schemas']['CustomSpotMapInput'];
const NOT_FOUND = 'Mapa de lugares no encontrado.';

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

export const spotMapHandlers = [
  http.get('/custom_spot_maps', ({ request, query, response }) => {
    requireUser(request);
    const classTypeId = query.get('class_type_id');
    const wanted = classTypeId ? Number(classTypeId) : undefined;
    const custom_spot_maps = db.customSpotMaps
      .findMany(undefined, { orderBy: { CustomSpotMap_id: 'asc' } })
      .filter(
        (map) =>
          wanted === undefined ||
          map.class_type_id === wanted ||
          (map.class_types ?? '').split(',').map(Number).includes(wanted),
      );
    return response(200).json({ custom_spot_maps });
  }),

  http.post('/custom_spot_maps', async ({ request, response }) => {
    requireAdmin(request);
    const map = validMap(await request.json());
    const custom_spot_map = await db.customSpotMaps.create({
      CustomSpotMap_id: nextId(db.customSpotMaps.all(), 'CustomSpotMap_id'),
      ...map,
    });
    return response(200).json({ custom_spot_map });
  }),

  http.put('/custom_spot_maps', async ({ request, response }) => {
    requireAdmin(request);
    const input = await request.json();
    const CustomSpotMap_id = requireId(input.CustomSpotMap_id, 'CustomSpotMap_id');
    const map = validMap(input);
    const custom_spot_map = orNotFound(
      await db.customSpotMaps.update((q) => q.where({ CustomSpotMap_id }), {
        data(record) {
          Object.assign(record, map);
        },
      }),
      NOT_FOUND,
    );
    return response(200).json({ custom_spot_map });
  }),

  http.get('/custom_spot_maps/{id}', ({ request, params, response }) => {
    requireUser(request);
    const custom_spot_map = orNotFound(
      db.customSpotMaps.findFirst((q) => q.where({ CustomSpotMap_id: Number(params.id) })),
      NOT_FOUND,
    );
    return response(200).json({ custom_spot_map });
  }),

  http.delete('/custom_spot_maps/{id}', ({ request, params, response }) => {
    requireAdmin(request);
    orNotFound(
      db.customSpotMaps.delete((q) => q.where({ CustomSpotMap_id: Number(params.id) })),
      NOT_FOUND,
    );
    return response(200).json({ message: 'custom_spot_map deleted.' });
  }),
];
