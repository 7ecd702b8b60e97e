import { expect, type Page } from '@playwright/test';

/** The seeded packages (mocks/seed/commerce.ts). */
export const PACKAGE = {
  trial: 1,
  single: 2,
  five: 3,
  ten: 4,
  subscription: 6,
  signupFee: 9,
  freeWelcome: 10,
} as const;

/** Types a card into the card processor's field (the fake Stripe card element in mock mode). */
export async function typeCard(page: Page, number: string, expiry = '1230', cvc = '123'): Promise<void> {
  await page.getByLabel('Número de tarjeta').fill(number);
  await page.getByLabel('Fecha de vencimiento').fill(expiry);
  await page.getByLabel('CVC').fill(cvc);
}

/** Picks a payment choice by its label (Chakra's radio input is visually hidden: click the label). */
export async function choosePayment(page: Page, name: string): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Método de pago' }).getByText(name, { exact: true }).click();
  await expect(page.getByRole('radio', { name })).toBeChecked();
}

export function payButton(page: Page) {
  return page.getByRole('button', { name: 'Pagar', exact: true });
}

/** Sets app configuration entries in the mock backend and reloads so the app reads them. */
export async function setConfig(page: Page, entries: Record<string, string>): Promise<void> {
  await page.evaluate(
    (next) =>
      (
        window as unknown as { __studioMocks: { setConfig(e: Record<string, string>): Promise<void> } }
      ).__studioMocks.setConfig(next),
    entries,
  );
  await page.reload();
}

export async function openCheckout(page: Page, classPackageId: number): Promise<void> {
  await page.goto(`/checkout/${classPackageId}`);
  // The route, the card processor and four calls load on a machine other tests share.
  await expect(page.getByRole('heading', { level: 2, name: 'Resumen' })).toBeVisible({ timeout: 20_000 });
}

/** The order number on /gracias: #00{purchase_id}. */
export async function expectThanks(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/gracias\/\d+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: '¡Compra exitosa!' })).toBeVisible();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByText(`#00${id}`)).toBeVisible();
  return id;
}
