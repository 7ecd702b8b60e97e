/*
 * A weekly series: the same class on chosen weekdays at one time, from a start day to an end day.
 * The admin sees the list it will create before creating it; closed days and moments already past
 * are left out and listed as skipped, so nothing is created where the studio is shut.
 */
import { classDateOf, isPastClassDate, isValidDay, isValidTime } from './class-schedule';
import { addDays } from './calendar-week';

/** At most half a year of weeks: longer series are a typo more often than a plan. */
export const MAX_SERIES_DAYS = 183;

export interface SeriesDraft {
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  weekdays: number[];
  /** 'HH:mm'. */
  time: string;
  /** 'YYYY-MM-DD', first day considered (inclusive). */
  startDay: string;
  /** 'YYYY-MM-DD', last day considered (inclusive). */
  endDay: string;
}

export type SeriesRule = 'noDays' | 'required' | 'time' | 'day' | 'endBeforeStart' | 'tooLong';
export type SeriesErrors = Partial<Record<keyof SeriesDraft, SeriesRule>>;

export interface Closure {
  date: string;
  reason?: string | null;
}

export interface SkippedDay {
  day: string;
  why: 'closed' | 'past';
  /** The closure's reason, when it gave one. */
  reason: string | null;
}

export interface SeriesPreview {
  /** Class dates to create (studio wall clock as UTC), in order. */
  classDates: string[];
  skipped: SkippedDay[];
}

/** ISO weekday of a 'YYYY-MM-DD' day: 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: string): number {
  return ((new Date(`${day}T00:00:00.000Z`).getUTCDay() + 6) % 7) + 1;
}

export function validateSeries(draft: SeriesDraft): SeriesErrors {
  const errors: SeriesErrors = {};
  if (draft.weekdays.length === 0) errors.weekdays = 'noDays';
  if (!draft.time) errors.time = 'required';
  else if (!isValidTime(draft.time)) errors.time = 'time';
  if (!draft.startDay) errors.startDay = 'required';
  else if (!isValidDay(draft.startDay)) errors.startDay = 'day';
  if (!draft.endDay) errors.endDay = 'required';
  else if (!isValidDay(draft.endDay)) errors.endDay = 'day';
  if (!errors.startDay && !errors.endDay) {
    if (draft.endDay < draft.startDay) errors.endDay = 'endBeforeStart';
    else if (addDays(draft.startDay, MAX_SERIES_DAYS) < draft.endDay) errors.endDay = 'tooLong';
  }
  return errors;
}

/**
 * The classes a valid series creates: every chosen weekday between start and end, at the time,
 * except closed days and times already past on the studio's clock. Call with a draft that validates.
 */
export function previewSeries(
  draft: SeriesDraft,
  closures: readonly Closure[],
  now: Date,
  offsetHours: number,
): SeriesPreview {
  const closed = new Map(closures.map((closure) => [closure.date, closure.reason ?? null]));
  const classDates: string[] = [];
  const skipped: SkippedDay[] = [];
  for (let day = draft.startDay; day <= draft.endDay; day = addDays(day, 1)) {
    if (!draft.weekdays.includes(isoWeekday(day))) continue;
    const classDate = classDateOf(day, draft.time);
    if (closed.has(day)) skipped.push({ day, why: 'closed', reason: closed.get(day) ?? null });
    else if (isPastClassDate(classDate, now, offsetHours)) skipped.push({ day, why: 'past', reason: null });
    else classDates.push(classDate);
  }
  return { classDates, skipped };
}
