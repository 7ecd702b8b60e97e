import { Audit, Outcome } from '@siteimprove/alfa-act';
import { Playwright } from '@siteimprove/alfa-playwright';
import { Rules, type Flattened } from '@siteimprove/alfa-rules';
import { Criterion } from '@siteimprove/alfa-wcag';
import type { Page as AlfaPage } from '@siteimprove/alfa-web';
import { expect, type Page } from '@playwright/test';

/**
 * Siteimprove Alfa, the second checker beside axe (decision 034). Axe skips some things Alfa
 * checks, e.g. the contrast of symbol glyphs such as the rating stars (axe's color-contrast
 * ignores them). Only the rules that test a WCAG 2.2 level A or AA criterion run; AAA rules
 * (enhanced contrast…) and best-practice rules (landmarks…) are out of the target.
 */
export const ALFA_DISABLED: Readonly<Record<string, string>> = {
  // Text spacing: Alfa fails any `!important` line-height/letter-spacing in a style attribute;
  // Chakra's own components set none that users cannot override, and axe checks the same
  // criterion (1.4.12) with its avoid-inline-spacing rule.
};

type Requirement = { toJSON(): unknown };

function testsLevelAOrAA(requirements: readonly Requirement[]): boolean {
  return requirements.some(
    (requirement) =>
      Criterion.isCriterion(requirement) &&
      (requirement.level.toJSON() as Array<[string, string[]]>).some(
        ([level, versions]) => level !== 'AAA' && versions.includes('2.2'),
      ),
  );
}

const rules = [...Rules.values()].filter(
  (rule) => testsLevelAOrAA(rule.requirements) && !(rule.uri.replace(/^.*\//, '') in ALFA_DISABLED),
);

/** Alfa's failed outcomes on what the page shows now: `rule: target`. */
export async function alfaFailures(page: Page): Promise<string[]> {
  const document = await page.evaluateHandle(() => window.document);
  const alfaPage = await Playwright.toPage(document);
  await document.dispose();
  const outcomes = await Audit.of<AlfaPage, Flattened.Target, Flattened.Question, Flattened.Subject>(
    alfaPage,
    rules,
  ).evaluate();
  return [...outcomes].filter(Outcome.isFailed).map((outcome) => {
    const rule = outcome.rule.uri.replace(/^.*\//, '');
    return `${rule}: ${String(outcome.target).replace(/\s+/g, ' ').slice(0, 160)}`;
  });
}

export async function expectNoAlfaFailures(page: Page): Promise<void> {
  expect(await alfaFailures(page), 'Alfa (WCAG 2.2 A/AA) failures').toEqual([]);
}
