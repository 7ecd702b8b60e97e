import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { chooseFromAccountMenu, openAs } from './support/session';

const row = (page: Page, order: string) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: order, exact: true }) });

const SCREENS = {
  'Mis Compras': /\/mystudio\/membresias$/,
  'Mis Créditos': /\/mystudio\/creditos$/,
  'Mis Cargos': /\/mystudio\/pagos$/,
} as const;

const openAccountMenu = (page: Page, item: keyof typeof SCREENS, userName = 'Susana Suárez') =>
  chooseFromAccountMenu(page, userName, item, SCREENS[item]);

test.describe('Mis Compras, Mis Créditos and Mis Cargos', () => {
  test.describe.configure({ timeout: 90_000 });

  test('suscrita cancels her subscription: first without a reason, then with one', async ({ page }) => {
    await openAs(page, 'suscrita');
    await openAccountMenu(page, 'Mis Compras');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Compras' })).toBeVisible();
    const subscription = row(page, '#006');
    await expect(subscription).toContainText('Membresía mensual');
    await expect(subscription).toContainText('Activa');
    await expect(subscription).toContainText('$1,599.00');
    await expect(row(page, '#007')).toContainText(/Cancelada el \d{2} \w{3}\.? \d{4} \d{2}:\d{2}/);
    await expect(row(page, '#008')).toContainText('Revocada');
    await expectNoAxeViolations(page);

    await subscription.getByRole('button', { name: /^Cancelar suscripción/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar suscripción' });
    await expect(dialog).toContainText('Membresía mensual #006');
    await dialog.getByRole('button', { name: 'Cancelar suscripción' }).click();
    await expect(dialog.getByText('Debes indicar un motivo de cancelación.')).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByLabel('Motivo de cancelación').fill('Me mudo de ciudad');
    await dialog.getByRole('button', { name: 'Cancelar suscripción' }).click();
    await expect(page.getByText('¡Suscripción cancelada!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(subscription).toContainText('Cancelada el');
    await expect(subscription.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('suscrita reads her credits and her charges from the account menu', async ({ page }) => {
    await openAs(page, 'suscrita');
    await openAccountMenu(page, 'Mis Créditos');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Créditos' })).toBeVisible();
    const credits = page.getByRole('table');
    await expect(credits.getByRole('columnheader')).toHaveText(['Tipo de clase', 'Créditos', 'Vigencia']);
    await expect(credits.getByRole('row').filter({ hasText: 'Indoor Cycling' })).toContainText('2');
    await expect(credits.getByRole('row').filter({ hasText: 'Todas las clases' })).toContainText('8');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: '+ Créditos' }).click();
    await expect(page).toHaveURL(/\/mystudio\/paquetes$/);

    await openAccountMenu(page, 'Mis Cargos');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Cargos' })).toBeVisible();
    const charges = page.getByRole('table');
    await expect(charges.getByRole('row')).toHaveCount(5);
    await expect(charges.getByRole('row').filter({ hasText: 'Fallido' })).toContainText('#007');
    await expectNoAxeViolations(page);
  });

  test('an unlimited member sees Ilimitados', async ({ page }) => {
    await openAs(page, 'ilimitada');
    await openAccountMenu(page, 'Mis Créditos', 'Inés Limón');
    await expect(page.getByRole('table')).toContainText('Ilimitados');
    await expectNoAxeViolations(page);
  });
});

test.describe('the account screens on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.describe.configure({ timeout: 90_000 });

  test('the drawer reaches every screen, each shown as cards', async ({ page }) => {
    await openAs(page, 'suscrita');
    const screens = [
      ['Mis Compras', /\/mystudio\/membresias$/, 'Mis Compras'],
      ['Mis Cargos', /\/mystudio\/pagos$/, 'Mis Cargos'],
      ['Mis Créditos', /\/mystudio\/creditos$/, 'Mis Créditos'],
    ] as const;
    for (const [link, url, heading] of screens) {
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await page.getByRole('dialog').getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('table')).toBeHidden();
      await expect(page.getByRole('listitem').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page);
    }
  });

  test('on a phone a subscription is cancelled from its card', async ({ page }) => {
    await openAs(page, 'suscrita', '/mystudio/membresias');
    const card = page.getByRole('listitem').filter({ hasText: '#006' });
    await card.getByRole('button', { name: /^Cancelar suscripción/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar suscripción' });
    await dialog.getByLabel('Motivo de cancelación').fill('Ya no tengo tiempo');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancelar suscripción' }).click();
    await expect(page.getByText('¡Suscripción cancelada!')).toBeVisible();
    await expect(card).toContainText('Cancelada el');
    await expect(card.getByRole('button')).toHaveCount(0);
  });
});
