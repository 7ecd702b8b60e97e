import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { doubleClickDuringWrite } from './support/held-request';
import { openAs } from './support/session';

test.describe('the forms builder', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a sign-up field built in the back-office shows on /registro', async ({ page }) => {
    await openAs(page, 'admin', '/admin/formularios/1');
    const heading = page.getByRole('heading', { level: 1, name: /^Campos: / });
    await expect(heading).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Tipo del campo nuevo').selectOption({ label: 'Lista de opciones' });
    await page.getByRole('button', { name: 'Agregar campo' }).click();
    const added = page.getByTestId('builder-fields').getByRole('listitem').last();
    await expect(added).toContainText('Nuevo campo');

    // Checked in Spanish before anything is sent: a list needs its options.
    await page.getByRole('button', { name: 'Guardar formulario' }).click();
    await expect(added.getByText('Agrega al menos una opción.')).toBeVisible();
    await expect(page.getByRole('alert').first()).toHaveText('Revisa los campos marcados antes de guardar.');

    await added.getByLabel('Etiqueta').fill('Turno preferido');
    await added.getByLabel('Clave (nombre del dato)').fill('turno_preferido');
    await added.getByLabel('Paso').fill('1');
    await added.getByLabel('Opciones (una por línea)').fill('Mañana\nTarde');
    // The live preview is the customers' own form.
    const preview = page.getByTestId('form-preview');
    await expect(preview.getByLabel(/Turno preferido/)).toBeVisible();
    await expect(preview.getByLabel(/Turno preferido/).locator('option', { hasText: 'Tarde' })).toHaveCount(
      1,
    );
    await expectNoAxeViolations(page);

    // A double click: the second press lands while the first save is held open, and is ignored.
    const save = await doubleClickDuringWrite(
      page,
      page.getByRole('button', { name: 'Guardar formulario' }),
      {
        methods: ['PUT'],
        path: '/api/forms',
      },
    );
    await expect(page.getByText('form saved.')).toBeVisible();
    expect(await save.count()).toBe(1);

    // The customer side, same browser, signed out: the new field is in the sign-up form.
    await page.getByRole('button', { name: 'Salir' }).click();
    await page.goto('/registro');
    await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();
    const field = page.getByLabel(/Turno preferido/);
    await expect(field).toBeVisible();
    await field.selectOption({ label: 'Tarde' });
    await expectNoAxeViolations(page);
  });
});
