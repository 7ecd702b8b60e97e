import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from '#tests/e2e/support/axe';
import { signUpEva } from './support/sign-up';
import { classCard, nextMonday, reserveNextWednesdayYoga } from '#tests/e2e/support/calendar';
import { choosePayment, expectThanks, openCheckout, PACKAGE, payButton } from '#tests/e2e/support/checkout';
import { logIn } from '#tests/e2e/support/session';
import { addDays } from '#src/domain/calendar-week';
import { expectNoCspViolations, watchCspViolations } from './support/csp';

// The live build against real parts (decision 033): identity is firebase-tools' Auth emulator
// (the personas seeded into it), /api is `npm run mock:server`, which accepts the emulator's
// tokens. It proves that the identity emulation in the mocks behaves like the real one for the
// customer's path: sign up, log in, reserve, pay (cash: the card and PayPal need their providers'
// servers, which a machine without internet cannot reach).

test.beforeEach(async ({ page }) => {
  await watchCspViolations(page);
});

test('a new customer signs up against the real Auth emulator', async ({ page }) => {
  await signUpEva(page, Date.now().toString().slice(-7));
  await expectNoCspViolations(page);
});

test('a seeded persona logs in, reserves a class and pays a package in cash', async ({ page, today }) => {
  await logIn(page, 'ana@demo.mx');
  await expectNoAxeViolations(page);

  await reserveNextWednesdayYoga(page, today);
  const dialog = page.getByRole('dialog', { name: /Reservar Clase: Vinyasa Yoga/ });
  await expect(dialog.getByRole('radiogroup', { name: 'Elige tu lugar' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.locator('[role="radio"]:not([aria-disabled])').first().click();
  await dialog.getByRole('button', { name: 'Reservar' }).click();
  await expect(page.getByText('¡Reservación guardada con éxito!')).toBeVisible();
  await expect(
    classCard(page, addDays(nextMonday(today), 2), /Yoga\s*09:00/).getByRole('button', { name: 'Cancelar' }),
  ).toBeVisible();

  await openCheckout(page, PACKAGE.single);
  await choosePayment(page, 'Efectivo');
  await expectNoAxeViolations(page);
  await payButton(page).click();
  await expectThanks(page);
  await expect(page.getByText('Pendiente')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoCspViolations(page);
});
