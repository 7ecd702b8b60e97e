import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { STUDIO_OFFSET_HOURS } from '#mocks/seed/time';
import { expect, test } from '#tests/e2e/support/fixtures';
import { expectAccessCode } from './support/access-code';
import { expectNoAxeViolations } from './support/axe';
import { openAs } from './support/session';

// The seed: ana holds next Tuesday's 09:00 Yoga with her guest Lucía, attended last Wednesday's
// 18:00 Pilates without rating it, and has one reservation of every status; penalizada has
// 58 reservations (55 cancelled), more than one page of 50.
const table = (page: Page) => page.getByTestId('reservation-table');
const luciaRow = (page: Page) => table(page).getByRole('row').filter({ hasText: 'Lucía' });

async function openReservations(page: Page, email: string) {
  await openAs(page, email, '/mystudio/reservaciones');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Reservaciones' })).toBeVisible({
    timeout: 20_000,
  });
}

/** Changes studio settings through the mock backend's QA hook; the app reads them on load. */
async function setStudioSettings(page: Page, values: Record<string, string>) {
  await page.evaluate(
    (entries) =>
      (
        window as unknown as { __studioMocks: { setConfig(e: Record<string, string>): Promise<void> } }
      ).__studioMocks.setConfig(entries),
    values,
  );
}

// Each test signs in and loads the app more than once; axe runs on every screen and dialog.
test.describe.configure({ timeout: 90_000 });

