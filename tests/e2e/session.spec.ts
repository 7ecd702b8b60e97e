import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { logIn, openAs, setScenarios } from './support/session';

test.describe('logging in', () => {
  test('the login screen as the spec draws it', async ({ page }) => {
    await page.goto('/entrar');
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar Ahora' })).toBeVisible();
    await expect(page.getByTestId('auth-background')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Crea tu cuenta' })).toHaveAttribute('href', '/registro');
    await expect(page.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/recuperar',
    );
    const password = page.getByLabel('Contraseña', { exact: true });
    await password.fill('secreto');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ocultar contraseña' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expectNoAxeViolations(page);
  });

  test('hides the background image on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/entrar');
    await expect(page.getByRole('heading', { name: 'Entrar Ahora' })).toBeVisible();
    await expect(page.getByTestId('auth-background')).toBeHidden();
  });

  test('asks for the fields it needs', async ({ page }) => {
    await page.goto('/entrar');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Escribe tu correo electrónico.')).toBeVisible();
    await expect(page.getByText('Escribe tu contraseña.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an unknown email is told to sign up', async ({ page }) => {
    await page.goto('/entrar');
    await page.getByLabel('Correo electrónico').fill('nadie@demo.mx');
    await page.getByLabel('Contraseña', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Lo sentimos. No encontramos una cuenta con ese correo. ¡Regístrate!',
    );
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeEnabled();
    await expect(page.getByLabel('Correo electrónico')).toHaveValue('nadie@demo.mx');
    await expectNoAxeViolations(page);
  });

  test('a wrong password says so and keeps what was typed', async ({ page }) => {
    await page.goto('/entrar');
    await page.getByLabel('Correo electrónico').fill('ana@demo.mx');
    await page.getByLabel('Contraseña', { exact: true }).fill('incorrecta');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'La contraseña es incorrecta. Por favor, intenta de nuevo',
    );
    await expect(page.getByLabel('Correo electrónico')).toHaveValue('ana@demo.mx');
  });

  test('a persona logs in, lands in the account area, and /entrar sends her back there', async ({ page }) => {
    await logIn(page, 'ana@demo.mx');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/entrar');
    await expect(page).toHaveURL(/\/mystudio$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
  });

  test('an expired token from the server ends the session and says why', async ({ page }) => {
    await logIn(page, 'ana@demo.mx');
    // Let the account area's own calls finish first: the scenario is for the next call after it.
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await setScenarios(page, { expireTokenOnNextCall: true });
    await page.reload();
    await expect(page).toHaveURL(/\/entrar$/);
    await expect(page.getByText('Tu sesión expiró. Inicia sesión de nuevo.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('signing in with an email link', () => {
  test('sends the link, and opening it signs in', async ({ page }) => {
    await page.goto('/entrar');
    await page.getByLabel('Correo para recibir el enlace').fill('ana@demo.mx');
    await page.getByRole('button', { name: 'Enviarme un enlace' }).click();
    await expect(page.getByText('Te enviamos un enlace a ana@demo.mx para entrar.')).toBeVisible();
    await expectNoAxeViolations(page);
    const emails = await page.evaluate(() =>
      (
        window as unknown as { __studioMocks: { sentEmails(): Array<{ email: string; oobLink: string }> } }
      ).__studioMocks.sentEmails(),
    );
    const link = emails.filter((email) => email.email === 'ana@demo.mx').at(-1)!.oobLink;
    await page.goto(link);
    await expect(page).toHaveURL(/\/mystudio$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
  });
});

test.describe('recovering a password', () => {
  test('sends the reset mail for a known email', async ({ page }) => {
    await page.goto('/recuperar');
    await expect(page.getByLabel('Correo electrónico')).toHaveAttribute('type', 'email');
    await page.getByLabel('Correo electrónico').fill('ana@demo.mx');
    await page.getByRole('button', { name: 'Recuperar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Te hemos enviado' })).toHaveText(
      'Te hemos enviado un correo para reestablecer tu contraseña.',
    );
    await expect(page.getByRole('link', { name: 'Volver a Entrar' })).toHaveAttribute('href', '/entrar');
    await expectNoAxeViolations(page);
  });

  test('an unknown email is told so', async ({ page }) => {
    await page.goto('/recuperar');
    await page.getByLabel('Correo electrónico').fill('nadie@demo.mx');
    await page.getByRole('button', { name: 'Recuperar' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Lo sentimos. No encontramos una cuenta con ese correo. ¡Regístrate!',
    );
  });
});

test.describe('the account area', () => {
  test("says 'Accediendo' to a visitor and offers /entrar after 30 seconds", async ({ page }) => {
    await page.goto('/mystudio');
    await expect(page.getByRole('heading', { name: 'Accediendo' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir a Entrar' })).toHaveCount(0);
    await page.clock.fastForward(29_000);
    await expect(page.getByRole('link', { name: 'Ir a Entrar' })).toHaveCount(0);
    await page.clock.fastForward(1_500);
    await expect(page.getByRole('link', { name: 'Ir a Entrar' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a required page not yet accepted must be accepted first', async ({ page }) => {
    await openAs(page, 'terminos');
    const dialog = page.getByRole('dialog', { name: 'Aviso de privacidad' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Debes aceptar Aviso de privacidad para continuar');
    await dialog.getByText('Acepto Aviso de privacidad').click();
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('an incomplete profile is asked to complete it on /mystudio', async ({ page }) => {
    await openAs(page, 'incompleta');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Debes completar tu información personal antes de reservar clases.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Completar Información' }).click();
    await expect(page).toHaveURL(/\/mystudio\/informacion$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mi Información' })).toBeVisible();
    await page.getByRole('button', { name: 'Editar', exact: true }).first().click();
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Irene');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Revisa los campos faltantes o inválidos.')).toBeVisible();
    await page.getByLabel('Teléfono', { exact: true }).fill('(55) 6543-2109');
    await page.getByLabel('Fecha de nacimiento', { exact: true }).fill('1993-06-15');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Perfil actualizado con éxito.' })).toBeVisible();

    await page.goto('/mystudio');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('a phone another customer has is refused on the profile, keeping what was typed', async ({ page }) => {
    await openAs(page, 'incompleta', '/mystudio/informacion');
    await page.getByRole('button', { name: 'Editar', exact: true }).first().click();
    await page.getByLabel('Teléfono', { exact: true }).fill('5511111111');
    await page.getByLabel('Fecha de nacimiento', { exact: true }).fill('1993-06-15');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Ya existe una cuenta con ese número de teléfono')).toBeVisible();
    await expect(page.getByLabel('Fecha de nacimiento', { exact: true })).toHaveValue('1993-06-15');
  });
});
