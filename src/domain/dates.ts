import dayjs from 'dayjs';
import 'dayjs/locale/es';
import isoWeek from 'dayjs/plugin/isoWeek';
import updateLocale from 'dayjs/plugin/updateLocale';
import utc from 'dayjs/plugin/utc';

dayjs.extend(isoWeek);
dayjs.extend(utc);
dayjs.extend(updateLocale);
// Set explicitly: the studio week is ISO (Monday first) whatever the locale's default is
// (`es-mx` starts on Sunday).
dayjs.updateLocale('es', { weekStart: 1 });
dayjs.locale('es');

export const DATE_FORMAT = 'DD MMM YYYY';
export const TIME_FORMAT = 'HH:mm';

export { dayjs };

/**
 * A real instant (a purchase, a charge, an expiry, a penalty's end) on the studio's wall clock,
 * ready to format: what the customer reads never depends on the browser's time zone. The offset is
 * the studio's `timezone_offset` (hours behind UTC), so a studio outside UTC−6 reads its own clock.
 */
export function studioTime(instant: string | Date, offsetHours: number) {
  return dayjs.utc(instant).subtract(offsetHours, 'hour');
}
