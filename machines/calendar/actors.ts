import type { ScheduleDay, StudioLocation } from '#src/api/entities';
import { fromPromise } from 'xstate';
import { api, unwrap } from '#src/api/client';
import { ApiFailure } from '#src/api/errors';
import { es } from '#src/i18n/es-calendar';
import type { ScheduleQuery } from './machine';

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

export const calendarActors = {
  loadSchedule: fromPromise<ScheduleDay[], ScheduleQuery>(({ input }) => fetchSchedule(input)),
  loadLocations: fromPromise<StudioLocation[]>(() => fetchLocations()),
};
