import { test as base, expect, type Page } from '@playwright/test';
import { studioDay } from '#src/domain/calendar-week';
import { mintIdToken } from '#mocks/identity-token';
import { personas } from '#mocks/personas';
import { STUDIO_OFFSET_HOURS } from '#mocks/seed/time';
import { openAs } from './session';

/**
 * A Wednesday mid-morning in the studio (UTC−6): far from a week's, a month's and a day's edges,
 * so tests that are not about those edges never meet one. `E2E_NOW` runs the whole suite at
 * another moment, e.g. E2E_NOW=2026-11-29T23:30:00-06:00 (a Sunday night in the studio).
 */
export const DEFAULT_NOW = '2026-11-18T10:00:00-06:00';

export interface TimeFixtures {
  /**
   * The moment the test starts at. The browser's clock is installed there before the first
   * navigation (then it runs on in real time, so debounces, token refresh and animations work),
   * and the mock backend runs in the page, so its clock, and the seed built around its today,
   * follow. Override with `test.use({ now: '2026-01-31T23:30:00-06:00' })`.
   */
  now: string;
  /** The studio's calendar day of `now`, 'YYYY-MM-DD': what the seed calls today. */
  today: string;
  /**
   * A persona (`ana`, `sincreditos`… or an email) signed in before the test through QA's
   * `qa-persona` parameter, not the form; the page starts on /mystudio. Only the tests about
   * logging in type into the form.
   */
  as: string | undefined;
  /** An identity token of the seed's administrator, issued at `now`, for admin API calls. */
  adminToken: string;
}

/**
 * Installs Playwright's clock at `now`; it then runs on in real time. Animation frames stay the
 * browser's own: with the clock's, a menu's closing animation could end before the frame that
 * listens for its end (Chakra's presence), so the closed menu stayed mounted over the page.
 */
async function installClock(page: Page, now: string): Promise<void> {
  const context = page.context();
  await context.addInitScript(() => {
    const own = window as unknown as Record<string, unknown>;
    own.__e2eFrames = [window.requestAnimationFrame, window.cancelAnimationFrame];
  });
  await page.clock.install({ time: new Date(now) });
  await context.addInitScript(() => {
    const frames = (window as unknown as Record<string, unknown>).__e2eFrames as [
      typeof window.requestAnimationFrame,
      typeof window.cancelAnimationFrame,
    ];
    [window.requestAnimationFrame, window.cancelAnimationFrame] = frames;
  });
}

export const test = base.extend<TimeFixtures>({
  now: [process.env.E2E_NOW ?? DEFAULT_NOW, { option: true }],
  as: [undefined, { option: true }],
  today: async ({ now }, provide) => {
    await provide(studioDay(new Date(now), STUDIO_OFFSET_HOURS));
  },
  adminToken: async ({ now }, provide) => {
    await provide(mintIdToken({ uid: personas.admin.uid, email: personas.admin.email, now: new Date(now) }));
  },
  page: async ({ page, now, as }, provide) => {
    await installClock(page, now);
    if (as) await openAs(page, as);
    await provide(page);
  },
});

export { expect };
