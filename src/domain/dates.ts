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
