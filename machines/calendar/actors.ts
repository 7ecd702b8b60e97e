import type { ScheduleDay, StudioLocation } from '#src/api/entities';
import { fromPromise } from 'xstate';
import { api, unwrap } from '#src/api/client';
import { ApiFailure } from '#src/api/errors';
import { idle } from '#machines/shared/when-idle';
import { es } from '#src/i18n/es-calendar';
import { scheduleKey, type ScheduleQuery } from './machine';

/** A failed load rejects with the Spanish text the calendar shows beside its retry button. */
function toMessage(error: unknown): string {
  if (error instanceof ApiFailure && error.status === 0) {
    return es.calendar.offline;
  }
  return es.calendar.loadFailed;
}

/** `signal`: the week is no longer wanted (the calendar moved on); its request is abandoned. */
export async function fetchSchedule(query: ScheduleQuery, signal?: AbortSignal): Promise<ScheduleDay[]> {
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
        signal,
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

/**
 * The slices, by key, once the page is idle; one that fails is left out (it loads when shown).
 * Aborted by `signal` (the week shown changed first), it asks for nothing: a visitor stepping
 * through weeks faster than the page goes idle left one fetch ahead waiting per week passed,
 * and they all ran at once at the next idle moment (a burst of a dozen weeks' answers).
 */
export async function prefetchSchedules(
  queries: ScheduleQuery[],
  signal?: AbortSignal,
): Promise<Record<string, ScheduleDay[]>> {
  if (queries.length === 0) return {};
  await idle(signal);
  const answers = await Promise.allSettled(queries.map((query) => fetchSchedule(query, signal)));
  return Object.fromEntries(
    answers.flatMap((answer, index) =>
      answer.status === 'fulfilled' ? [[scheduleKey(queries[index]!), answer.value]] : [],
    ),
  );
}

export const calendarActors = {
  // xstate aborts `signal` when the actor stops: the calendar left the state that wanted it.
  loadSchedule: fromPromise<ScheduleDay[], ScheduleQuery>(({ input, signal }) =>
    fetchSchedule(input, signal),
  ),
  prefetchSchedules: fromPromise<Record<string, ScheduleDay[]>, ScheduleQuery[]>(({ input, signal }) =>
    prefetchSchedules(input, signal),
  ),
  loadLocations: fromPromise<StudioLocation[]>(() => fetchLocations()),
};
