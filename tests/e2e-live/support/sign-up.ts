import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '#tests/e2e/support/axe';
import { expect } from '#tests/e2e/support/fixtures';

/**
 * A new customer, Eva, signs up through /registro (checked with axe before she sends it) and lands
 * on the calendar; `stamp` keeps her email and phone unique across runs on the same emulator.
 */
export async function signUpEva(page: Page, stamp: string): Promise<{ email: string }> {
  const email = `eva.${stamp}@example.mx`;
  await page.goto('/registro');
  await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('Nombre').fill('Eva');
  await field('Apellidos').fill('Luna');
  await field('Correo electrónico').fill(email);
  await field('Teléfono').fill(`558${stamp}`);
  await field('Fecha de nacimiento').fill('1992-03-14');
  await field('Contraseña').fill('secreto123');
  await field('Confirmar contraseña').fill('secreto123');
  await page.getByText('Acepto Términos y condiciones y Aviso de privacidad').click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Registrarte' }).click();
  await expect(page).toHaveURL(/\/mystudio$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
  await expectNoAxeViolations(page);
  return { email };
}
