import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from '#tests/e2e/support/axe';
import { choosePayment, expectThanks, openCheckout, PACKAGE, payButton } from '#tests/e2e/support/checkout';
import { logIn } from '#tests/e2e/support/session';
import { purchaseIds, purchasesSince } from './support/purchases';
import { againstRealServer } from './support/real-server-test';

// Buying a package in the live build against the studio's real server (issue 30): what the
// customer sees, and what the server stored, read back through its API.

againstRealServer();

const ANA = 'ana@demo.mx';

test('ana applies a discount code and pays cash: the server keeps a pending purchase at the lowered price', async ({
  page,
}) => {
  const before = await purchaseIds(ANA);
  await logIn(page, ANA);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
  await openCheckout(page, PACKAGE.five);
  const summary = page.getByRole('region', { name: 'Resumen' });
  await expect(summary).toContainText('Total$750.00 MXN');

  const code = page.getByLabel('Código de descuento');
  await code.fill('NOEXISTE');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Lo sentimos, ese descuento no es válido.')).toBeVisible();
  await code.fill('BIENVENIDA10');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Descuento BIENVENIDA10 aplicado.')).toBeVisible();
  await expect(summary).toContainText('Total$675.00 MXN');

  await choosePayment(page, 'Efectivo');
  await expect(page.getByText('Paga en la recepción de cualquiera de nuestras sedes')).toBeVisible();
  await expectNoAxeViolations(page);
  await payButton(page).click();
  const purchaseId = await expectThanks(page);
  await expect(page.getByText('Pendiente')).toBeVisible();
  await expect(page.getByText('$675.00 MXN')).toBeVisible();
  await expectNoAxeViolations(page);

  expect(await purchasesSince(ANA, before)).toEqual([[purchaseId, PACKAGE.five, 'pending', 675]]);
});
