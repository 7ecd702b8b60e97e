import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { doubleClickDuringWrite } from './support/held-request';
import { openAs } from './support/session';
import { expectThanks, openCheckout, PACKAGE, payButton, typeCard } from './support/checkout';

// Stripe's documented test cards (the fake Stripe honours them) and §8's message for each.
const DECLINES: Array<[string, string]> = [
  ['4000000000000002', 'Tu tarjeta fue rechazada por tu banco. Comunícate con tu banco para saber más.'],
  ['4000000000009995', 'Lo sentimos. Tu tarjeta ha sido rechazada por fondos insuficientes.'],
  ['4000000000009987', 'Esta tarjeta ha sido reportada como robada o perdida y no puede utilizarse.'],
  ['4000000000009979', 'Esta tarjeta ha sido reportada como robada o perdida y no puede utilizarse.'],
  ['4000000000000069', 'Tu tarjeta ha expirado'],
  ['4000000000000127', 'El CVV de tu tarjeta es incorrecto'],
  [
    '4100000000000019',
    'Lo sentimos, nuestro procesador de tarjetas ha rechazado el pago. Comunícate con nosotros.',
  ],
];

test.describe('checkout with a card', () => {
  // Card payments wait on the fake processor; the decline tour pays eight times.
  test.describe.configure({ timeout: 300_000 });
  test('sincreditos buys 5 clases with 4242…, sees the order and then her credits', async ({ page }) => {
    await openAs(page, 'sincreditos');
    await openCheckout(page, PACKAGE.five);
    await expect(page.getByRole('heading', { level: 1, name: '5 clases' })).toBeVisible();
    await expect(page.getByText('$750.00 MXN').first()).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Tarjeta de crédito o débito' })).toBeChecked();
    await expect(payButton(page)).toBeDisabled();
    await expectNoAxeViolations(page);

    await typeCard(page, '4242424242424242');
    await expect(payButton(page)).toBeEnabled();
    await payButton(page).click();
    await expectThanks(page);
    await expect(page.getByText('Completada')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Reservar clases' }).click();
    await expect(page).toHaveURL(/\/mystudio$/);
    await page.goto('/mystudio/reservaciones');
    await expect(page.getByTestId('credit-summary')).toContainText('Disponibles5', { timeout: 20_000 });
  });

  test('each declined test card shows its own message and keeps the card to retry', async ({ page }) => {
    await openAs(page, 'ana');
    await openCheckout(page, PACKAGE.single);
    for (const [number, message] of DECLINES) {
      await typeCard(page, number);
      await payButton(page).click();
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      await expect(page.getByLabel('Número de tarjeta')).not.toHaveValue('');
      await expect(payButton(page)).toBeEnabled();
    }
    // A number that cannot be a card is refused by the card field itself, as Stripe's does.
    await typeCard(page, '4242424242424241');
    await expect(page.getByText('El número de la tarjeta es incorrecto.')).toBeVisible();
    await expect(payButton(page)).toBeDisabled();
    await expectNoAxeViolations(page);
    // The same screen, a good card now: the purchase goes through.
    await typeCard(page, '4242424242424242');
    await payButton(page).click();
    await expectThanks(page);
  });

  test('a double click on Pagar makes one purchase', async ({ page }) => {
    await openAs(page, 'ana');
    await openCheckout(page, PACKAGE.single);
    await typeCard(page, '4242424242424242');
    const attempts = await doubleClickDuringWrite(page, payButton(page), {
      methods: ['POST'],
      path: '/api/checkout/attempt',
    });
    await expectThanks(page);
    expect(await attempts.count()).toBe(1);
  });
});
