import type { Page } from '@playwright/test';
import { mintIdToken } from '#mocks/identity-token';
import { personas } from '#mocks/personas';
import { expect, test } from '#tests/e2e/support/fixtures';
import { apiCall } from './support/admin-call';
import { expectNoAxeViolations } from './support/axe';
import { openAs } from './support/session';

// The back-office's reports (issue 33, decision 075) in mock mode, at the suite's pinned instant.

const menu = (page: Page) => page.getByRole('complementary');

/** Follows the first customer's name in a report's list to that customer's page. */
async function openFirstCustomer(page: Page, list: string) {
  const customer = page.getByTestId(list).getByRole('link').first();
  const name = (await customer.textContent()) ?? '';
  await customer.click();
  await expect(page).toHaveURL(/\/admin\/clientes\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name.split(' ')[0]!);
}

test.describe("the back-office's reports", () => {
  test.describe.configure({ timeout: 120_000 });

  test('the owner opens the sales report from the menu, regroups it and downloads its CSV', async ({
    page,
    today,
  }) => {
    await openAs(page, 'admin', '/admin');
    await menu(page).getByRole('link', { name: 'Ventas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ventas' })).toBeVisible();
    await expect(page.getByLabel('Hasta')).toHaveValue(today);
    await expect(page.getByTestId('sales-total')).toContainText('$');
    const periods = page.getByTestId('sales-periods-table');
    await expect(periods.locator('tbody tr')).toHaveCount(30);
    // Each bar carries its figure: the chart's labels are written, not left for a hover.
    await expect(
      page
        .getByRole('img', { name: /^Gráfica: Ventas por paquete\./ })
        .locator('text')
        .filter({ hasText: /^\$/ })
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Agrupar por').selectOption('week');
    await expect(page).toHaveURL(/group=week/);
    await expect(periods.locator('tbody tr')).toHaveCount(5);
    const download = page.waitForEvent('download');
    await page.getByTestId('sales-methods-csv').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^ventas-formas-de-pago-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.csv$/);
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString('utf8');
    expect(csv.startsWith('\uFEFF"Forma de pago","Compras","Total"\r\n')).toBe(true);
    const tableRows = await page.getByTestId('sales-methods-table').locator('tbody tr').count();
    expect(csv.trimEnd().split('\r\n')).toHaveLength(tableRows + 1);
    await expectNoAxeViolations(page);
  });

  test('the front desk reads the class fill but has no reports of money: not in the menu, not by address, refused by the server', async ({
    page,
    now,
  }) => {
    await openAs(page, 'recepcion', '/admin');
    const reports = menu(page).getByRole('navigation', { name: 'Reportes' });
    await expect(reports.getByRole('link')).toHaveText([
      'Ocupación de clases',
      'Asistencia',
      'Coaches',
      'Clientes',
    ]);
    await reports.getByRole('link', { name: 'Ocupación de clases' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ocupación de clases' })).toBeVisible();
    await expect(page.getByTestId('fill-summary')).toContainText('% de ocupación');
    await expect(page.getByTestId('fill-slots-table')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Sede').selectOption({ label: 'Lumen Polanco' });
    await expect(page).toHaveURL(/location_id=2/);
    await expect(page.getByTestId('fill-types-table')).not.toContainText('Indoor Cycling');
    await openAs(page, 'recepcion', '/admin/reportes/ventas');
    await expect(page.getByRole('heading', { level: 1, name: 'Sin acceso' })).toBeVisible();
    await expectNoAxeViolations(page);
    const token = mintIdToken({
      uid: personas.recepcion.uid,
      email: personas.recepcion.email,
      now: new Date(now),
    });
    const answer = await apiCall(page, token, 'GET', '/admin/reports/sales');
    expect([answer.status, (answer.body as { message?: string }).message]).toEqual([
      403,
      'No tienes permiso para hacer esto.',
    ]);
  });

  test('the front desk reads the attendance: no-shows by class type, the busiest customers a click from their page', async ({
    page,
  }) => {
    await openAs(page, 'recepcion', '/admin');
    await menu(page)
      .getByRole('navigation', { name: 'Reportes' })
      .getByRole('link', { name: 'Asistencia' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Asistencia' })).toBeVisible();
    await expect(page.getByTestId('attendance-summary')).toContainText('Inasistencias:');
    await expect(page.getByTestId('attendance-types-table').locator('tbody tr').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await openFirstCustomer(page, 'attendance-busiest-table');
  });

  test('the front desk reads the coaches report from the menu', async ({ page }) => {
    await openAs(page, 'recepcion', '/admin');
    await menu(page)
      .getByRole('navigation', { name: 'Reportes' })
      .getByRole('link', { name: 'Coaches' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Coaches' })).toBeVisible();
    await expect(page.getByTestId('coaches-summary')).toContainText('clases impartidas');
    await expect(page.getByTestId('coaches-rows-table').locator('tbody tr').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the front desk reads the customers report on a phone: four lists with their counts, each name a click from the customer', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, 'recepcion', '/admin/reportes/clientes');
    await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
    for (const [title, part] of [
      ['Nuevos', 'nuevos'],
      ['Activos', 'activos'],
      ['Recurrentes', 'recurrentes'],
      ['En riesgo', 'en-riesgo'],
    ] as const) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
      await expect(page.getByTestId(`customers-${part}-count`)).toHaveText(/^\d+ clientes?$/);
    }
    // The seed's month: customers signed up, came, and some with credits left stopped coming.
    await expect(page.getByTestId('customers-activos-count')).not.toHaveText('0 clientes');
    await expect(page.getByTestId('customers-en-riesgo-count')).not.toHaveText('0 clientes');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    await openFirstCustomer(page, 'customers-en-riesgo-cards');
    await expectNoAxeViolations(page);
  });
});
