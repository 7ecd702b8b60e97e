import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { COMMERCE_MESSAGES } from '#src/domain/commerce/messages';
import { openAs } from './support/session';
import {
  choosePayment,
  expectThanks,
  openCheckout,
  PACKAGE,
  payButton,
  setConfig,
  typeCard,
} from './support/checkout';

test.describe.configure({ timeout: 120_000 });

test.describe('checkout: who sees what', () => {
  test('a visitor sees the package, logs in and comes back to buy it', async ({ page }) => {
    await openCheckout(page, PACKAGE.five);
    await expect(page.getByRole('heading', { level: 1, name: '5 clases' })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByLabel('Código de descuento')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('main').getByRole('link', { name: 'Ingresar', exact: true }).click();
    await expect(page).toHaveURL(/\/entrar\?volver=%2Fcheckout%2F3$/);
    await page.getByLabel('Correo electrónico').fill('ana@demo.mx');
    await page.getByLabel('Contraseña', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/3$/, { timeout: 20_000 });
    await expect(page.getByRole('radio', { name: 'Tarjeta de crédito o débito' })).toBeChecked();
  });

  test('the sign-up fee comes first, with a link to the fee package', async ({ page }) => {
    await openAs(page, 'ana');
    await setConfig(page, { signup_fee: String(PACKAGE.signupFee) });
    // The modal hides the rest of the page from assistive technology: look for it alone.
    await page.goto(`/checkout/${PACKAGE.five}`);
    const modal = page.getByRole('alertdialog', { name: 'Completar Inscripción' });
    await expect(modal).toBeVisible({ timeout: 20_000 });
    await expect(modal).toContainText('Antes de comprar un paquete de clases debes pagar tu inscripción.');
    await expectNoAxeViolations(page);
    await modal.getByRole('link', { name: 'Pagar inscripción' }).click();
    await expect(page).toHaveURL(/\/checkout\/9$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inscripción anual' })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('required pages gate Pagar until each is checked (terminos)', async ({ page }) => {
    await openAs(page, 'terminos');
    await openCheckout(page, PACKAGE.single);
    await choosePayment(page, 'Efectivo');
    const accept = page.getByRole('checkbox', { name: 'Acepto Aviso de privacidad' });
    await expect(accept).not.toBeChecked();
    await expect(payButton(page)).toBeDisabled();
    await expect(page.getByText('Acepta los documentos para continuar.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByText('Acepto Aviso de privacidad').click();
    await expect(accept).toBeChecked();
    await expect(payButton(page)).toBeEnabled();
    await payButton(page).click();
    await expectThanks(page);
  });
});

test.describe('checkout: discounts', () => {
  test.use({ as: 'ana' });

  test('a valid code lowers the total; used-up and invalid codes say so', async ({ page }) => {
    await openCheckout(page, PACKAGE.five);
    const code = page.getByLabel('Código de descuento');
    const apply = page.getByRole('button', { name: 'Aplicar' });
    const summary = page.getByRole('region', { name: 'Resumen' });

    await code.fill('AGOTADO');
    await apply.click();
    await expect(page.getByText('Lo sentimos, ya has agotado este descuento.')).toBeVisible();
    await code.fill('NOEXISTE');
    await apply.click();
    await expect(page.getByText('Lo sentimos, ese descuento no es válido.')).toBeVisible();
    await expect(summary).toContainText('Total$750.00 MXN');

    await code.fill('BIENVENIDA10');
    await apply.click();
    await expect(page.getByText('Descuento BIENVENIDA10 aplicado.')).toBeVisible();
    await expect(summary).toContainText('Total$675.00 MXN');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Quitar descuento' }).click();
    await expect(summary).toContainText('Total$750.00 MXN');

    await code.fill('BIENVENIDA10');
    await apply.click();
    await choosePayment(page, 'Efectivo');
    await payButton(page).click();
    await expectThanks(page);
    await expect(page.getByText('$675.00 MXN')).toBeVisible();
  });
});

test.describe('checkout: other ways to pay', () => {
  test('cash leaves a pending purchase with the instructions and bank details', async ({ page }) => {
    await openAs(page, 'ana');
    await openCheckout(page, PACKAGE.single);
    await choosePayment(page, 'Efectivo');
    await expect(page.getByText('Paga en la recepción de cualquiera de nuestras sedes')).toBeVisible();
    await expect(page.getByText('BBVA')).toBeVisible();
    await expect(page.getByText('0123456789')).toBeVisible();
    await expect(page.getByText('Lumen Estudio S.A. de C.V.')).toBeVisible();
    await expectNoAxeViolations(page);
    await payButton(page).click();
    await expectThanks(page);
    await expect(page.getByText('Pendiente')).toBeVisible();
    await expect(page.getByText('Paga en la recepción de cualquiera de nuestras sedes')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('suscrita pays with a saved card', async ({ page }) => {
    await openAs(page, 'suscrita');
    await openCheckout(page, PACKAGE.single);
    await choosePayment(page, 'Mastercard terminación 4444');
    await expect(payButton(page)).toBeEnabled();
    await payButton(page).click();
    await expectThanks(page);
    await expect(page.getByText('Completada')).toBeVisible();
  });

  test('a zero-price package is claimed with Obtener Oferta', async ({ page }) => {
    await openAs(page, 'ana');
    await openCheckout(page, PACKAGE.freeWelcome);
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Obtener Oferta' }).click();
    await expectThanks(page);
  });

  test('a subscription says it renews and is not refundable, takes no first-payment code, and starts with its trial', async ({
    page,
  }) => {
    await openAs(page, 'ana');
    await openCheckout(page, PACKAGE.subscription);
    await expect(
      page.getByText('Esta suscripción se renueva automáticamente cada mes hasta que la canceles.', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(page.getByText(/Incluye 7 días de prueba gratis/)).toBeVisible();
    // A code for the first payment only would take nothing off the trial's 0: the check says so.
    await page.getByLabel('Código de descuento').fill('PRIMERMES');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByText(COMMERCE_MESSAGES.discountNotForTrial)).toBeVisible();
    await expectNoAxeViolations(page);
    await typeCard(page, '4242424242424242');
    await payButton(page).click();
    await expectThanks(page);
    await expect(page.getByText('Activa')).toBeVisible();
  });

  test('PayPal: its button pays, and the order page follows', async ({ page }) => {
    await openAs(page, 'ana');
    await openCheckout(page, PACKAGE.single);
    await choosePayment(page, 'PayPal');
    await expect(payButton(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Pagar con PayPal' }).click();
    await expectThanks(page);
    await expect(page.getByText('Completada')).toBeVisible();
  });

  test('session mode takes the browser to the processor page, which comes back to the order', async ({
    page,
  }) => {
    await openAs(page, 'ana');
    await setConfig(page, { stripe_checkout_mode: 'session' });
    await openCheckout(page, PACKAGE.single);
    await expect(page.getByLabel('Número de tarjeta')).toHaveCount(0);
    await payButton(page).click();
    await expect(page).toHaveURL(/\/__mock\/stripe-checkout\/\d+$/, { timeout: 20_000 });
    await typeCard(page, '4242424242424242');
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await expectThanks(page);
  });

  test('on a phone the summary comes first and the form still works', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, 'ana');
    await openCheckout(page, PACKAGE.five);
    const summary = page.getByRole('region', { name: 'Resumen' });
    const methods = page.getByRole('heading', { name: 'Método de pago' });
    const summaryBox = await summary.boundingBox();
    const methodsBox = await methods.boundingBox();
    expect(summaryBox!.y).toBeLessThan(methodsBox!.y);
    expect(summaryBox!.width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
});
