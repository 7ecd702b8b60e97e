import type { Locator, Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { doubleClickDuringWrite } from './support/held-request';
import { openAs } from './support/session';

/** The studio's own site from the back-office: settings with a preview, and the forms builder. */
async function openAdmin(page: Page, path: string) {
  await openAs(page, 'admin', path);
  await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();
}

const background = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).backgroundColor);

/** Whether the element with id `first` sits above the one with id `second` inside `scope`. */
async function isAbove(scope: Locator, first: string, second: string) {
  const a = await scope.locator(`[id="${first}"]`).first().boundingBox();
  const b = await scope.locator(`[id="${second}"]`).first().boundingBox();
  return a !== null && b !== null && a.y < b.y;
}

test.describe('the studio settings', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the primary colour and the landing order change in the preview, then on /', async ({ page }) => {
    await openAdmin(page, '/admin/ajustes');
    await expect(page.getByRole('heading', { level: 1, name: 'Ajustes del estudio' })).toBeVisible();
    const preview = page.getByTestId('settings-preview');
    await expect(preview.getByTestId('hero-title')).toBeVisible();
    await expectNoAxeViolations(page);

    // Nothing is sent with a colour that is not one.
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/api/appconfig')) puts.push(request.url());
    });
    const primary = page.locator('input[name="primary"]');
    await primary.fill('rojo');
    await page.getByRole('button', { name: 'Guardar ajustes' }).click();
    await expect(page.getByText('Escribe un color como #1a2b3c.')).toBeVisible();
    await expect(page.getByText('Revisa los campos marcados antes de guardar.')).toBeVisible();
    expect(puts).toHaveLength(0);

    // The preview follows the unsaved values: colour and order.
    await primary.fill('#9a3412');
    await expect(page.getByTestId('contrast-report')).toContainText('cumple AA');
    const previewButton = preview.getByRole('link', { name: 'Reserva tu primera clase' });
    await expect.poll(() => background(previewButton)).toBe('rgb(154, 52, 18)');
    expect(await isAbove(preview, 'nosotros', 'mision')).toBe(true);
    await page.getByRole('button', { name: 'Subir Misión' }).click();
    await expect.poll(() => isAbove(preview, 'mision', 'nosotros')).toBe(true);
    await expectNoAxeViolations(page);

    // One save per click, even a double one.
    const save = await doubleClickDuringWrite(page, page.getByRole('button', { name: 'Guardar ajustes' }), {
      methods: ['PUT'],
      path: '/api/appconfig',
    });
    await expect(page.getByText('Ajustes guardados. El sitio ya los muestra.')).toBeVisible();
    expect(await save.count()).toBe(1);

    await page.goto('/');
    const main = page.getByRole('main');
    const button = main.getByRole('link', { name: 'Reserva tu primera clase' });
    await expect.poll(() => background(button)).toBe('rgb(154, 52, 18)');
    await expect(main.locator('#mision')).toBeAttached();
    expect(await isAbove(main, 'mision', 'nosotros')).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('a failed save keeps what was typed, and leaving unsaved asks first', async ({ page }) => {
    await openAs(page, 'admin', '/admin/ajustes', { fail: 'writes' });
    const name = page.getByRole('textbox', { name: /^Nombre del estudio/ });
    await name.fill('Lumen Polanco');
    await page.getByRole('button', { name: 'Guardar ajustes' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Error interno del servidor. Inténtalo de nuevo más tarde.' }),
    ).toContainText('Tus datos siguen aquí.');
    await expect(name).toHaveValue('Lumen Polanco');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Paquetes' }).first().click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(name).toHaveValue('Lumen Polanco');
  });
});
