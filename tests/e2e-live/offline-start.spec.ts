import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures';
import { expectAccessCode } from '#tests/e2e/support/access-code';
import { expectNoAxeViolations } from '#tests/e2e/support/axe';
import { logIn } from '#tests/e2e/support/session';

// Issue 18's basement, for real (decision 038): the live build's service worker has precached the
// app, Firebase keeps ana's identity on the device, and the device keeps a copy of her account and
// her upcoming passes. With the browser offline from the very first request, a cold start must
// open her passes, marked as a dated copy of a session not yet verified. (The mock build cannot
// prove this: nothing serves its pages offline, so tests/e2e/offline-passes.spec.ts emulates it.)
const luciaRow = (page: Page) =>
  page.getByTestId('reservation-table').getByRole('row').filter({ hasText: 'Lucía' });

test('a cold start without any signal opens ana’s passes from the installed app', async ({ page }) => {
  await logIn(page, 'ana@demo.mx');
  await page.goto('/mystudio/reservaciones');
  await expect(luciaRow(page)).toContainText('Próxima');
  // Installed: the worker is active, so the app's files are in its precache.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-session-notice')).toContainText(
    'Sin conexión: sesión sin verificar',
    { timeout: 20_000 },
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Reservaciones' })).toBeVisible();
  await expect(page.getByTestId('saved-passes-notice')).toContainText(/Actualizado el/);
  await expect(luciaRow(page).getByRole('button', { name: /^Cancelar / })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectAccessCode(page, luciaRow(page));

  // The signal returns: the session is verified with the server and the live list comes back.
  await page.context().setOffline(false);
  await expect(page.getByTestId('offline-session-notice')).toBeHidden({ timeout: 40_000 });
  await expect(luciaRow(page).getByRole('button', { name: /^Cancelar / })).toBeVisible();
});