test.describe('/mystudio/reservaciones', () => {
  test('ana cancels a class far enough ahead: no warning, the credit comes back', async ({ page }) => {
    await openReservations(page, 'ana@demo.mx');
    await expect(page.getByText('Solo puedes cancelar clases con 12 horas de anticipacion')).toBeVisible();
    await expect(page.getByText('Puedes cancelar una reservación hasta 2 veces por crédito.')).toBeVisible();
    await expect(page.getByTestId('credit-summary')).toContainText('Disponibles');
    await expect(table(page).getByRole('row')).toHaveCount(8);
    await expectNoAxeViolations(page);

    await luciaRow(page)
      .getByRole('button', { name: /^Cancelar / })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Precaución' });
    await expect(dialog).toContainText('¿Deseas cancelar tu reservación');
    await expect(dialog).not.toContainText('tu crédito no será devuelto');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancelar Clase' }).click();
    await expect(page.getByText('Reservación cancelada.')).toBeVisible();
    await expect(luciaRow(page)).toContainText('Cancelada');
    await expect(luciaRow(page).getByRole('button', { name: /^Cancelar / })).toHaveCount(0);
  });

  test('inside the window, with late cancelling allowed, the confirmation warns the credit is lost', async ({
    page,
  }) => {
    await openAs(page, 'ana');
    await setStudioSettings(page, {
      allow_cancel_after_treshold: 'true',
      cancel_timeframe_value: '30',
      cancel_timeframe_unit: 'days',
    });
    await page.goto('/mystudio/reservaciones');
    await expect(page.getByText('Solo puedes cancelar clases con 30 días de anticipacion')).toBeVisible({
      timeout: 20_000,
    });
    await luciaRow(page)
      .getByRole('button', { name: /^Cancelar / })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Precaución' });
    await expect(dialog).toContainText('tu crédito no será devuelto');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancelar Clase' }).click();
    await expect(page.getByText('Reservación cancelada.')).toBeVisible();
    await expect(luciaRow(page)).toContainText('Cancelada');
  });

  test('ana rates the class she attended, and the stars show', async ({ page }) => {
    await openReservations(page, 'ana@demo.mx');
    await table(page)
      .getByRole('button', { name: /^Calificar / })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Calificar Clase' });
    await expect(dialog.getByRole('button', { name: 'Enviar' })).toHaveCount(0);
    // A star is a label around its radio: clicking the star chooses it.
    await dialog.getByRole('group', { name: 'Califica la clase' }).locator('label').nth(3).click();
    await expect(dialog.getByRole('radio', { name: '4 estrellas' }).first()).toBeChecked();
    await dialog.getByRole('group', { name: 'Califica al coach' }).locator('label').nth(4).click();
    await dialog.getByRole('textbox', { name: 'Comentario (Opcional)' }).fill('¡Gran clase!');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      table(page).getByRole('img', { name: 'Clase: 4 de 5 estrellas. Coach: 5 de 5 estrellas' }),
    ).toBeVisible();
    await expect(table(page).getByRole('button', { name: /^Calificar / })).toHaveCount(0);
  });

  test('the access code is a QR code for the admin-side reservation page', async ({ page }) => {
    await openReservations(page, 'ana@demo.mx');
    await expectAccessCode(page, luciaRow(page));
  });

  test('ana renames her guest; too short a name is refused and what she typed stays', async ({ page }) => {
    await openReservations(page, 'ana@demo.mx');
    await luciaRow(page)
      .getByRole('button', { name: /invitado Lucía/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Nombre de tu invitado' });
    const input = dialog.getByRole('textbox', { name: /Nombre/ });
    await input.fill('L');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('Debes ingresar un nombre para tu invitado')).toBeVisible();
    await expect(input).toHaveValue('L');
    await expectNoAxeViolations(page);
    await input.fill('Lucas');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Nombre actualizado.')).toBeVisible();
    await expect(table(page).getByRole('row').filter({ hasText: 'Lucas' })).toHaveCount(1);
  });

  test("a reservation goes into the customer's calendar at the studio's hour, whatever the browser zone", async ({
    page,
  }) => {
    // The browser runs in Asia/Tokyo (playwright.config.ts); the studio is UTC−6.
    await openReservations(page, 'ana@demo.mx');
    const when = (await luciaRow(page).getByRole('cell').nth(3).textContent()) ?? '';
    const [, day, hour, minute] = /(\d{2}) \S+, (\d{2}):(\d{2})/.exec(when) ?? [];
    const utcHour = String(Number(hour) + STUDIO_OFFSET_HOURS).padStart(2, '0');
    await luciaRow(page)
      .getByRole('button', { name: /^Agregar Vinyasa Yoga, .* a mi calendario$/ })
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoAxeViolations(page);
    const google = new URL(
      (await page.getByRole('menuitem', { name: 'Google Calendar' }).getAttribute('href')) ?? '',
    );
    expect(google.searchParams.get('dates')).toMatch(new RegExp(`^\\d{6}${day}T${utcHour}${minute}00Z/`));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Descargar evento (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^reservation-\d+\.ics$/);
    const ics = await readFile((await download.path()) ?? '', 'utf8');
    expect(ics).toMatch(new RegExp(`\r\nDTSTART:\\d{6}${day}T${utcHour}${minute}00Z\r\n`));
    expect(ics).toContain('\r\nMETHOD:PUBLISH\r\n');
    expect(ics.replace(/\r\n /g, '')).toContain('SUMMARY:Vinyasa Yoga');
  });

  test('penalizada pages past 50 reservations', async ({ page }) => {
    await openReservations(page, 'penalizada@demo.mx');
    await expect(page.getByTestId('credit-summary')).toContainText('Ilimitadas');
    await expect(page.getByTestId('credit-summary')).toContainText(/Hasta el \d{2} \S+ \d{4}/);
    await expect(table(page).getByRole('row')).toHaveCount(51);
    const pages = page.getByRole('navigation', { name: 'Paginación' });
    await expect(pages.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
    await pages.getByRole('button', { name: 'Siguiente' }).click();
    await expect(table(page).getByRole('row')).toHaveCount(9);
    await expect(pages.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('button', { name: 'Anterior' }).click();
    await expect(table(page).getByRole('row')).toHaveCount(51);
  });

  test('filters ask the server for one kind of reservation', async ({ page }) => {
    await openReservations(page, 'ana@demo.mx');
    await page.getByRole('button', { name: 'Canceladas' }).click();
    await expect(table(page).getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: 'Próximas' }).click();
    await expect(table(page).getByRole('row')).toHaveCount(4);
  });

  test('on a phone the reservations are cards, with every action reachable', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openReservations(page, 'ana@demo.mx');
    const cards = page.getByTestId('reservation-cards');
    await expect(cards.getByRole('listitem')).toHaveCount(7);
    await expect(table(page)).toBeHidden();
    await expectNoAxeViolations(page);
    const lucia = cards.getByRole('listitem').filter({ hasText: 'Lucía' });
    await lucia.getByRole('button', { name: /^Código de Acceso/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Código de Acceso' });
    await expect(dialog.getByRole('img', { name: /^Código QR/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await lucia.getByRole('button', { name: /^Cancelar / }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar Clase' }).click();
    await expect(page.getByText('Reservación cancelada.')).toBeVisible();
    await expect(lucia).toContainText('Cancelada');
  });
});

test('a customer without reservations is invited to reserve', async ({ page }) => {
  await openReservations(page, 'sincreditos@demo.mx');
  await expect(page.getByText('Aún no has reservado clases.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir a Reservar' })).toHaveAttribute('href', '/mystudio');
  await expectNoAxeViolations(page);
});
