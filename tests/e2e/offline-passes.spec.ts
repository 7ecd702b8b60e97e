import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures';
import { expectAccessCode } from './support/access-code';
import { expectNoAxeViolations } from './support/axe';
import { openAs } from './support/session';

// The seed: ana holds next Tuesday's 09:00 Yoga with her guest Lucía. The fixture's clock starts
// on Wednesday 18 November 2026, 10:00 in the studio, and runs on in real time.
const table = (page: Page) => page.getByTestId('reservation-table');
const luciaRow = (page: Page) => table(page).getByRole('row').filter({ hasText: 'Lucía' });
const savedNotice = (page: Page) => page.getByTestId('saved-passes-notice');

test.describe('passes that work without signal', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a reservation’s QR shows offline after having been seen online, as a dated copy', async ({
    page,
  }) => {
    await openAs(page, 'ana', '/mystudio/reservaciones');
    await expect(luciaRow(page)).toContainText('Próxima');
    await expect(savedNotice(page)).toBeHidden();

    // In the basement: the next read cannot reach the server, so the saved passes answer.
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Próximas' }).click();
    await expect(savedNotice(page)).toContainText(
      'Sin conexión: estas son tus reservaciones guardadas en este dispositivo',
    );
    await expect(savedNotice(page)).toContainText(
      /Actualizado el mié\.? 18 nov, 10:\d\d \(hora del estudio\)/,
    );
    await expect(page.getByText('Sin conexión. Lo que ves puede no estar al día')).toBeVisible();
    // A saved copy offers the access code, never a write that needs the server.
    await expect(luciaRow(page).getByRole('button', { name: /^Cancelar / })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await expectAccessCode(page, luciaRow(page));

    // Past classes were never saved: offline they fail as before, not as an empty list.
    await page.getByRole('button', { name: 'Pasadas' }).click();
    await expect(page.getByText('Lo sentimos, no pudimos cargar tus reservaciones.')).toBeVisible();

    // Still offline, Todas answers from the saved copy; then the signal returns: the server's
    // list again, with its actions.
    await page.getByRole('button', { name: 'Todas' }).click();
    await expect(savedNotice(page)).toBeVisible();
    await page.context().setOffline(false);
    await expect(savedNotice(page)).toBeHidden();
    await expect(luciaRow(page).getByRole('button', { name: /^Cancelar / })).toBeVisible();
  });
});
