import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from '#tests/e2e/support/axe';
import { signUpEva } from './support/sign-up';
import { classCard, fullClassCard, nextMonday, reserveNextWednesdayYoga } from '#tests/e2e/support/calendar';
import { logIn } from '#tests/e2e/support/session';
import { addDays } from '#src/domain/calendar-week';
import { PAGE } from '#mocks/seed/content';
import { apiAs, creditsLeft } from './support/real-server';
import { againstRealServer } from './support/real-server-test';

// The live build against the studio's real server (decision 051): `npm run server` in test mode on
// PGlite, the real Auth emulator for identity. Each test starts from the shared seed with the
// server's clock stopped at the browser's starting instant, and reads back through the API what
// the app's actions stored.

againstRealServer();

const ANA = 'ana@demo.mx';

test('a new customer signs up and the server keeps her account', async ({ page }) => {
  const stamp = Date.now().toString().slice(-7);
  const { email } = await signUpEva(page, stamp);

  const { data } = await (await apiAs(email, 'secreto123')).GET('/customer');
  expect(data?.user).toMatchObject({ email, role: 'customer' });
  expect(data?.customer).toMatchObject({
    name: 'Eva',
    last_name: 'Luna',
    email,
    phone: `558${stamp}`,
    birthdate: '1992-03-14',
  });
  expect(data?.customer.accepted_pages?.map((accepted) => accepted.page_id)).toEqual([
    PAGE.terms,
    PAGE.privacy,
  ]);
});

test('ana logs in and reserves a spot; the server holds it and takes one credit', async ({ page, today }) => {
  const api = await apiAs(ANA);
  const upcoming = async () =>
    (await api.GET('/class_reservations', { params: { query: { filter: 'upcoming' } } })).data
      ?.class_reservations ?? [];
  const held = new Set((await upcoming()).map((row) => row.class_reservation_id));
  const before = await creditsLeft(ANA);
  await logIn(page, ANA);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
  await expectNoAxeViolations(page);

  await reserveNextWednesdayYoga(page, today);
  const dialog = page.getByRole('dialog', { name: /Reservar Clase: Vinyasa Yoga/ });
  await expect(dialog.getByRole('radiogroup', { name: 'Elige tu lugar' })).toBeVisible();
  await expectNoAxeViolations(page);
  const spot = dialog.locator('[role="radio"]:not([aria-disabled])').first();
  const label = (await spot.getAttribute('aria-label')) ?? '';
  expect(label).toMatch(/^Lugar \w+$/);
  await spot.click();
  await dialog.getByRole('button', { name: 'Reservar' }).click();
  await expect(page.getByText('¡Reservación guardada con éxito!')).toBeVisible();
  const wednesday = addDays(nextMonday(today), 2);
  await expect(
    classCard(page, wednesday, /Yoga\s*09:00/).getByRole('button', { name: 'Cancelar' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const added = (await upcoming()).filter((row) => !held.has(row.class_reservation_id));
  expect(
    added.map((row) => [
      row.single_class?.class_type?.name,
      row.single_class?.class_date.slice(0, 10),
      `Lugar ${row.spot}`,
    ]),
  ).toEqual([['Vinyasa Yoga', wednesday, label]]);
  expect(await creditsLeft(ANA)).toBe(before - 1);
});

test('ana joins the full class waitlist and leaves it; the server keeps her place, then drops it', async ({
  page,
}) => {
  await logIn(page, ANA);
  const card = await fullClassCard(page);
  const button = card.getByRole('button', { name: /^Lista de Espera/ });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  await expect(page.getByText('Anotada en lista de espera.')).toBeVisible();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByText('Eres la 3.ª en la lista')).toBeVisible();
  await expectNoAxeViolations(page);
  const api = await apiAs(ANA);
  const joined = (await api.GET('/waitlist')).data?.waitlists ?? [];
  expect(joined.map((entry) => [entry.single_class?.description, entry.position])).toEqual([
    ['Yoga de mediodía', 3],
  ]);

  await button.click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('¿Estás segura que deseas eliminarte de la lista de espera?');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Salir de la lista' }).click();
  await expect(page.getByText('Eliminada de lista de espera.')).toBeVisible();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  expect((await api.GET('/waitlist')).data?.waitlists).toEqual([]);
});

const reservationTable = (page: Page) => page.getByTestId('reservation-table');

test('ana sees Mis Reservaciones and cancels a class in time: the credit comes back', async ({ page }) => {
  const before = await creditsLeft(ANA);
  await logIn(page, ANA);
  await page.goto('/mystudio/reservaciones');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Reservaciones' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Solo puedes cancelar clases con 12 horas de anticipacion')).toBeVisible();
  await expect(page.getByTestId('credit-summary')).toContainText(`${before}`);
  await expect(reservationTable(page).getByRole('row')).toHaveCount(8);
  await expectNoAxeViolations(page);

  // The seed's cycling class on spot A1, paid with one of ana's credits, days ahead.
  const cycling = reservationTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'A1', exact: true }) });
  await expect(cycling).toContainText('Próxima');
  await cycling.getByRole('button', { name: /^Cancelar / }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Precaución' });
  await expect(dialog).toContainText('¿Deseas cancelar tu reservación de Indoor Cycling');
  await expect(dialog).not.toContainText('tu crédito no será devuelto');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancelar Clase' }).click();
  await expect(page.getByText('Reservación cancelada.')).toBeVisible();
  await expect(cycling).toContainText('Cancelada');
  await expect(cycling.getByRole('button', { name: /^Cancelar / })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const { data } = await (
    await apiAs(ANA)
  ).GET('/class_reservations', {
    params: { query: { filter: 'cancelled' } },
  });
  expect(data?.class_reservations.filter((row) => row.spot === 'A1')).toHaveLength(1);
  expect(await creditsLeft(ANA)).toBe(before + 1);
});
