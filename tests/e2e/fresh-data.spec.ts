import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { openAs } from './support/session';

const luciaRow = (page: Page) =>
  page.getByTestId('reservation-table').getByRole('row').filter({ hasText: 'Lucía' });

test.describe('data on screen stays fresh', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a cancel in another tab shows in this one without a reload', async ({ page }) => {
    await openAs(page, 'ana', '/mystudio/reservaciones');
    await expect(luciaRow(page)).toContainText('Próxima');

    const other = await page.context().newPage();
    await other.goto('/mystudio/reservaciones');
    await luciaRow(other)
      .getByRole('button', { name: /^Cancelar / })
      .click();
    await other.getByRole('alertdialog').getByRole('button', { name: 'Cancelar Clase' }).click();
    await expect(luciaRow(other)).toContainText('Cancelada');

    await expect(luciaRow(page)).toContainText('Cancelada');
  });

  test('offline, a discreet notice says so; when the network returns the screen reads again', async ({
    page,
  }) => {
    await openAs(page, 'ana', '/mystudio/reservaciones');
    await expect(luciaRow(page)).toBeVisible();
    const notice = page.getByText('Sin conexión. Lo que ves puede no estar al día');
    await expect(notice).toBeHidden();

    await page.context().setOffline(true);
    await expect(notice).toBeVisible();
    await expectNoAxeViolations(page);

    const reread = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/api/'));
    await page.context().setOffline(false);
    await expect(notice).toBeHidden();
    await reread;
  });
});
