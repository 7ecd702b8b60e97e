import { accountStrings } from './es/account';
import { authStrings } from './es/auth';
import { calendarStrings } from './es/calendar';
import { checkoutStrings } from './es/checkout';
import { commonStrings } from './es/common';
import { hardeningStrings } from './es/hardening';
import { publicSiteStrings } from './es/public-site';
import { pwaStrings } from './es/pwa';
import { qaStrings } from './es/qa';
import { reservationsStrings } from './es/reservations';
import { reserveStrings } from './es/reserve';
import { videosStrings } from './es/videos';
import { waitlistsStrings } from './es/waitlists';

/**
 * Every user-visible string. The specs' Spanish texts are copied word for word; each area keeps
 * its own file under es/, grouped by the screen or flow that shows them, and meets here in one
 * object so every caller reads `es.<group>.<text>`. The back-office's strings are in es-admin.ts,
 * so they travel with its lazy bundle rather than with every customer's first load.
 */
export const es = {
  ...commonStrings,
  ...authStrings,
  ...accountStrings,
  ...waitlistsStrings,
  ...calendarStrings,
  ...reserveStrings,
  ...reservationsStrings,
  ...qaStrings,
  ...checkoutStrings,
  ...publicSiteStrings,
  ...videosStrings,
  ...hardeningStrings,
  ...pwaStrings,
} as const;
