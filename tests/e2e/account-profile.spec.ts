import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { chooseFromAccountMenu, openAs } from './support/session';

const card = (page: Page, title: string) =>
  page.locator('.chakra-card__root').filter({ has: page.getByRole('heading', { name: title }) });

test.describe('/mystudio/informacion', () => {
  // Long journeys through several saves; a cold start of the app can take a while on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('incompleta sees what is missing, saves with a field missing, then fixes it', async ({ page }) => {
    await openAs(page, 'incompleta');
    // The account entry sends her here.
    await page.getByRole('button', { name: 'Completar Información' }).click();
    await expect(page).toHaveURL(/\/mystudio\/informacion$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mi Información' })).toBeVisible();
    const profile = card(page, 'Mis datos');
    await expect(profile.getByText('Irene Campos')).toBeVisible();
    await expect(profile.getByText('No has agregado tu fecha de nacimiento.')).toBeVisible();
    await expect(page.getByTestId('missing-information').getByRole('listitem')).toHaveText([
      'Teléfono',
      'Fecha de nacimiento',
    ]);
    await expectNoAxeViolations(page);

    await profile.getByRole('button', { name: 'Editar' }).click();
    const form = card(page, 'Editar mis datos');
    await form.getByLabel('Teléfono').fill('5512345678');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByText('Revisa el campo: Fecha de nacimiento')).toBeVisible();
    await expect(form.getByText('Debes llenar este campo.')).toBeVisible();
    // Nothing typed is lost.
    await expect(form.getByLabel('Teléfono')).toHaveValue('5512345678');
    await expectNoAxeViolations(page);

    await form.getByLabel('Fecha de nacimiento').fill('1993-07-21');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Perfil actualizado con éxito.')).toBeVisible();
    await expect(profile.getByText('21 jul 1993')).toBeVisible();
    await expect(profile.getByText('5512345678')).toBeVisible();
    await expect(page.getByTestId('missing-information')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Complete now: the calendar no longer asks her to complete it.
    await page.getByRole('link', { name: 'Mi Cuenta' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Completar Información' })).toHaveCount(0);
  });

  test('suscrita completes her billing address after the required-field alerts', async ({ page }) => {
    await openAs(page, 'suscrita');
    await chooseFromAccountMenu(page, 'Susana Suárez', 'Mi Información', /\/mystudio\/informacion$/);
    const address = card(page, 'Dirección de Facturación');
    await expect(address.getByText('Aún no has cargado tu dirección de facturación.')).toBeVisible();
    await address.getByRole('button', { name: 'Editar' }).click();
    await expect(address.getByLabel('Calle')).toHaveValue('Horacio');
    await address.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Debes agregar tu ciudad.' }).first(),
    ).toBeVisible();
    await expect(address.getByText('Debes agregar tu estado.')).toBeVisible();
    await expect(address.getByText('Debes agregar tu país.')).toBeVisible();
    await expectNoAxeViolations(page);

    await address.getByLabel('Ciudad').fill('Ciudad de México');
    await address.getByLabel('Estado').fill('CDMX');
    await address.getByRole('button', { name: 'Guardar' }).click();
    await expect(address.getByText('Debes agregar tu país.')).toBeVisible();
    await address.getByLabel('País').fill('México');
    await address.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Dirección de facturación guardada.')).toBeVisible();
    await expect(page.getByTestId('billing-address')).toContainText('Horacio 1000');
    await expect(page.getByTestId('billing-address')).toContainText('Ciudad de México');
    await expectNoAxeViolations(page);

    // It stays after a reload (a cold start of the whole app, hence the patience).
    await page.reload();
    await expect(page.getByTestId('billing-address')).toContainText('CDMX', { timeout: 20_000 });
  });

  test('on a phone the cards stack and the form fits', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, 'ana', '/mystudio/informacion');
    await expect(card(page, 'Mis datos').getByText('Ana García')).toBeVisible();
    await expect(page.getByTestId('billing-address')).toContainText('Orizaba 45 3B');
    await expectNoAxeViolations(page);
    await card(page, 'Mis datos').getByRole('button', { name: 'Editar' }).click();
    await expect(page.getByRole('button', { name: 'Guardar' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
});
