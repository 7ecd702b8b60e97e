import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/**
 * Opens a reservation's 'Código de Acceso' from its row (or card), checks the QR code for the
 * admin-side reservation page and the dialog's accessibility, and closes it.
 */
export async function expectAccessCode(page: Page, row: Locator): Promise<void> {
  await row.getByRole('button', { name: /^Código de Acceso/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Código de Acceso' });
  await expect(dialog.getByRole('img', { name: /^Código QR de tu reservación/ })).toBeVisible();
  const url = await dialog.locator('[data-url]').getAttribute('data-url');
  expect(new URL(url ?? '').pathname).toMatch(/^\/admin\/reservaciones\/\d+$/);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
}
