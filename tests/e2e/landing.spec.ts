import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from './support/axe';

test.describe('first screen on mocks', () => {
  test('boots, loads the app configuration and shows the business name', async ({ page }) => {
    const appconfig = page.waitForResponse((response) => response.url().endsWith('/api/appconfig'));
    await page.goto('/');
    expect((await appconfig).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Lumen Estudio' })).toBeVisible();
    await expect(page).toHaveTitle('Lumen Estudio');
    await expectNoAxeViolations(page);
  });

  test('an unknown path shows the landing page', async ({ page }) => {
    await page.goto('/una-ruta-que-no-existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Lumen Estudio' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
