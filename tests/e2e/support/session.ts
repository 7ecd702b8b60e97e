import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'demo1234';

/** Logs in through /entrar and waits for the account area. */
export async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/entrar');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/mystudio$/);
}

export async function setMockClockOffset(page: Page, ms: number): Promise<void> {
  await page.evaluate(
    (offset) =>
      (
        window as unknown as { __studioMocks: { setClockOffset(ms: number): void } }
      ).__studioMocks.setClockOffset(offset),
    ms,
  );
}

export async function setScenarios(
  page: Page,
  scenarios: { expireTokenOnNextCall?: boolean },
): Promise<void> {
  await page.evaluate(
    (next) =>
      (window as unknown as { __studioMocks: { setScenarios(s: object): void } }).__studioMocks.setScenarios(
        next,
      ),
    scenarios,
  );
}
