import { expect, type Page } from '@playwright/test';

export interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Collects the page's `securitypolicyviolation` events from the first script on, in every
 * document of the tab (it survives navigations): what the Content-Security-Policy blocked.
 */
export async function watchCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const own = window as unknown as { __cspViolations: unknown[] };
    own.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      own.__cspViolations.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
}

export function cspViolations(page: Page): Promise<Violation[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);
}

/** The app itself (its code, Firebase, the providers it loads) breaks no rule of the policy. */
export async function expectNoCspViolations(page: Page): Promise<void> {
  expect(await cspViolations(page), 'CSP violations').toEqual([]);
}
