import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from '#tests/e2e/support/axe';
import { logIn } from '#tests/e2e/support/session';
import { apiAs } from './support/real-server';
import { againstRealServer } from './support/real-server-test';

// The back-office against the studio's real server (issue 31): staff give a customer a package
// and take it back; the server's records, read through its API, follow each step.

againstRealServer();

const ANA = 'ana@demo.mx';

async function creditsOf(email: string): Promise<number[]> {
  const { data } = await (await apiAs(email)).GET('/customer/available_classes');
  return (data?.available_classes ?? []).map((row) => row.available_classes);
}

test('staff give ana a package for 30 days and revoke it: her credits follow on the server', async ({
  page,
}) => {
  expect(await creditsOf(ANA)).toEqual([10]);
  await logIn(page, 'admin@demo.mx');
  await page.goto('/admin/clientes');
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
  await page.getByLabel('Buscar por nombre, correo o teléfono').fill('ana garcia');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByText('1 cliente', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByTestId('customer-list-table').getByRole('link', { name: 'Ana García' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ana García' })).toBeVisible();
  await expect(page.getByTestId('credits-total')).toHaveText('Total: 10');

  await page.getByRole('button', { name: 'Dar acceso a un paquete' }).click();
  const form = page.getByRole('dialog', { name: 'Dar acceso a un paquete' });
  await form.getByLabel('Paquete').selectOption({ label: '5 clases' });
  await form.getByLabel('Días de acceso').fill('30');
  await form.getByRole('button', { name: 'Continuar' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Precaución' });
  await expect(confirm.getByTestId('credits-effect')).toContainText('Clases después15');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Dar acceso' }).click();
  await expect(page.getByText('¡Acceso agregado!')).toBeVisible();
  await expect(page.getByTestId('credits-total')).toHaveText('Total: 15');
  expect(await creditsOf(ANA)).toEqual([10, 5]);

  await page
    .getByRole('button', { name: /^Revocar 5 clases del / })
    .first()
    .click();
  await expect(confirm.getByTestId('credits-effect')).toContainText('Clases después10');
  await confirm.getByRole('button', { name: 'Revocar acceso' }).click();
  await expect(page.getByText('¡Acceso eliminado!')).toBeVisible();
  await expect(page.getByTestId('credits-total')).toHaveText('Total: 10');
  await expect(page.getByTestId('customer-purchases-table')).toContainText('Revocada');
  await expectNoAxeViolations(page);
  expect(await creditsOf(ANA)).toEqual([10]);
});
