import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures';
import { LISTED_PACKAGE_TITLES } from '#tests/support/seed-packages';
import { expectNoAxeViolations } from './support/axe';
import { openAs } from './support/session';

const trials = (page: Page) => page.getByRole('region', { name: '¿Es tu primera vez?' });
const regular = (page: Page) => page.getByRole('region', { name: 'Elige tu paquete' });

async function expectCatalogue(page: Page) {
  // The first screen after a load waits for the app to boot (mocks, configuration, session).
  await expect(page.getByRole('heading', { level: 1, name: 'Paquetes' })).toBeVisible({ timeout: 20_000 });
  await expect(trials(page).getByRole('heading', { level: 3 })).toHaveText([
    'Clase de prueba',
    'Clase de bienvenida',
  ]);
  await expect(regular(page).getByRole('heading', { level: 3 })).toHaveText(LISTED_PACKAGE_TITLES);
  await expect(page.getByRole('article', { name: 'Yoga al atardecer' })).toHaveCount(0);
}

test.describe('the packages page', () => {
  test.describe.configure({ timeout: 60_000 });
  test('a visitor sees the trials, then the list with offer prices, and buys one', async ({ page }) => {
    await page.goto('/paquetes');
    await expectCatalogue(page);
    const ten = page.getByRole('article', { name: '10 clases' });
    await expect(ten.getByTestId('package-price')).toContainText('$1,350.00');
    await expect(ten.getByTestId('package-regular-price')).toHaveText(/\$1,500\.00/);
    await expect(ten.getByText('Vigencia de 90 días')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('article', { name: '5 clases' }).getByRole('link', { name: 'Comprar' }).click();
    await expect(page).toHaveURL(/\/checkout\/3$/);
  });

  test('the navbar link leads there', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Paquetes', exact: true })
      .click();
    await expect(page).toHaveURL(/\/paquetes$/);
    await expectCatalogue(page);
  });

  test('in the account area at /mystudio/paquetes', async ({ page }) => {
    await openAs(page, 'ana', '/mystudio/paquetes');
    await expectCatalogue(page);
    await expect(page.getByRole('link', { name: 'Mi Cuenta' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('on a phone the cards stack in one column', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/paquetes');
    await expectCatalogue(page);
    const first = await page.getByRole('article', { name: '1 clase' }).boundingBox();
    const second = await page.getByRole('article', { name: '5 clases' }).boundingBox();
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    expect(first!.width).toBeGreaterThan(300);
    await expectNoAxeViolations(page);
  });
});
