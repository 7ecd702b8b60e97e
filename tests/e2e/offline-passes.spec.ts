import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures';
import { expectAccessCode } from './support/access-code';
import { expectNoAxeViolations } from './support/axe';
import { chooseFromAccountMenu, openAs, setScenarios } from './support/session';

// The seed: ana holds next Tuesday's 09:00 Yoga with her guest Lucía. The fixture's clock starts
// on Wednesday 18 November 2026, 10:00 in the studio, and runs on in real time.
const table = (page: Page) => page.getByTestId('reservation-table');
const luciaRow = (page: Page) => table(page).getByRole('row').filter({ hasText: 'Lucía' });
const savedNotice = (page: Page) => page.getByTestId('saved-passes-notice');
const sessionNotice = (page: Page) => page.getByTestId('offline-session-notice');
const OFFLINE_CUSTOMER_KEY = 'studio-customer/offline';

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

  test('a cold start without signal opens her passes as that customer, not verified, until the server confirms', async ({
    page,
  }) => {
    await openAs(page, 'ana', '/mystudio/reservaciones');
    await expect(luciaRow(page)).toContainText('Próxima');
    // Seen online: the device keeps a copy of whose account this is (only what the layout needs).
    const copy = await page.evaluate((key) => localStorage.getItem(key), OFFLINE_CUSTOMER_KEY);
    expect(JSON.parse(copy ?? '{}')).toMatchObject({ name: 'Ana', email: 'ana@demo.mx' });
    expect(Object.keys(JSON.parse(copy ?? '{}')).sort()).toEqual(
      ['customer_id', 'email', 'last_name', 'name', 'savedAt', 'uid'].sort(),
    );

    // The cold start in the basement, emulated: the mock build is served by `vite preview` and
    // MSW's worker never answers navigations, so with the context offline nothing would serve the
    // page itself (a live build's worker precaches the shell). Instead QA's fault switch makes
    // every `/api` call fail as a network error, kept across the reload, and the context goes
    // offline once the app's own files have loaded. /appconfig, /customer and the reservations all
    // fail to connect from the first request on, as in a real cold start without signal.
    await setScenarios(page, { fault: 'network' });
    await page.reload();

    // The session started as ana from the device's copy, clearly not verified, and her page
    // answered from the saved passes. Only then does the context go offline: the page's own chunks
    // load after the session starts, and a chunk that cannot load is a new-version error, not this.
    await expect(sessionNotice(page)).toContainText('Sin conexión: sesión sin verificar');
    await expect(sessionNotice(page)).toContainText(
      /guardados en este dispositivo el mié\.? 18 nov, 10:\d\d \(hora del estudio\)/,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Reservaciones' })).toBeVisible();
    await expect(savedNotice(page)).toContainText(/Actualizado el mié\.? 18 nov, 10:\d\d/);
    await page.context().setOffline(true);
    await expect(page.getByText('Sin conexión. Lo que ves puede no estar al día')).toBeVisible();
    await expect(luciaRow(page)).toBeVisible();
    await expect(luciaRow(page).getByRole('button', { name: /^Cancelar / })).toHaveCount(0);
    // What needs the server says so instead of spinning: the credits, and the classes not saved.
    await expect(page.getByTestId('credit-summary')).toContainText(
      'Tus créditos se mostrarán cuando vuelva la señal.',
    );
    await expectNoAxeViolations(page);
    await expectAccessCode(page, luciaRow(page));

    await page.getByRole('button', { name: 'Pasadas' }).click();
    await expect(
      page.getByText('Lo sentimos, no pudimos cargar tus reservaciones. Necesitas conexión para ver esto.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Todas' }).click();
    await expect(savedNotice(page)).toBeVisible();

    // The signal returns: the session verifies for real and the server's list comes back.
    await setScenarios(page, { fault: 'none' });
    await page.context().setOffline(false);
    await expect(sessionNotice(page)).toBeHidden();
    await expect(savedNotice(page)).toBeHidden();
    await expect(luciaRow(page).getByRole('button', { name: /^Cancelar / })).toBeVisible();
    await expect(page.getByTestId('credit-summary')).not.toContainText('cuando vuelva la señal');

    // 'Salir' leaves no copy of her on the device.
    await chooseFromAccountMenu(page, 'Ana García', 'Salir', /^https?:\/\/[^/]+\/$/);
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), OFFLINE_CUSTOMER_KEY))
      .toBeNull();
  });
});
