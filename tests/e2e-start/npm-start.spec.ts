import createClient from 'openapi-fetch';
import { test as base, expect, type Page } from '@playwright/test';
import type { paths } from '#src/api/schema.gen';
import { addDays, mondayOf, studioDay } from '#src/domain/calendar-week';
import { STUDIO_OFFSET_HOURS } from '#mocks/seed/time';
import { expectNoAxeViolations } from '#tests/e2e/support/axe';
import { classCard } from '#tests/e2e/support/calendar';
import { choosePayment, expectThanks, openCheckout, PACKAGE, payButton } from '#tests/e2e/support/checkout';
import { signUpEva } from '#tests/e2e-live/support/sign-up';
import { startUrls } from './start-ports';

// `npm start` as someone who cloned the repository runs it (decision 072): the server on PGlite in
// a fresh data folder, seeded on its first start, the real Auth emulator, the app in live mode. No
// test control and no stopped clock: the server runs on real time and seeded the studio around the
// moment it started, so the test picks its class from the server's own schedule (two to eight days
// ahead: always in the seed, whatever the day or hour), not from a date it assumes.

const test = base;
const api = (token?: string) =>
  createClient<paths>({
    baseUrl: `${startUrls.api}/api`,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });

async function tokenOf(email: string, password: string): Promise<string> {
  const answer = await fetch(
    `${startUrls.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  expect(answer.ok, `the Auth emulator signs ${email} in`).toBe(true);
  return ((await answer.json()) as { idToken: string }).idToken;
}

/** A yoga class two to eight days ahead with a free place, as the server's schedule lists it. */
async function upcomingYoga(): Promise<{ id: number; day: string; time: string }> {
  const today = studioDay(new Date(), STUDIO_OFFSET_HOURS);
  const { data } = await api().GET('/single_class', {
    params: { query: { start_date: addDays(today, 2), end_date: addDays(today, 8) } },
  });
  for (const day of data?.days ?? []) {
    for (const one of day.single_classes) {
      const taken = one.class_reservations?.length ?? 0;
      if (/Yoga/.test(one.class_type?.name ?? '') && taken < (one.capacity ?? 0)) {
        // Stored as the studio's wall clock written as UTC (classDateOf).
        return { id: one.single_class_id, day: day.date, time: one.class_date.slice(11, 16) };
      }
    }
  }
  throw new Error('The seeded schedule has no yoga class with room in the next days');
}

async function credits(token: string): Promise<number> {
  const { data } = await api(token).GET('/customer/available_classes');
  return (data?.available_classes ?? []).reduce((sum, row) => sum + row.available_classes, 0);
}

async function openWeekOf(page: Page, day: string): Promise<void> {
  await page.goto('/calendario');
  const today = studioDay(new Date(), STUDIO_OFFSET_HOURS);
  const weeksAhead = Math.round((Date.parse(mondayOf(day)) - Date.parse(mondayOf(today))) / (7 * 86_400_000));
  for (let week = 0; week < weeksAhead; week += 1) {
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
  }
}

test('a new customer signs up, buys in cash, pays at the desk, reserves and cancels', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString().slice(-7);
  const { email } = await signUpEva(page, stamp);
  const eva = await tokenOf(email, 'secreto123');
  expect(await credits(eva)).toBe(0);

  // She buys five classes in cash: the purchase waits for her payment at the desk.
  await openCheckout(page, PACKAGE.five);
  await choosePayment(page, 'Efectivo');
  await expectNoAxeViolations(page);
  await payButton(page).click();
  const purchaseId = await expectThanks(page);
  await expect(page.getByText('Pendiente')).toBeVisible();
  await expectNoAxeViolations(page);
  const { data: bought } = await api(eva).GET('/purchases');
  expect(bought?.purchases.map((row) => [row.purchase_id, row.status])).toEqual([[purchaseId, 'pending']]);

  // She pays at the desk, and the front desk marks that purchase paid (the back-office's own
  // call): it completes and gives her its five classes; marking it again gives nothing more.
  const desk = await tokenOf('recepcion@demo.mx', 'demo1234');
  const paid = await api(desk).PUT('/purchases/admin/{id}/paid', { params: { path: { id: purchaseId } } });
  expect([paid.response.status, paid.data?.purchase.status]).toEqual([200, 'completed']);
  const again = await api(desk).PUT('/purchases/admin/{id}/paid', { params: { path: { id: purchaseId } } });
  expect(again.response.status).toBe(409);
  expect(await credits(eva)).toBe(5);
  const { data: after } = await api(eva).GET('/purchases');
  expect(after?.purchases.map((row) => [row.purchase_id, row.status])).toEqual([[purchaseId, 'completed']]);
  await page.goto('/mystudio/creditos');
  await expect(page.getByTestId('credit-table').getByRole('cell', { name: '5', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // She reserves a yoga class on the calendar, and the server takes one credit.
  const yoga = await upcomingYoga();
  await openWeekOf(page, yoga.day);
  const card = classCard(page, yoga.day, new RegExp(`Yoga\\s*${yoga.time}`)).first();
  await card.getByRole('button', { name: 'Reservar' }).click();
  const dialog = page.getByRole('dialog', { name: /Reservar Clase/ });
  await expect(dialog).toBeVisible();
  const spot = dialog.locator('[role="radio"]:not([aria-disabled])').first();
  if ((await dialog.getByRole('radiogroup').count()) > 0) await spot.click();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Reservar' }).click();
  await expect(page.getByText('¡Reservación guardada con éxito!')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await credits(eva)).toBe(4);

  // She cancels it from Mis Reservaciones, days ahead: her credit comes back.
  await page.goto('/mystudio/reservaciones');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Reservaciones' })).toBeVisible();
  const row = page.getByTestId('reservation-table').getByRole('row').filter({ hasText: 'Yoga' });
  await row.getByRole('button', { name: /^Cancelar / }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Precaución' });
  await expect(confirm).toContainText('¿Deseas cancelar tu reservación');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancelar Clase' }).click();
  await expect(page.getByText('Reservación cancelada.')).toBeVisible();
  await expect(row).toContainText('Cancelada');
  await expectNoAxeViolations(page);
  expect(await credits(eva)).toBe(5);
});
