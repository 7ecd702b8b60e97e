import { db } from '#mocks/db';
import { apiError } from '#mocks/http-errors';
import { savedValues } from '#mocks/content/catalogue-input';
import { decideLocationInput } from '#src/domain/admin/catalogue-input';
import { crudHandlers } from './crud';

function optionalDay(value: string | null): string | undefined {
  if (!value) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw apiError(400, 'La fecha no es válida.');
  return value;
}

/** With a date range, only the locations that have classes in it (the calendar's studio filter). */
function locationsIn(query: URLSearchParams) {
  const start = optionalDay(query.get('start_date'));
  const end = optionalDay(query.get('end_date'));
  const locations = db.locations.findMany(undefined, { orderBy: { location_id: 'asc' } });
  if (!start || !end) return locations;
  const used = new Set(
    db.singleClasses
      .all()
      .filter((record) => {
        const day = record.class_date.slice(0, 10);
        return day >= start && day <= end;
      })
      .map((record) => record.location_id),
  );
  return locations.filter((location) => used.has(location.location_id));
}

export const locationHandlers = crudHandlers({
  collection: db.locations,
  idKey: 'location_id',
  listKey: 'locations',
  recordKey: 'location',
  paths: { list: '/locations', save: '/locations', remove: '/locations/{id}' },
  notFound: 'Ubicación no encontrada.',
  deleted: 'Location deleted.',
  list: locationsIn,
  create: (input) => savedValues(decideLocationInput(input, true)),
  update: (input) => savedValues(decideLocationInput(input, false)),
  // Its classes, past ones included, keep the studio's history: it stays while any exist.
  inUse: (location_id) => db.singleClasses.findFirst((q) => q.where({ location_id })) !== undefined,
});
