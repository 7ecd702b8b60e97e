import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { doubleClickDuringWrite } from './support/held-request';
import { openAs, setScenarios } from './support/session';

/** The customers screen as admin@demo.mx: what staff do shows on ana's side at once. */
async function openAnaAsAdmin(page: Page) {
  await openAs(page, 'admin', '/admin/clientes');
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Buscar por nombre, correo o teléfono').fill('ana garcia');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByText('1 cliente', { exact: true })).toBeVisible();
  await page.getByTestId('customer-list-table').getByRole('link', { name: 'Ana García' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ana García' })).toBeVisible();
}

const total = (page: Page) => page.getByTestId('credits-total');
const dialog = (page: Page) => page.getByRole('alertdialog', { name: 'Precaución' });
const fiveClassRows = (page: Page) =>
  page.getByTestId('customer-purchases-table').getByRole('row', { name: /5 clases/ });

test.describe('the back-office customers screen', () => {
  test.describe.configure({ timeout: 180_000 });

  test('gives ana a package once, she sees it, then it is revoked', async ({ page }) => {
    await openAnaAsAdmin(page);
    await expect(total(page)).toHaveText('Total: 10');
    // Her seed already holds one (pending) '5 clases' purchase.
    await expect(fiveClassRows(page)).toHaveCount(1);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Dar acceso a un paquete' }).click();
    const form = page.getByRole('dialog', { name: 'Dar acceso a un paquete' });
    await form.getByRole('button', { name: 'Continuar' }).click();
    await expect(form.getByText('Elige un paquete.')).toBeVisible();
    await form.getByLabel('Paquete').selectOption({ label: '5 clases' });
    await form.getByLabel('Días de acceso').fill('0');
    await form.getByRole('button', { name: 'Continuar' }).click();
    await expect(form.getByText('Escribe un número de días entero, de 1 en adelante.')).toBeVisible();
    await form.getByLabel('Días de acceso').fill('30');
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Continuar' }).click();

    await expect(dialog(page).getByTestId('credits-effect')).toContainText('Clases antes10');
    await expect(dialog(page).getByTestId('credits-effect')).toContainText('Clases después15');
    await expectNoAxeViolations(page);

    // The server fails: the form comes back with the server's words and everything typed.
    await setScenarios(page, { fault: 'writes' });
    await dialog(page).getByRole('button', { name: 'Dar acceso' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'No se pudo completar: Error interno del servidor. Inténtalo de nuevo más tarde. Tus datos siguen aquí.',
    );
    await expect(form.getByLabel('Paquete').locator('option:checked')).toHaveText('5 clases');
    await expect(form.getByLabel('Días de acceso')).toHaveValue('30');
    await expectNoAxeViolations(page);
    await setScenarios(page, { fault: 'none' });
    await form.getByRole('button', { name: 'Continuar' }).click();
    await expect(dialog(page).getByTestId('credits-effect')).toContainText('Clases después15');

    const give = await doubleClickDuringWrite(
      page,
      dialog(page).getByRole('button', { name: 'Dar acceso' }),
      {
        methods: ['POST'],
        path: '/api/customer/giveAccess',
      },
    );
    await expect(page.getByText('¡Acceso agregado!')).toBeVisible();
    await expect(total(page)).toHaveText('Total: 15');
    expect(await give.count()).toBe(1);
    await expect(fiveClassRows(page)).toHaveCount(2);

    // Her side, in the same browser (one mock database): the new credits are there.
    await openAs(page, 'ana', '/mystudio/creditos');
    await expect(
      page.getByTestId('credit-table').getByRole('cell', { name: '5', exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await openAnaAsAdmin(page);
    // The purchase just given carries the pinned clock's date.
    await page.getByRole('button', { name: /^Revocar 5 clases del 18 nov 2026/ }).click();
    await expect(dialog(page).getByTestId('credits-effect')).toContainText('Clases antes15');
    await expect(dialog(page).getByTestId('credits-effect')).toContainText('Clases después10');
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'Revocar acceso' }).click();
    await expect(page.getByText('¡Acceso eliminado!')).toBeVisible();
    await expect(total(page)).toHaveText('Total: 10');
    await expect(page.getByTestId('customer-purchases-table')).toContainText('Revocada');
    await expectNoAxeViolations(page);

    await openAs(page, 'ana', '/mystudio/creditos');
    await expect(page.getByTestId('credit-table').getByRole('cell', { name: '5', exact: true })).toHaveCount(
      0,
    );
    await expectNoAxeViolations(page);
  });

  test("the front desk follows the day's cash alert and marks ana's cash purchase paid", async ({ page }) => {
    await openAs(page, 'recepcion', '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Hoy en el estudio' })).toBeVisible();
    await expectNoAxeViolations(page);
    const alert = page
      .getByTestId('day-alerts')
      .getByRole('link', { name: 'Ana García tiene un pago en efectivo pendiente de $750.00.' });
    await alert.click();

    // Her page opens with the confirmation: what she paid and the credits it gives.
    await expect(dialog(page)).toContainText(
      'La compra «5 clases» de Ana García por $750.00 quedará pagada y activa, y recibirá las clases que compró.',
    );
    await expect(dialog(page).getByTestId('credits-effect')).toContainText('Clases antes10');
    await expect(dialog(page).getByTestId('credits-effect')).toContainText('Clases después15');
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'Volver' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(fiveClassRows(page)).toContainText('Pendiente');
    await expectNoAxeViolations(page);

    // The same action from the purchases list; a double click marks it once.
    await fiveClassRows(page)
      .getByRole('button', { name: /^Marcar pagada 5 clases del / })
      .click();
    const paid = await doubleClickDuringWrite(
      page,
      dialog(page).getByRole('button', { name: 'Marcar pagada' }),
      {
        methods: ['PUT'],
        path: /\/api\/purchases\/admin\/\d+\/paid$/,
      },
    );
    await expect(page.getByText('¡Pago registrado! La compra está activa.')).toBeVisible();
    expect(await paid.count()).toBe(1);
    await expect(total(page)).toHaveText('Total: 15');
    await expect(fiveClassRows(page)).toContainText('Completada');
    await expect(fiveClassRows(page).getByRole('button', { name: /^Marcar pagada/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The alert is gone from the day, and Ana has her five classes.
    await openAs(page, 'recepcion', '/admin');
    await expect(page.getByTestId('day-alerts')).toBeVisible();
    await expect(alert).toHaveCount(0);
    await openAs(page, 'ana', '/mystudio/creditos');
    await expect(
      page.getByTestId('credit-table').getByRole('cell', { name: '5', exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('removes classes, shows it in the history and undoes it', async ({ page }) => {
    await openAnaAsAdmin(page);
    await page.getByRole('button', { name: 'Restar clases' }).click();
    const form = page.getByRole('dialog', { name: 'Restar clases' });
    await form.getByLabel('Clases a restar').fill('99');
    await form.getByRole('button', { name: 'Continuar' }).click();
    await expect(form.getByText('Solo tiene 10 clases que se pueden restar.')).toBeVisible();
    await form.getByLabel('Clases a restar').fill('2');
    await form.getByRole('button', { name: 'Continuar' }).click();
    await expect(dialog(page).getByTestId('credits-effect')).toContainText('Clases después8');
    await dialog(page).getByRole('button', { name: 'Restar clases' }).click();
    await expect(page.getByText('¡Clases Restadas!')).toBeVisible();
    await expect(total(page)).toHaveText('Total: 8');

    const entry = page.getByTestId('audit-history').getByRole('article', { name: 'Clases restadas' });
    await expect(entry).toContainText('admin@demo.mx');
    await expect(entry.getByRole('row', { name: 'Clases disponibles 10 8' })).toBeVisible();
    await expectNoAxeViolations(page);
    await entry.getByRole('button', { name: /Deshacer/ }).click();
    await expect(dialog(page)).toContainText('Se volverán a poner los valores de «Antes» de este cambio.');
    await dialog(page).getByRole('button', { name: 'Deshacer' }).click();
    await expect(page.getByText('Cambio deshecho.')).toBeVisible();
    await expect(total(page)).toHaveText('Total: 10');
    await expect(entry).toContainText('Deshecho');
  });

  test('lists who bought a special event', async ({ page }) => {
    await openAs(page, 'admin', '/admin/eventos-especiales');
    await expect(page.getByRole('heading', { level: 1, name: 'Eventos especiales' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Asistentes: Yoga al atardecer' }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Asistentes: Yoga al atardecer' }),
    ).toBeVisible();
    await expect(page.getByText(/\d+ asistentes/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
