import type { ScheduleDay, StudioLocation } from '#src/api/entities';
import { fromPromise } from 'xstate';
import { api, unwrap } from '#src/api/client';
import { ApiFailure } from '#src/api/errors';
import { whenIdle } from '#machines/shared/when-idle';
import { es } from '#src/i18n/es-calendar';
import { scheduleKey, type ScheduleQuery } from './machine';

/** A failed load rejects with the Spanish text the calendar shows beside its retry button. */
function toMessage(error: unknown): string {
  if (error instanceof ApiFailure && error.status === 0) {
    return es.calendar.offline;
  }
  return es.calendar.loadFailed;
}

export async function fetchSchedule(query: ScheduleQuery): Promise<ScheduleDay[]> {
  try {
    const { days } = await unwrap(
      api.GET('/single_class', {
        params: {
          query: {
            start_date: query.start,
            end_date: query.end,
            ...(query.locationId === null ? {} : { location_id: query.locationId }),
            ...(query.instructorId === null ? {} : { instructor_id: query.instructorId }),
          },
        },
      }),
    );
    return days;
  } catch (error) {
    throw toMessage(error);
  }
}

export async function fetchLocations(): Promise<StudioLocation[]> {
  const { locations } = await unwrap(api.GET('/locations'));
  return locations;
}

/** The slices, by key, once the page is idle; one that fails is left out (it loads when shown). */
export async function prefetchSchedules(queries: ScheduleQuery[]): Promise<Record<string, ScheduleDay[]>> {
  if (queries.length === 0) return {};
  await new Promise<void>((resolve) => whenIdle(resolve));
  const answers = await Promise.allSettled(queries.map(fetchSchedule));
  return Object.fromEntries(
    answers.flatMap((answer, index) =>
      answer.status === 'fulfilled' ? [[scheduleKey(queries[index]!), answer.value]] : [],
    ),
  );
}

export const calendarActors = {
  loadSchedule: fromPromise<ScheduleDay[], ScheduleQuery>(({ input }) => fetchSchedule(input)),
  prefetchSchedules: fromPromise<Record<string, ScheduleDay[]>, ScheduleQuery[]>(({ input }) =>
    prefetchSchedules(input),
  ),
  loadLocations: fromPromise<StudioLocation[]>(() => fetchLocations()),
};
