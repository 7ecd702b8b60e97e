import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures';
import { mondayOf } from '#src/domain/calendar-week';
import { expectNoAxeViolations } from './support/axe';
import { calendarDay, nextMonday, reserveNextWednesdayYoga } from './support/calendar';
import { choosePayment, PACKAGE, payButton } from './support/checkout';
import { openAs, qaPath } from './support/session';

// Start-up (mocks, configuration, a log-in) on a busy machine can outlast the default 5 s.
const BOOT_MS = 15_000;

const qaConsole = (page: Page) => page.getByRole('complementary', { name: 'Consola QA' });

/** Next week's Wednesday 09:00 Yoga, free for ana: opens its reserve modal. */
async function openReserveModal(page: Page, today: string) {
  await reserveNextWednesdayYoga(page, today);
  const dialog = page.getByRole('dialog', { name: /Reservar Clase: Vinyasa Yoga/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function tagNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const body = (await (await fetch('/api/tags')).json()) as { tags: Array<{ name: string }> };
    return body.tags.map((tag) => tag.name);
  });
}

test.describe('the QA console', () => {
  test('stays out of automated runs unless a qa parameter asks for it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-studio-qa-console]')).toHaveCount(0);
    await page.goto('/?qa');
    await expect(qaConsole(page).getByRole('button', { name: 'Abrir la consola QA' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.search === '');
  });

  test('logs in as a persona in one click, and out', async ({ page }) => {
    await page.goto(qaPath('/', { console: 'open' }));
    const panel = qaConsole(page);
    await expect(panel.getByRole('heading', { name: 'Consola QA' })).toBeVisible();
    await expect(panel.getByText('Sin sesión.')).toBeVisible();
    await expectNoAxeViolations(page);

    await panel.getByRole('button', { name: 'ana@demo.mx' }).click();
    await expect(page).toHaveURL(/\/mystudio$/);
    await expect(panel.getByText('Sesión iniciada: ana@demo.mx')).toBeVisible();
    await expect(page.getByRole('button', { name: /Ana García/ })).toBeVisible();

    await panel.getByRole('button', { name: 'suscrita@demo.mx' }).click();
    await expect(panel.getByText('Sesión iniciada: suscrita@demo.mx')).toBeVisible();
    await expect(page.getByRole('button', { name: /Susana Suárez/ })).toBeVisible();

    await panel.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(panel.getByText('Sin sesión.')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');

    // Keyboard: Escape folds the panel back to its button, which keeps the focus.
    await panel.getByRole('button', { name: 'ana@demo.mx' }).focus();
    await page.keyboard.press('Escape');
    await expect(panel.getByRole('button', { name: 'Abrir la consola QA' })).toBeFocused();
  });

  test('qa-persona lands signed in, at 390px too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, 'sincreditos', '/mystudio', { console: 'open' });
    await expect(qaConsole(page).getByText('Sesión iniciada: sincreditos@demo.mx')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('qa-fail=writes: saving a reservation shows the server error and keeps the modal', async ({
    page,
    today,
  }) => {
    await openAs(page, 'ana', '/mystudio', { fail: 'writes' });
    const dialog = await openReserveModal(page, today);
    await dialog.getByRole('button', { name: 'Reservar' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Error interno del servidor. Inténtalo de nuevo más tarde.',
    );
    await expectNoAxeViolations(page);
  });

  test('qa-scenario=class-fills: the next reservation finds the class full', async ({ page, today }) => {
    await openAs(page, 'ana', '/mystudio', { scenario: 'class-fills' });
    const dialog = await openReserveModal(page, today);
    await dialog.getByRole('button', { name: 'Reservar' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Lo sentimos, esta clase ya está llena.');
  });

  test('qa-scenario=sold-out: the next checkout attempt finds the package sold out', async ({ page }) => {
    await openAs(page, 'ana', `/checkout/${PACKAGE.five}`, { scenario: 'sold-out' });
    await choosePayment(page, 'Efectivo');
    await payButton(page).click();
    await expect(page.getByText('Este paquete se ha agotado.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/checkout/${PACKAGE.five}$`));
    await expectNoAxeViolations(page);
  });

  test('resets the data and the scenarios to the seed', async ({ page, adminToken }) => {
    await page.goto(qaPath('/', { console: 'open' }));
    // The console mounts once the mocks answer.
    await expect(qaConsole(page).getByRole('heading', { name: 'Consola QA' })).toBeVisible({
      timeout: BOOT_MS,
    });
    await page.evaluate(async (token) => {
      await fetch('/api/tags', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ name: 'Yoga prenatal', type: 'class' }),
      });
    }, adminToken);
    expect(await tagNames(page)).toContain('Yoga prenatal');
    const panel = qaConsole(page);
    await panel.getByRole('combobox', { name: 'Fallas' }).selectOption('writes');
    await panel
      .getByRole('checkbox', { name: 'Token expirado en la próxima llamada' })
      .check({ force: true });

    await Promise.all([
      page.waitForEvent('load'),
      panel.getByRole('button', { name: 'Restablecer datos y escenarios' }).click(),
    ]);
    await expect(qaConsole(page).getByRole('combobox', { name: 'Fallas' })).toHaveValue('none', {
      timeout: BOOT_MS,
    });
    await expect(
      qaConsole(page).getByRole('checkbox', { name: 'Token expirado en la próxima llamada' }),
    ).not.toBeChecked();
    expect(await tagNames(page)).not.toContain('Yoga prenatal');
  });

  test('moves the clock: the calendar follows and the session survives the reload', async ({
    page,
    today,
  }) => {
    const thisMonday = mondayOf(today);
    await openAs(page, 'ana', '/mystudio', { console: 'open' });
    await expect(calendarDay(page, thisMonday)).toBeVisible();
    const panel = qaConsole(page);
    await panel.getByRole('textbox', { name: 'Días' }).fill('7');
    await panel.getByRole('textbox', { name: 'Horas' }).fill('0');
    await Promise.all([
      page.waitForEvent('load'),
      panel.getByRole('button', { name: 'Mover reloj' }).click(),
    ]);

    await expect(qaConsole(page).getByText('Desfase: +7d')).toBeVisible({ timeout: BOOT_MS });
    await expect(page).toHaveURL(/\/mystudio$/);
    await expect(calendarDay(page, nextMonday(today))).toBeVisible();
    await expect(qaConsole(page).getByText('Sesión iniciada: ana@demo.mx')).toBeVisible();
    await expectNoAxeViolations(page);

    await Promise.all([
      page.waitForEvent('load'),
      qaConsole(page).getByRole('button', { name: 'Volver a ahora' }).click(),
    ]);
    await expect(qaConsole(page).getByText('Desfase: 0')).toBeVisible({ timeout: BOOT_MS });
    await expect(calendarDay(page, thisMonday)).toBeVisible();
  });

  test('qa-clock moves the clock from a link', async ({ page, today }) => {
    await page.goto(qaPath('/calendario', { clock: '+7d', console: 'open' }));
    await expect(calendarDay(page, nextMonday(today))).toBeVisible({ timeout: BOOT_MS });
    await expect(qaConsole(page).getByText('Desfase: +7d')).toBeVisible();
  });

  test('qa-config sets a configuration entry before the app reads it', async ({ page }) => {
    await page.goto(qaPath('/', { config: 'banner_text:Hoy cerramos a las 18:00' }));
    await expect(page.getByText('Hoy cerramos a las 18:00')).toBeVisible();
  });
});
