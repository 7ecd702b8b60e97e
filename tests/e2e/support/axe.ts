import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The axe-core AxeBuilder bundles (decision 058: the engine stays its own, 4.13), minified: the
// page evaluates it in 0.19 s instead of 0.30 s, once a page load.
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeOptions {
  /**
   * Selectors left out of the check: only the hostile-content corpus uses it, for the studio's own
   * HTML it injects on purpose (images without alt, empty links); the screen around it is checked.
   */
  exclude?: string[];
}

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Every screen an end-to-end test visits is checked for WCAG 2.1 A/AA violations. */
export function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  // A step of its own, so a report shows what the checks cost a test (issue 35).
  return test.step('axe: no WCAG 2.1 A/AA violations', () => check(page, options), { box: true });
}

async function check(page: Page, options: AxeOptions): Promise<void> {
  await settle(page);
  let violations = await analyze(page, options);
  // A change that starts while axe runs (a week's answer arriving after a sign-in fades its
  // buttons in) is read half-way: a contrast of 4.48 for a colour that ends at 4.6. What the
  // customer sees is the settled screen, so a violation counts when it is still there once the
  // screen has settled again; a real one always is.
  if (violations.length > 0) {
    await settle(page);
    violations = await analyze(page, options);
  }
  const summary = violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')}${n.any[0] ? `: ${n.any[0].message}` : ''}`).join(', ')})`,
  );
  expect(summary, 'accessibility violations').toEqual([]);
}

/**
 * A drawer or dialog still fading in is half transparent, which axe reads as low contrast: check
 * what the customer sees once it has settled. A transition starts at the style update after its
 * change (a button enabled once its data came fades in from half opacity), so each round waits a
 * frame first, and rounds go on until a frame starts no animation.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 10; round += 1) {
      await new Promise((frame) => requestAnimationFrame(frame));
      // A spinner never settles: it loops, or turns a thousand times in one iteration (no event a
      // turn, src/app/boot-loading.css). Nothing that fades in takes a minute.
      const running = document.getAnimations().filter((animation) => {
        const end = animation.effect?.getComputedTiming().endTime;
        return typeof end === 'number' && end < 60_000;
      });
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

async function analyze(page: Page, options: AxeOptions) {
  // Legacy mode runs axe.run in the page and its same-origin frames instead of finishing the run
  // in a new blank page: about 1 s less a check (decision 058). Cross-origin frames (a provider's
  // embed) are left out; their content is not the studio's.
  // Only violations fail the check, so axe builds no selectors for the passing nodes.
  // (`options` replaces every option, so it comes before `withTags`.)
  await loadAxe(page);
  // Loaded above: AxeBuilder's own injection is given nothing to evaluate.
  let builder = new AxeBuilder({ page, axeSource: ';' })
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    .setLegacyMode();
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  return (await builder.analyze()).violations;
}

/**
 * Loads axe-core into each frame that lacks it. AxeBuilder itself evaluates the source (550 KB) in
 * every frame twice a check, even where it is loaded: about 0.4 s a check (decision 058, amended).
 * A frame that cannot take it (detached meanwhile) is left out, as AxeBuilder leaves it.
 */
async function loadAxe(page: Page): Promise<void> {
  await Promise.all(
    page.frames().map(async (frame) => {
      const loaded = await frame.evaluate("typeof window.axe === 'object'").catch(() => true);
      if (!loaded) await frame.evaluate(AXE_SOURCE).catch(() => undefined);
    }),
  );
}
