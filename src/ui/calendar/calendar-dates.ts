import { dayjs } from '#src/domain/dates';

/*
 * Spanish labels for the calendar's 'YYYY-MM-DD' days. They are read as UTC, like class dates, so
 * the browser's time zone can never move a day.
 */

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'Noviembre 2026'. */
export function monthLabel(month: string): string {
  return capitalize(dayjs.utc(`${month}-01`).format('MMMM YYYY'));
}

/** 'Lunes'. */
export function weekdayName(day: string): string {
  return capitalize(dayjs.utc(day).format('dddd'));
}

/** 'Lun'. */
export function weekdayShort(day: string): string {
  return capitalize(dayjs.utc(day).format('ddd').replace('.', ''));
}

/** '16'. */
export function dayNumber(day: string): string {
  return String(Number(day.slice(8, 10)));
}

/** The class's start as the studio's wall clock: 'HH:mm'. */
export function classTime(classDate: string): string {
  return dayjs.utc(classDate).format('HH:mm');
}
