import type { FastifyRequest } from 'fastify';
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { scheduleCatalogue, singleClasses, singleClassInstructors } from '#server/db/schema';
import { apiError, orNotFound } from '#server/http/api-error';
import { partsOf, type ServiceFactory } from './context';
import { scheduleCache } from './schedule-cache';
import { classViewsWithOwners, singleClassViews } from './single-class-views';

const DAY_MS = 86_400_000;
// A calendar asks for a week; anything longer than a few months is a client bug.
const MAX_DAYS = 93;

function parseDay(value: string | undefined, field: string): number {
  const time = value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00.000Z`) : NaN;
  if (Number.isNaN(time)) throw apiError(400, `La fecha ${field} no es válida.`);
  return time;
}

function optionalInteger(value: string | undefined, field: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number)) throw apiError(400, `El filtro ${field} no es válido.`);
  return number;
}

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

const acceptsGzip = (request: FastifyRequest) =>
  /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

/** The schedule and one class (mocks/handlers/schedule.ts): public reads. */
export const scheduleService: ServiceFactory = ({ db }) => {
  const cache = scheduleCache();
  return {
    async getSchedule(request, reply) {
      const { query } = partsOf(request);
      const start = parseDay(query.start_date, 'start_date');
      const end = parseDay(query.end_date, 'end_date');
      if (end < start || (end - start) / DAY_MS >= MAX_DAYS)
        throw apiError(400, 'El rango de fechas no es válido.');
      const instructorId = optionalInteger(query.instructor_id, 'instructor_id');
      const locationId = optionalInteger(query.location_id, 'location_id');
      // Class dates are the studio's wall clock written as UTC: their date part is the class's day.
      const conditions = [
        isNull(singleClasses.cancelled_at),
        gte(singleClasses.class_date, dayOf(start)),
        lt(singleClasses.class_date, dayOf(end + DAY_MS)),
      ];
      if (locationId !== undefined) conditions.push(eq(singleClasses.location_id, locationId));
      if (instructorId !== undefined) {
        const taught = db
          .select({ id: singleClassInstructors.single_class_id })
          .from(singleClassInstructors)
          .where(eq(singleClassInstructors.instructor_id, instructorId));
        conditions.push(inArray(singleClasses.single_class_id, taught));
      }
      // The revisions first, then (when they changed) the data they stand for: see schedule-cache.ts.
      const week = db
        .select()
        .from(singleClasses)
        .where(and(...conditions))
        .orderBy(asc(singleClasses.class_date), asc(singleClasses.single_class_id));
      // One row whatever the week's size: the database lists the revisions and hashes them.
      const [stamp] = await db
        .select({
          fingerprint: sql<string>`(select ${scheduleCatalogue.revision} from ${scheduleCatalogue}) || '|' ||
            md5(coalesce(string_agg(${singleClasses.single_class_id} || ':' || ${singleClasses.revision}, ','
              order by ${singleClasses.single_class_id}), ''))`,
        })
        .from(singleClasses)
        .where(and(...conditions));
      const fingerprint = stamp?.fingerprint ?? '';
      const { days, gzipped } = await cache.days(
        [query.start_date, query.end_date, instructorId, locationId].join('|'),
        fingerprint,
        async () => classViewsWithOwners(db, await week),
        (views) => {
          const grouped = [];
          for (let time = start; time <= end; time += DAY_MS) {
            const date = dayOf(time);
            grouped.push({
              date,
              single_classes: views.filter((view) => view.class_date.slice(0, 10) === date),
            });
          }
          return grouped;
        },
        request.caller?.customer?.customer_id ?? null,
      );
      // Visitors' reads are the same bytes until something changes: compressed once, sent as is.
      reply.header('vary', 'Accept-Encoding, Authorization');
      if (gzipped && acceptsGzip(request)) {
        return reply
          .header('content-encoding', 'gzip')
          .type('application/json; charset=utf-8')
          .send(gzipped());
      }
      return { days };
    },

    async getSingleClass(request) {
      const id = Number(partsOf(request).params.id);
      const [row] = await db
        .select()
        .from(singleClasses)
        .where(and(eq(singleClasses.single_class_id, id), isNull(singleClasses.cancelled_at)));
      const [view] = await singleClassViews(
        db,
        [orNotFound(row, 'Clase no encontrada.')],
        request.caller?.customer?.customer_id ?? null,
      );
      return { single_class: view };
    },
  };
};
