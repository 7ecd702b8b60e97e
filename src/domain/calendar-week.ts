/*
 * The calendar's week arithmetic on plain 'YYYY-MM-DD' days (the studio's wall-clock dates, like
 * class dates: docs/decisions/004-class-dates.md), so no time zone can shift a day.
 *
 * Month and 'Semana n' follow the ISO convention: a Monday-to-Sunday week belongs to the month
 * that holds its Thursday, and it is week n of that month when its Thursday is the month's n-th
 * Thursday. So every week has exactly one month, the month header never disagrees with the week
 * shown, and "the first week of a month" is the week of its first Thursday.
 */

const DAY_MS = 86_400_000;

export interface CalendarWeek {
  /** Monday. */
  start: string;
  /** Sunday: start + 6 days (the request's end_date). */
  end: string;
  /** 'YYYY-MM' of the week's Thursday. */
  month: string;
  /** 'Semana n': 1 for the month's first week. */
  weekOfMonth: number;
}

function toTime(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`);
}

function toDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return toDay(toTime(day) + days * DAY_MS);
}

/** The studio's calendar day: the instant minus the studio's offset from UTC, in hours. */
export function studioDay(now: Date, offsetHours: number): string {
  return toDay(now.getTime() - offsetHours * 3_600_000);
}

/** Monday of the ISO week holding `day`. */
export function mondayOf(day: string): string {
  const isoWeekday = (new Date(toTime(day)).getUTCDay() + 6) % 7;
  return addDays(day, -isoWeekday);
}

/** The week holding `day`, with its month and week-of-month. */
export function weekOf(day: string): CalendarWeek {
  const start = mondayOf(day);
  const thursday = addDays(start, 3);
  return {
    start,
    end: addDays(start, 6),
    month: thursday.slice(0, 7),
    weekOfMonth: Math.ceil(Number(thursday.slice(8, 10)) / 7),
  };
}

export function shiftWeek(week: CalendarWeek, weeks: number): CalendarWeek {
  return weekOf(addDays(week.start, weeks * 7));
}

/** 'YYYY-MM' some months away. */
export function shiftMonth(month: string, months: number): string {
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, monthNumber - 1 + months, 1));
  return date.toISOString().slice(0, 7);
}

/** The first week of a month: the one holding its first Thursday. */
export function firstWeekOfMonth(month: string): CalendarWeek {
  const first = `${month}-01`;
  const isoWeekday = (new Date(toTime(first)).getUTCDay() + 6) % 7;
  const firstThursday = addDays(first, (3 - isoWeekday + 7) % 7);
  return weekOf(firstThursday);
}

/** The seven days of the week, Monday first. */
export function daysOfWeek(week: CalendarWeek): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(week.start, index));
}
