import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from '#tests/e2e/support/axe';
import { choosePayment, expectThanks, openCheckout, PACKAGE, payButton } from '#tests/e2e/support/checkout';
import { logIn } from '#tests/e2e/support/session';
import { expectCreditsShown, purchaseIds, purchasesSince } from './support/purchases';
import { creditsLeft } from './support/real-server';
import { againstRealServer } from './support/real-server-test';
import { paypalAtItsEdges } from './support/paypal-at-its-edges';

// Paying a package with PayPal in the live build against the studio's real server (issue 30),
// PayPal faked at its edges (decision 088): the server makes the order and captures it at the fake
// of PayPal's REST API; the page loads PayPal's SDK from its real address and gets a fake button.

againstRealServer();

const ANA = 'ana@demo.mx';

test('ana pays 5 clases with PayPal: the server captures the order, completes the purchase and grants the credits', async ({
  page,
}) => {
  await paypalAtItsEdges(page);
  const before = await purchaseIds(ANA);
  const credits = await creditsLeft(ANA);
  await logIn(page, ANA);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
  await openCheckout(page, PACKAGE.five);
  await choosePayment(page, 'PayPal');
  await expect(payButton(page)).toHaveCount(0);
  const paypal = page.getByRole('button', { name: 'Pagar con PayPal' });
  await expect(paypal).toBeVisible();
  await expectNoAxeViolations(page);

  await paypal.click();
  const purchaseId = await expectThanks(page);
  await expect(page.getByText('Completada')).toBeVisible();
  await expectNoAxeViolations(page);

  await expectCreditsShown(page, credits + 5);

  expect(await purchasesSince(ANA, before)).toEqual([[purchaseId, PACKAGE.five, 'completed', 750]]);
  expect(await creditsLeft(ANA)).toBe(credits + 5);
});
