import type { LoaderFunctionArgs } from 'react-router-dom';
import { useLoaderData } from 'react-router-dom';
import { fetchLocations, fetchSchedule } from '#machines/calendar/actors';
import type { FirstWeek } from '#machines/calendar/machine';
import { appNow } from '#src/domain/app-clock';
import { studioDay, weekOf } from '#src/domain/calendar-week';
import { sharedClassFrom } from '#src/domain/shared-class';

/**
 * How long the first screen waits for the week: past it the calendar shows with its loading line
 * and asks again, so a hung request cannot keep the app from starting.
 */
export const FIRST_WEEK_WAIT_MS = 3000;

/**
 * /calendario's route loader on the page a visitor arrives on (decision 103): today's week and
 * the studios, read while the page's code starts, so the first screen is the week itself (one
 * render, one layout) instead of the calendar's frame and then its week. null when there is
 * nothing to read ahead (a shared class's link opens its own week), the read failed or took longer
 * than FIRST_WEEK_WAIT_MS: the calendar then loads as on any other visit, with its loading line,
 * error and retry.
 */
export async function readFirstWeek(
  { request }: LoaderFunctionArgs,
  timezoneOffset: number,
): Promise<FirstWeek | null> {
  if (sharedClassFrom(new URL(request.url).searchParams)) return null;
  const today = studioDay(appNow(), timezoneOffset);
  const week = weekOf(today);
  const read = Promise.all([
    fetchSchedule({ start: week.start, end: week.end, locationId: null, instructorId: null }),
    fetchLocations(),
  ]).then(
    ([days, locations]): FirstWeek => ({ today, days, locations }),
    () => null,
  );
  let stop = () => {};
  const late = new Promise<null>((given) => {
    const timer = setTimeout(() => given(null), FIRST_WEEK_WAIT_MS);
    stop = () => clearTimeout(timer);
  });
  return Promise.race([read, late]).finally(stop);
}

/** The first week the route's loader read, if it read one. */
export const useFirstWeek = (): FirstWeek | null => (useLoaderData() as FirstWeek | null | undefined) ?? null;
