import { addDays, mondayOf } from '#src/domain/calendar-week';
import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from '#tests/e2e/support/axe';
import { classCard } from '#tests/e2e/support/calendar';
import { askToCancelClass } from '#tests/e2e/support/class-cancel';
import { chooseFromAccountMenu, logIn } from '#tests/e2e/support/session';
import { apiAs, creditsLeft } from './support/real-server';
import { againstRealServer } from './support/real-server-test';

// The back-office schedule against the studio's real server (issue 31): staff cancel a class
// with reservations (the server gives each customer's credit back and records their mail), make a
// weekly series, and check a customer in from her QR code.
// The seed: ana holds next Thursday's 07:00 Indoor Cycling, paid with a credit; the studio is
// closed on the Monday two weeks ahead; today has a Pilates Mat at 18:00.

againstRealServer();

const ANA = 'ana@demo.mx';

test('staff cancel a class: ana gets her credit back and her mail is recorded, on the server', async ({
  page,
  today,
}) => {
  expect(await creditsLeft(ANA)).toBe(10);
  await logIn(page, 'admin@demo.mx');
  await page.goto('/admin/horarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Horario' })).toBeVisible();
  await page.getByRole('button', { name: 'Semana siguiente' }).click();
  const thursday = addDays(mondayOf(today), 10);
  const card = page.getByRole('article', { name: `Indoor Cycling ${thursday} 07:00`, exact: true });
  const { dialog, taken } = await askToCancelClass(page, card);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancelar clase' }).click();
  await expect(page.getByText(`Clase cancelada. Reservaciones canceladas: ${taken};`)).toBeVisible();
  await expect(card).toBeHidden();

  expect(await creditsLeft(ANA)).toBe(11);
  const { data } = await (await apiAs('admin@demo.mx')).GET('/sent_mails');
  const [y, m, d] = thursday.split('-');
  expect(
    (data?.sent_mails ?? []).filter(
      (mail) =>
        mail.to === ANA && mail.subject.startsWith(`Clase cancelada: Indoor Cycling ${d}/${m}/${y} 07:00`),
    ),
  ).toHaveLength(1);
});

test('staff make a weekly series: the server stores its classes, the closed day left out', async ({
  page,
  today,
}) => {
  await logIn(page, 'admin@demo.mx');
  await page.goto('/admin/horarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Horario' })).toBeVisible();
  await page.getByRole('button', { name: 'Serie semanal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Serie semanal' });
  await dialog.getByLabel('Tipo de clase').selectOption({ label: 'Pilates Mat' });
  await dialog.getByLabel('Ubicación').selectOption({ label: 'Lumen Roma' });
  await dialog.getByLabel('Cupo').fill('6');
  await dialog.getByText('Lunes', { exact: true }).click();
  await dialog.getByText('Miércoles', { exact: true }).click();
  await dialog.getByLabel('Hora').fill('06:15');
  await dialog.getByLabel('Hasta').fill(addDays(today, 14));
  await dialog.getByRole('button', { name: 'Ver clases' }).click();
  // The server's preview: today's 06:15 has passed and the Monday two weeks ahead is closed.
  const preview = dialog.getByTestId('series-preview');
  await expect(preview).toContainText('Se crearán 3 clases:');
  await expect(preview).toContainText('estudio cerrado (Día festivo)');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Crear 3 clases' }).click();
  await expect(page.getByText('Se crearon 3 clases.')).toBeVisible();

  // Stored: read again from the server, and offered to customers.
  await page.reload();
  await page.getByRole('button', { name: 'Semana siguiente' }).click();
  const nextMonday = addDays(mondayOf(today), 7);
  for (const day of [nextMonday, addDays(nextMonday, 2)]) {
    await expect(page.getByRole('article', { name: `Pilates Mat ${day} 06:15`, exact: true })).toContainText(
      '0/6 lugares',
    );
  }
  await expect(
    page.getByRole('article', { name: `Pilates Mat ${addDays(nextMonday, 7)} 06:15` }),
  ).toHaveCount(0);
  const { data } = await (
    await apiAs(ANA)
  ).GET('/single_class', {
    params: { query: { start_date: nextMonday, end_date: addDays(nextMonday, 13) } },
  });
  const early = (data?.days ?? []).flatMap((day) =>
    day.single_classes.filter((item) => item.class_type?.name === 'Pilates Mat' && item.capacity === 6),
  );
  expect(early).toHaveLength(3);
});

test('ana shows her code at the door: staff check her in once, and the server marks her attended', async ({
  page,
  today,
}) => {
  const api = await apiAs(ANA);
  const upcoming = async () =>
    (await api.GET('/class_reservations', { params: { query: { filter: 'upcoming' } } })).data
      ?.class_reservations ?? [];
  const held = new Set((await upcoming()).map((row) => row.class_reservation_id));
  await logIn(page, ANA);
  await classCard(page, today, /Pilates Mat\s*18:00/)
    .getByRole('button', { name: 'Reservar' })
    .click();
  const reserve = page.getByRole('dialog', { name: /Reservar Clase: Pilates Mat/ });
  await reserve.getByRole('button', { name: 'Reservar' }).click();
  await expect(page.getByText('¡Reservación guardada con éxito!')).toBeVisible();
  const [booked] = (await upcoming()).filter((row) => !held.has(row.class_reservation_id));
  expect(booked?.attend).toBeFalsy();

  await page.goto('/mystudio/reservaciones');
  await page
    .getByTestId('reservation-table')
    .getByRole('row')
    .filter({ hasText: 'Pilates Mat' })
    .getByRole('button', { name: /^Código de Acceso/ })
    .first()
    .click();
  const code = page.getByRole('dialog', { name: 'Código de Acceso' });
  const url = new URL((await code.locator('[data-url]').getAttribute('data-url')) ?? '');
  expect(url.pathname).toBe(`/admin/reservaciones/${booked!.class_reservation_id}`);
  await expectNoAxeViolations(page);
  await code.getByRole('button', { name: 'Cerrar' }).first().click();

  await chooseFromAccountMenu(page, 'Ana García', 'Salir', /\/$/);
  await logIn(page, 'admin@demo.mx');
  await page.goto(url.pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Reservación' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Ana García');
  await page.getByRole('button', { name: 'Registrar asistencia' }).click();
  await expect(page.getByText('Asistencia registrada.')).toBeVisible();
  await expect(page.getByTestId('check-in-notice')).toHaveText('Esta asistencia ya fue registrada.');
  await expectNoAxeViolations(page);

  const stored = (await api.GET('/class_reservations', { params: { query: { filter: 'all' } } })).data
    ?.class_reservations;
  expect(stored?.find((row) => row.class_reservation_id === booked!.class_reservation_id)?.attend).toBe(true);
});
