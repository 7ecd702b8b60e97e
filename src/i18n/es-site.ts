import { authStrings } from './es/auth';
import { commonStrings } from './es/common';
import { hardeningStrings } from './es/hardening';
import { publicSiteStrings } from './es/public-site';
import { pwaStrings } from './es/pwa';

/**
 * The strings of what a visitor's first screen runs: the site's header and footer, start-up and
 * error screens, the landing. The same objects as `es` (es.ts), fewer areas, so the first load
 * leaves the account's, checkout's and calendar's strings to the screens that show them (issue
 * 16; the live-bundle smoke checks it). Only those modules import it; every other uses `es`.
 */
export const es = {
  ...commonStrings,
  ...authStrings,
  ...publicSiteStrings,
  ...pwaStrings,
  ...hardeningStrings,
} as const;
