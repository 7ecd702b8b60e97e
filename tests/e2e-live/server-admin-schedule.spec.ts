import { addDays, mondayOf } from '#src/domain/calendar-week';
import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from '#tests/e2e/support/axe';
import { askToCancelClass } from '#tests/e2e/support/class-cancel';
import { logIn } from '#tests/e2e/support/session';
import { apiAs, creditsLeft } from './support/real-server';
import { againstRealServer } from './support/real-server-test';

// The back-office schedule against the studio's real server (issue 31): staff cancel a class
// with reservations; the server gives each customer's credit back and records their mail.
// The seed: ana holds next Thursday's 07:00 Indoor Cycling, paid with a credit.

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
