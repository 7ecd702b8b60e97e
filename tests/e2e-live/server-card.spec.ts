import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from '#tests/e2e/support/axe';
import { expectThanks, openCheckout, PACKAGE, payButton, typeCard } from '#tests/e2e/support/checkout';
import { logIn } from '#tests/e2e/support/session';
import { expectCreditsShown, purchaseIds, purchasesSince } from './support/purchases';
import { creditsLeft } from './support/real-server';
import { againstRealServer } from './support/real-server-test';
import { stripeAtItsEdges } from './support/stripe-at-its-edges';

// Paying a package by card in the live build against the studio's real server (issue 30), with
// Stripe faked only at its HTTP edges (decision 088): the server makes the PaymentIntent at the
// fake of Stripe's API, the page confirms it there through https://api.stripe.com, and the fake
// posts Stripe's signed event to the server's webhook, the only word that completes a purchase.

againstRealServer();

const ANA = 'ana@demo.mx';

test.beforeEach(async ({ page }) => {
  await stripeAtItsEdges(page);
  await logIn(page, ANA);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
  await openCheckout(page, PACKAGE.five);
  await expect(page.getByRole('radio', { name: 'Tarjeta de crédito o débito' })).toBeChecked();
});

test('ana pays 5 clases with 4242…: Stripe confirms, its webhook completes the purchase and the credits show', async ({
  page,
}) => {
  const before = await purchaseIds(ANA);
  const credits = await creditsLeft(ANA);
  await expect(payButton(page)).toBeDisabled();
  await expectNoAxeViolations(page);

  await typeCard(page, '4242424242424242');
  await payButton(page).click();
  const purchaseId = await expectThanks(page);
  await expect(page.getByText('Completada')).toBeVisible();
  await expect(page.getByText('$750.00 MXN')).toBeVisible();
  await expectNoAxeViolations(page);

  await expectCreditsShown(page, credits + 5);

  expect(await purchasesSince(ANA, before)).toEqual([[purchaseId, PACKAGE.five, 'completed', 750]]);
  expect(await creditsLeft(ANA)).toBe(credits + 5);
});

test('a card without funds (4000 0000 0000 9995) shows why, stays on the checkout and grants nothing', async ({
  page,
}) => {
  const before = await purchaseIds(ANA);
  const credits = await creditsLeft(ANA);
  await typeCard(page, '4000000000009995');
  await payButton(page).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Lo sentimos. Tu tarjeta ha sido rechazada por fondos insuficientes.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/checkout/${PACKAGE.five}$`));
  await expect(page.getByLabel('Número de tarjeta')).not.toHaveValue('');
  await expect(payButton(page)).toBeEnabled();
  await expectNoAxeViolations(page);

  // Stripe's payment_intent.payment_failed reached the server: the attempt is closed, not left pending.
  expect(await purchasesSince(ANA, before)).toEqual([[expect.any(Number), PACKAGE.five, 'failed', 750]]);
  expect(await creditsLeft(ANA)).toBe(credits);
});
