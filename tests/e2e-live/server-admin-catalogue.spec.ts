import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from '#tests/e2e/support/axe';
import { logIn } from '#tests/e2e/support/session';
import { apiAs } from './support/real-server';
import { againstRealServer } from './support/real-server-test';

// The back-office catalogue against the studio's real server (issue 31): a package staff create
// is stored by the server and offered on /paquetes.

againstRealServer();

test('staff create a package: the server stores it and /paquetes offers it', async ({ page }) => {
  await logIn(page, 'admin@demo.mx');
  await page.goto('/admin/paquetes');
  await expect(page.getByRole('heading', { level: 1, name: 'Paquetes' })).toBeVisible();
  await page.getByRole('link', { name: 'Agregar paquete' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo: paquete' })).toBeVisible();
  await page.getByLabel('Nombre').fill('Paquete QA 8 clases');
  await page.getByLabel('Precio (MXN)').fill('990');
  await page.getByRole('textbox', { name: 'Clases' }).fill('8');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Package saved.')).toBeVisible();

  const { data } = await (await apiAs('admin@demo.mx')).GET('/class_packages');
  const stored = (data?.class_packages ?? []).find((pkg) => pkg.title === 'Paquete QA 8 clases');
  expect(stored).toMatchObject({ price: 990, class_amount: 8 });

  await page.goto('/paquetes');
  await expect(page.getByRole('article', { name: 'Paquete QA 8 clases' })).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
});
