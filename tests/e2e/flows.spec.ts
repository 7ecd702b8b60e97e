import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { reserveNextWednesdayYoga } from './support/calendar';
import { openAs } from './support/session';

// A cold start of the mock build (boot, then the lazy page with ELK, a large script) and its
// first layout can take a while on a busy machine.
const LAYOUT_WAIT = 20_000;

const diagram = (page: Page, id: string) => page.getByRole('img', { name: `Diagrama de la máquina ${id}` });
const state = (page: Page, key: string) => diagram(page, 'reserve').locator(`[data-state-key="${key}"]`);
const logTypes = (page: Page) => page.getByTestId('flow-event-log').locator('tbody tr td:nth-child(2)');

test.describe('the flow visualiser', () => {
  test('lists the machines and draws the reserve machine from its definition', async ({ page }) => {
    await page.goto('/__flows');
    await expect(page.getByRole('heading', { level: 1, name: 'Visualizador de flujos' })).toBeVisible({
      timeout: LAYOUT_WAIT,
    });
    await expect(page.getByRole('link', { name: 'Sesión (identidad y cliente)' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Reservar una clase' }).click();
    await expect(page).toHaveURL(/\/__flows\/reserve$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reservar una clase' })).toBeVisible();
    await expect(diagram(page, 'reserve')).toBeVisible({ timeout: LAYOUT_WAIT });
    for (const key of ['idle', 'login', 'checking', 'form', 'saving'])
      await expect(state(page, key)).toHaveCount(1);
    await expect(diagram(page, 'reserve').getByText('reserve.start [isVisitor]')).toBeVisible();
    await expect(diagram(page, 'reserve').getByText('after resumeAfterLogin 1000ms')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('follows a reservation in another tab: state highlight and event log', async ({
    page,
    context,
    today,
  }) => {
    await openAs(page, 'ana');
    const flows = await context.newPage();
    await flows.goto('/__flows/reserve');
    await expect(diagram(flows, 'reserve')).toBeVisible({ timeout: LAYOUT_WAIT });
    // The calendar's reserve actor started before this tab: it is replayed on arrival.
    await expect(flows.getByTestId('flow-current-state')).toHaveText('idle');
    await expect(state(flows, 'idle')).toHaveAttribute('data-active', 'true');

    await reserveNextWednesdayYoga(page, today);
    await expect(page.getByRole('dialog', { name: /Reservar Clase/ })).toBeVisible();
    await expect(flows.getByTestId('flow-current-state')).toHaveText('form');
    await expect(state(flows, 'form')).toHaveAttribute('data-active', 'true');
    await expect(state(flows, 'idle')).not.toHaveAttribute('data-active');
    await expect(logTypes(flows)).toContainText([
      'xstate.done.actor.loadSpotMap',
      'xstate.done.actor.loadChecks',
      'reserve.start',
    ]);
    await expect(flows.getByTestId('flow-event-log')).toContainText('"single_class_id"');
    await expect(flows.getByTestId('flow-context')).toContainText('"singleClass"');
    await expectNoAxeViolations(flows);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: /Reservar Clase/ })).toBeHidden();
    await expect(flows.getByTestId('flow-current-state')).toHaveText('idle');
    await expect(logTypes(flows).first()).toHaveText('reserve.close');
  });

  test('fits a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/__flows/reserve');
    await expect(diagram(page, 'reserve')).toBeVisible({ timeout: LAYOUT_WAIT });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
});
