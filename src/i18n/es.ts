import { accountStrings } from './es/account';
import { adminStrings } from './es/admin';
import { adminResourceStrings } from './es/admin-resources';
import { authStrings } from './es/auth';
import { calendarStrings } from './es/calendar';
import { checkoutStrings } from './es/checkout';
import { commonStrings } from './es/common';
import { qaStrings } from './es/qa';
import { reservationsStrings } from './es/reservations';
import { reserveStrings } from './es/reserve';
import { waitlistsStrings } from './es/waitlists';

/**
 * Every user-visible string. The specs' Spanish texts are copied word for word; each area keeps
 * its own file under es/, grouped by the screen or flow that shows them, and meets here in one
 * object so every caller reads `es.<group>.<text>`.
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
  ...adminStrings,
  ...adminResourceStrings,
} as const;
