import { expect, type Locator, type Page, type Request } from '@playwright/test';
import type { StudioMocks } from '#mocks/browser';

/** The requests a hold takes: any of `methods`, on exactly this pathname or one the pattern matches. */
export interface RequestMatch {
  methods: string[];
  path: string | RegExp;
}

/** A request the mock keeps waiting (mocks/holds.ts) until the test lets it go. */
export interface HeldRequest {
  /** Resolves once the first matching request has reached the mock and waits there. */
  arrived(): Promise<void>;
  /** Whether the held request is still waiting for its answer. */
  pending(): Promise<boolean>;
  /** How many matching requests reached the mock since the hold was set, the held one included. */
  count(): Promise<number>;
  /** Lets the held request go on to its handler. */
  release(): Promise<void>;
}

type MocksWindow = { __studioMocks: StudioMocks };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a request the page made is one `match` names (how the mock's hold matches it too). */
export function requestMatches(match: RequestMatch, request: Request): boolean {
  const pathname = new URL(request.url()).pathname;
  const { path } = match;
  return (
    match.methods.includes(request.method()) &&
    (typeof path === 'string' ? pathname === path : path.test(pathname))
  );
}

/**
 * Holds the page's next request that matches until `release()`. MSW answers `/api` inside the page
 * (through its service worker), so `page.route` never sees those requests: the hold is the mock's.
 * The app must have started its mocks (any screen of the mock build has).
 */
export async function holdNextRequest(page: Page, match: RequestMatch): Promise<HeldRequest> {
  const path = typeof match.path === 'string' ? `^${escapeRegExp(match.path)}$` : match.path.source;
  const id = await page.evaluate(
    (next) => (window as unknown as MocksWindow).__studioMocks.holds.next(next),
    { methods: match.methods, path },
  );
  return {
    arrived: () =>
      page.evaluate((hold) => (window as unknown as MocksWindow).__studioMocks.holds.arrived(hold), id),
    pending: () =>
      page.evaluate((hold) => (window as unknown as MocksWindow).__studioMocks.holds.pending(hold), id),
    count: () =>
      page.evaluate((hold) => (window as unknown as MocksWindow).__studioMocks.holds.count(hold), id),
    release: () =>
      page.evaluate((hold) => (window as unknown as MocksWindow).__studioMocks.holds.release(hold), id),
  };
}

/**
 * A double click that cannot race the machine's speed: the first press sends `write`, which the
 * mock holds open; the second press lands where the first did (on the busy button, or whatever
 * covers it now) while that write is still pending; then the write is let go. The test then
 * waits for the flow's success and checks `count()`: one write.
 */
export async function doubleClickDuringWrite(
  page: Page,
  button: Locator,
  write: RequestMatch,
): Promise<HeldRequest> {
  const held = await holdNextRequest(page, write);
  await button.click();
  await held.arrived();
  // Where the mouse still is: the second press of a double click.
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
  expect(await held.pending(), 'the second press landed while the first write was waiting').toBe(true);
  await held.release();
  return held;
}
