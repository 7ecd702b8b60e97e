import { calendarStrings } from './es/calendar';
import { reserveStrings } from './es/reserve';
import { waitlistsStrings } from './es/waitlists';
import { es as siteStrings } from './es-site';

/**
 * The strings of the week calendar and the flows its cards start (reserve, waitlists): the first
 * screen of /calendario, after the site's (es-site.ts). The same objects as `es`, so the calendar's
 * chunk leaves the account's, checkout's and videos' strings to their screens (issue 16). Only the
 * calendar's modules import it; every other uses `es`.
 */
export const es = {
  ...siteStrings,
  ...calendarStrings,
  ...reserveStrings,
  ...waitlistsStrings,
} as const;
