import { requireAdmin } from '#mocks/auth';
import { db, nextId } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError, orNotFound, requireId } from '#mocks/http-errors';

const NOT_FOUND = 'Ubicación no encontrada.';

function validName(name: unknown): string {
  const text = typeof name === 'string' ? name.trim() : '';
  if (!text) throw apiError(400, 'Debes ingresar el nombre de la ubicación.');
  return text;
}

function optionalDay(value: string | null): string | undefined {
  if (!value) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw apiError(400, 'La fecha no es válida.');
  return value;
}

export const locationHandlers = [
  // With a date range, only the locations that have classes in it (the calendar's studio filter).
  http.get('/locations', ({ query, response }) => {
    const start = optionalDay(query.get('start_date'));
    const end = optionalDay(query.get('end_date'));
    let locations = db.locations.findMany(undefined, { orderBy: { location_id: 'asc' } });
    if (start && end) {
      const used = new Set(
        db.singleClasses
          .all()
          .filter((record) => {
            const day = record.class_date.slice(0, 10);
            return day >= start && day <= end;
          })
          .map((record) => record.location_id),
      );
      locations = locations.filter((location) => used.has(location.location_id));
    }
    return response(200).json({ locations });
  }),

  http.post('/locations', async ({ request, response }) => {
    requireAdmin(request);
    const input = await request.json();
    const location = await db.locations.create({
      location_id: nextId(db.locations.all(), 'location_id'),
      name: validName(input.name),
      address: input.address ?? null,
    });
    return response(200).json({ location });
  }),

  http.put('/locations', async ({ request, response }) => {
    requireAdmin(request);
    const input = await request.json();
    const location_id = requireId(input.location_id, 'location_id');
    const name = validName(input.name);
    const location = orNotFound(
      await db.locations.update((q) => q.where({ location_id }), {
        data(record) {
          record.name = name;
          if (input.address !== undefined) record.address = input.address;
        },
      }),
      NOT_FOUND,
    );
    return response(200).json({ location });
  }),

  // The contract declares no conflict here: a location with classes can be deleted, and its
  // classes are then shown without one.
  http.delete('/locations/{id}', ({ request, params, response }) => {
    requireAdmin(request);
    orNotFound(
      db.locations.delete((q) => q.where({ location_id: Number(params.id) })),
      NOT_FOUND,
    );
    return response(200).json({ message: 'Location deleted.' });
  }),
];
