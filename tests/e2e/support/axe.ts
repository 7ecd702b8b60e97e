import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type axe from 'axe-core';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import { createRequire } from 'node:module';

export interface AxeOptions {
  /**
   * Selectors left out of the check: only the hostile-content corpus uses it, for the studio's own
   * HTML it injects on purpose (images without alt, empty links); the screen around it is checked.
   */
  exclude?: string[];
}

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// The axe-core that AxeBuilder itself injects (its own dependency, 4.13 today), not the project's
// newer one: the same engine whichever way a page is checked. axe-core 4.14 reports more on the
// admin schedule (label-content-name-mismatch), a change of the checks of its own.
const requireFromHere = createRequire(import.meta.url);
const AXE_SOURCE = (createRequire(requireFromHere.resolve('@axe-core/playwright'))('axe-core') as typeof axe)
  .source;

/** Every screen an end-to-end test visits is checked for WCAG 2.1 A/AA violations. */
export function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  // A step of its own, so a report shows what the checks cost a test (issue 35).
  return test.step('axe: no WCAG 2.1 A/AA violations', () => check(page, options), { box: true });
}

async function check(page: Page, options: AxeOptions): Promise<void> {
  // A drawer or dialog still fading in is half transparent, which axe reads as low contrast:
  // check what the customer sees once it has settled. A transition starts at the style update
  // after its change (a button enabled once its data came fades in from half opacity), so each
  // round waits a frame first, and rounds go on until a frame starts no animation.
  await page.evaluate(async () => {
    for (let round = 0; round < 10; round += 1) {
      await new Promise((frame) => requestAnimationFrame(frame));
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  const violations =
    page.frames().length > 1
      ? await violationsAcrossFrames(page, options)
      : await violationsInPage(page, options);
  const summary = violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')}${n.any[0] ? `: ${n.any[0].message}` : ''}`).join(', ')})`,
  );
  expect(summary, 'accessibility violations').toEqual([]);
}

/**
 * The studio's screens have no frames: axe-core runs in the page itself, injected once per
 * document. AxeBuilder's default run injects it twice per check and finishes in a new blank page
 * of the context, which cost about 2 s a check against 0.3–0.6 s here (issue 35, decision 058);
 * the rules, the tags and so the violations are the same.
 */
async function violationsInPage(page: Page, options: AxeOptions): Promise<Result[]> {
  const injected = await page.evaluate(() => typeof (window as { axe?: typeof axe }).axe?.run === 'function');
  if (!injected) await page.evaluate(AXE_SOURCE);
  const runOptions: RunOptions = {
    runOnly: { type: 'tag', values: TAGS },
    // Only violations fail the check: axe then builds no selectors for the passing nodes.
    resultTypes: ['violations'],
  };
  const results = await page.evaluate(
    ({ exclude, runOptions }) => {
      const inPage = (window as unknown as { axe: typeof axe }).axe;
      // As AxeBuilder's `exclude`: the whole document but those selectors.
      return inPage.run(exclude.length > 0 ? { exclude } : document, runOptions);
    },
    { exclude: options.exclude ?? [], runOptions },
  );
  return (results as AxeResults).violations;
}

/** A page with frames (none of the studio's today): AxeBuilder checks each of them. */
async function violationsAcrossFrames(page: Page, options: AxeOptions): Promise<Result[]> {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  return (await builder.analyze()).violations;
}
