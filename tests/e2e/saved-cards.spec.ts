import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { openAs } from './support/session';

const cards = (page: Page) => page.getByTestId('saved-cards').getByRole('listitem');

async function fillCard(page: Page, number: string) {
  const dialog = page.getByRole('dialog', { name: 'Agregar tarjeta' });
  await dialog.getByLabel('Número de tarjeta').fill(number);
  await dialog.getByLabel('Nombre en la tarjeta').fill('Sofía Ruiz');
  await dialog.getByLabel('Fecha de vencimiento').fill('1240');
  await dialog.getByLabel('CVC').fill('123');
  return dialog;
}

test.describe('/mystudio/metodos', () => {
  test.describe.configure({ timeout: 60_000 });

  test('suscrita sees her two cards and removes one after the warning', async ({ page }) => {
    await openAs(page, 'suscrita', '/mystudio/metodos');
    await expect(page.getByRole('heading', { level: 1, name: 'Métodos de pago' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(cards(page)).toHaveCount(2);
    await expect(cards(page).nth(0).getByRole('img', { name: 'Visa' })).toBeVisible();
    await expect(cards(page).nth(0)).toContainText('Terminación 4242');
    await expect(cards(page).nth(1).getByRole('img', { name: 'Mastercard' })).toBeVisible();
    await expect(cards(page).nth(1)).toContainText('Terminación 4444');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Eliminar Visa terminación 4242' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Precaución');
    await expect(confirm).toContainText('Esta acción no se puede deshacer.');
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Metodo de Pago eliminado con éxito.')).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).nth(0)).toContainText('Terminación 4444');
  });

  test('ana adds a card: a declined one keeps what she typed, a good one is listed', async ({ page }) => {
    await openAs(page, 'ana', '/mystudio/metodos');
    await expect(page.getByText('Aún no tienes tarjetas guardadas.')).toBeVisible({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Agregar' }).click();
    let dialog = await fillCard(page, '4000000000000069');
    await expect(dialog.getByLabel('Fecha de vencimiento')).toHaveValue('12 / 40');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Guardar tarjeta' }).click();
    await expect(dialog.getByText('Tu tarjeta ha expirado')).toBeVisible();
    await expect(dialog.getByLabel('Número de tarjeta')).toHaveValue('4000 0000 0000 0069');
    await expect(dialog.getByLabel('Nombre en la tarjeta')).toHaveValue('Sofía Ruiz');

    dialog = await fillCard(page, '378282246310005');
    await dialog.getByLabel('CVC').fill('1234');
    await dialog.getByRole('button', { name: 'Guardar tarjeta' }).click();
    await expect(page.getByText('¡Método de Pago guardado con éxito!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).nth(0).getByRole('img', { name: 'American Express' })).toBeVisible();
    await expect(cards(page).nth(0)).toContainText('Terminación 0005');

    // The mock database keeps the new card across a reload.
    await page.reload();
    await expect(cards(page)).toHaveCount(1, { timeout: 20_000 });
  });

  test('on a phone the cards fit and the form opens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, 'suscrita', '/mystudio/metodos');
    await expect(cards(page)).toHaveCount(2, { timeout: 20_000 });
    const box = await cards(page).nth(0).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await expect(page.getByRole('button', { name: 'Eliminar Visa terminación 4242' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Agregar' }).click();
    await expect(page.getByRole('dialog', { name: 'Agregar tarjeta' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
