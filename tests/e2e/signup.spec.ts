import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from './support/axe';

// Each test gets a fresh browser context, so the mock data starts from the seed every time.

interface Customer {
  name?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  birthdate?: string;
  password?: string;
  confirm?: string;
}

const newCustomer: Required<Customer> = {
  name: 'Eva',
  lastName: 'Luna',
  email: 'eva.luna@example.mx',
  phone: '5599990001',
  birthdate: '1992-03-14',
  password: 'secreto123',
  confirm: 'secreto123',
};

const ACCEPT = 'Acepto Términos y condiciones y Aviso de privacidad';

async function openSignup(page: Page) {
  await page.goto('/registro');
  await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();
  await expect(page.getByLabel('Nombre', { exact: true })).toBeVisible();
}

async function fill(page: Page, customer: Customer) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  if (customer.name !== undefined) await field('Nombre').fill(customer.name);
  if (customer.lastName !== undefined) await field('Apellidos').fill(customer.lastName);
  if (customer.email !== undefined) await field('Correo electrónico').fill(customer.email);
  if (customer.phone !== undefined) await field('Teléfono').fill(customer.phone);
  if (customer.birthdate !== undefined) await field('Fecha de nacimiento').fill(customer.birthdate);
  if (customer.password !== undefined) await field('Contraseña').fill(customer.password);
  if (customer.confirm !== undefined) await field('Confirmar contraseña').fill(customer.confirm);
}

const acceptTerms = (page: Page) => page.getByText(ACCEPT).click();
const submit = (page: Page) => page.getByRole('button', { name: 'Registrarte' }).click();

test.describe('sign-up', () => {
  test('shows the form with its links and masked passwords', async ({ page }) => {
    await openSignup(page);
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAttribute('type', 'password');
    await expect(page.getByLabel('Confirmar contraseña', { exact: true })).toHaveAttribute(
      'type',
      'password',
    );
    await expect(page.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/entrar');
    await expect(page.getByRole('checkbox', { name: ACCEPT })).not.toBeChecked();
    await expectNoAxeViolations(page);
  });

  test('an empty required field is named and marked', async ({ page }) => {
    await openSignup(page);
    await fill(page, { ...newCustomer, lastName: undefined });
    await acceptTerms(page);
    await submit(page);
    await expect(page.getByRole('alert')).toContainText('Revisa el campo: Apellidos');
    await expect(page.getByLabel('Apellidos', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Debes llenar este campo.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('passwords that differ', async ({ page }) => {
    await openSignup(page);
    await fill(page, { ...newCustomer, confirm: 'secreto124' });
    await acceptTerms(page);
    await submit(page);
    await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
    await expect(page).toHaveURL(/\/registro$/);
    await expectNoAxeViolations(page);
  });

  test('the terms box must be ticked', async ({ page }) => {
    await openSignup(page);
    await fill(page, newCustomer);
    await submit(page);
    await expect(
      page.getByText('Debes aceptar los términos y condiciones antes de continuar.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await acceptTerms(page);
    await expect(page.getByText('Debes aceptar los términos y condiciones antes de continuar.')).toBeHidden();
  });

  test('a password below the provider policy lists what is missing', async ({ page }) => {
    await openSignup(page);
    await fill(page, { ...newCustomer, password: 'abc', confirm: 'abc' });
    await acceptTerms(page);
    await submit(page);
    await expect(page.getByText('Tu contraseña debe tener: al menos 6 caracteres.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a phone that already has an account', async ({ page }) => {
    await openSignup(page);
    // Typed with separators: the field keeps only the digits, ana's phone.
    await fill(page, { ...newCustomer, phone: '(55) 1111-1111' });
    await expect(page.getByLabel('Teléfono', { exact: true })).toHaveValue('5511111111');
    await acceptTerms(page);
    await submit(page);
    await expect(page.getByText('Ya existe una cuenta con ese número de teléfono')).toBeVisible();
    await expect(page).toHaveURL(/\/registro$/);
    await expectNoAxeViolations(page);
  });

  test('an email that is already a customer (409) keeps what was typed', async ({ page }) => {
    await openSignup(page);
    await fill(page, { ...newCustomer, email: 'ana@demo.mx' });
    await acceptTerms(page);
    await submit(page);
    await expect(page.getByRole('alert')).toContainText(
      'Ya tienes una cuenta con nosotros. Por favor, inicia sesión.',
    );
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Eva');
    await expect(page.getByLabel('Correo electrónico', { exact: true })).toHaveValue('ana@demo.mx');
    await expectNoAxeViolations(page);
  });

  test('a new customer signs up and lands on the calendar', async ({ page }) => {
    await openSignup(page);
    await fill(page, newCustomer);
    await page.getByLabel('¿Cómo nos conociste? (Opcional)').selectOption('Otro');
    await page.getByLabel('Cuéntanos más (Opcional)').fill('Una amiga');
    await acceptTerms(page);
    await submit(page);
    await expect(page).toHaveURL(/\/mystudio$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
    await expectNoAxeViolations(page);
    // A signed-in customer who opens /registro again goes back to the account.
    await page.goto('/registro');
    await expect(page).toHaveURL(/\/mystudio$/);
  });

  test('each required document opens in a large modal', async ({ page }) => {
    await openSignup(page);
    await page.getByRole('button', { name: 'Leer Aviso de privacidad' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aviso de privacidad' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: '1. Reservaciones' })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(dialog).toBeHidden();
    // Reading a document does not tick the box.
    await expect(page.getByRole('checkbox', { name: ACCEPT })).not.toBeChecked();
  });

  test('a provider sign-in through the account chooser', async ({ page }) => {
    await openSignup(page);
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    const chooser = page.getByRole('dialog', { name: 'Continuar con Google' });
    await expect(chooser).toBeVisible();
    await chooser.getByRole('button', { name: 'Continuar' }).click();
    await expect(chooser.getByText('Escribe tu correo electrónico.')).toBeVisible();
    await expectNoAxeViolations(page);
    await chooser.getByLabel('Usar otra cuenta: correo electrónico').fill('ana@demo.mx');
    await chooser.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/mystudio$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a first provider sign-in finishes signing up without choosing a password', async ({ page }) => {
    await openSignup(page);
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    const chooser = page.getByRole('dialog', { name: 'Continuar con Google' });
    await chooser.getByLabel('Usar otra cuenta: correo electrónico').fill('nueva.google@example.mx');
    await chooser.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/registro$/);
    await expect(page.getByLabel('Correo electrónico', { exact: true })).toHaveValue(
      'nueva.google@example.mx',
    );
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continuar con Google' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await fill(page, { name: 'Gala', lastName: 'Gómez', phone: '5599990002', birthdate: '1990-01-01' });
    await acceptTerms(page);
    await submit(page);
    await expect(page).toHaveURL(/\/mystudio$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
  });
});
