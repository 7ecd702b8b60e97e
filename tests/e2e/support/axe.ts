import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

export interface AxeOptions {
  /**
   * Selectors left out of the check: only the hostile-content corpus uses it, for the studio's own
   * HTML it injects on purpose (images without alt, empty links); the screen around it is checked.
   */
  exclude?: string[];
}

/** Every screen an end-to-end test visits is checked for WCAG 2.1 A/AA violations. */
export function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  // A step of its own, so a report shows what the checks cost a test (issue 35).
  return test.step('axe: no WCAG 2.1 A/AA violations', () => check(page, options), { box: true });
}

async function check(page: Page, options: AxeOptions): Promise<void> {
  // A drawer or dialog still fading in is half transparent, which axe reads as low contrast:
  // check what the customer sees once it has settled.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')}${n.any[0] ? `: ${n.any[0].message}` : ''}`).join(', ')})`,
  );
  expect(summary, 'accessibility violations').toEqual([]);
}
