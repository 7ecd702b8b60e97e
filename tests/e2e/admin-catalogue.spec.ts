import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { doubleClickDuringWrite } from './support/held-request';
import { openCheckout } from './support/checkout';
import { openAs } from './support/session';

/** The back-office as admin@demo.mx: what staff save shows on the customer side at once. */
async function openAdmin(page: Page, path = '/admin') {
  await openAs(page, 'admin', path);
  await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();
}

const list = (page: Page) => page.getByTestId('resource-list-table');
const row = (page: Page, name: string) =>
  list(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });

test.describe('the back-office catalogue', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an admin creates, edits and deletes a package, and /paquetes follows', async ({ page }) => {
    await openAdmin(page, '/admin/paquetes');
    await expect(page.getByRole('heading', { level: 1, name: 'Paquetes' })).toBeVisible();
    await expect(row(page, '10 clases')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Agregar paquete' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo: paquete' })).toBeVisible();
    // Nothing is sent with a missing name or a price with three decimals.
    await page.getByLabel('Precio (MXN)').fill('12.345');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Este campo es obligatorio.')).toBeVisible();
    await expect(page.getByText('Escribe un precio con hasta dos decimales.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Nombre').fill('Paquete QA 8 clases');
    await page.getByLabel('Precio (MXN)').fill('990');
    await page.getByRole('textbox', { name: 'Clases' }).fill('8');
    // The downloadable file is uploaded; the form keeps its name and type (inputs: image, downloadable…).
    await page
      .locator('input[type=file]')
      .nth(1)
      .setInputFiles({ name: 'rutina.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(page.getByText('rutina.pdf', { exact: true })).toBeVisible();
    const created = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/class_packages'),
    );
    // A double click saves once: one POST, one package.
    const save = await doubleClickDuringWrite(page, page.getByRole('button', { name: 'Guardar' }), {
      methods: ['POST'],
      path: '/api/class_packages',
    });
    await expect(page.getByText('Package saved.')).toBeVisible();
    await expect(row(page, 'Paquete QA 8 clases')).toHaveCount(1);
    expect(await save.count()).toBe(1);
    expect((await created).postDataJSON()).toMatchObject({
      downloadable: { name: 'rutina.pdf', type: 'application/pdf' },
      // The same upload fills the file's address.
      file_url: expect.stringMatching(/^data:application\/pdf/) as unknown,
    });

    await page.goto('/paquetes');
    await expect(page.getByRole('article', { name: 'Paquete QA 8 clases' })).toBeVisible({ timeout: 20_000 });

    await page.goto('/admin/paquetes');
    await row(page, 'Paquete QA 8 clases')
      .getByRole('link', { name: /Editar/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Editar: paquete' })).toBeVisible();
    await page.getByLabel('Nombre').fill('Paquete QA ilimitado');
    await page.getByText('Ilimitado', { exact: true }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Package saved.')).toBeVisible();
    await expect(row(page, 'Paquete QA ilimitado')).toContainText('Ilimitado');

    await row(page, 'Paquete QA ilimitado')
      .getByRole('link', { name: /Editar/ })
      .click();
    await page.getByRole('button', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Precaución' });
    await expect(confirm).toContainText('Esta acción no se puede deshacer.');
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Package deleted.')).toBeVisible();
    await expect(row(page, 'Paquete QA ilimitado')).toHaveCount(0);
    await page.goto('/paquetes');
    await expect(page.getByRole('heading', { level: 1, name: 'Paquetes' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('article', { name: 'Paquete QA ilimitado' })).toHaveCount(0);
  });

  test('a package put on the home page is in the home list at once', async ({ page }) => {
    // What the landing reads (the mock backend runs in the page, so this is the customer's answer).
    const onHome = () =>
      page.evaluate(async () => {
        const answer = await fetch('/api/class_packages/presenciales/home');
        const body = (await answer.json()) as { class_packages: Array<{ title: string }> };
        return body.class_packages.map((pkg) => pkg.title);
      });
    await openAdmin(page, '/admin/paquetes');
    expect(await onHome()).not.toContain('1 clase');
    const single = row(page, '1 clase');
    await single.getByRole('button', { name: 'Agregar al home' }).click();
    await expect(page.getByText('¡Paquete agregado al home con éxito!')).toBeVisible();
    await expect(single.getByRole('button', { name: 'Quitar del home' })).toBeVisible();
    expect(await onHome()).toContain('1 clase');

    await single.getByRole('button', { name: 'Quitar del home' }).click();
    await expect(page.getByText('¡Paquete eliminado del home!')).toBeVisible();
    await expect(single.getByRole('button', { name: 'Agregar al home' })).toBeVisible();
    expect(await onHome()).not.toContain('1 clase');
  });

  // The landing's packages section arrives with issue 12 (public site): once merged, this runs.
  test('a package put on the home page shows on /', async ({ page }) => {
    const homePackages = (target: typeof page) => target.locator('section[data-section="paquetes"]');
    await page.goto('/#paquetes');
    await expect(homePackages(page).getByRole('heading').first()).toBeVisible({ timeout: 20_000 });
    await expect(homePackages(page).getByText('1 clase', { exact: true })).toHaveCount(0);

    await openAdmin(page, '/admin/paquetes');
    await row(page, '1 clase').getByRole('button', { name: 'Agregar al home' }).click();
    await expect(page.getByText('¡Paquete agregado al home con éxito!')).toBeVisible();
    await page.goto('/#paquetes');
    await expect(homePackages(page).getByText('1 clase', { exact: true }).first()).toBeVisible({
      timeout: 20_000,
    });
    await expectNoAxeViolations(page);
  });

  test('a discount made in the back-office works at checkout', async ({ page }) => {
    await openAdmin(page, '/admin/descuentos/nuevo');
    await page.getByLabel('Código').fill('QA20');
    await page.getByLabel('Monto').fill('120');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Un descuento en porcentaje no puede pasar de 100.')).toBeVisible();
    await page.getByLabel('Monto').fill('20');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Discount saved.')).toBeVisible();
    await expect(row(page, 'QA20')).toContainText('20%');

    await page.goto('/admin/descuentos/9999');
    await expect(page.getByText('Descuento no encontrado.')).toBeVisible();

    await openAs(page, 'ana');
    await openCheckout(page, 3);
    await page.getByLabel('Código de descuento').fill('QA20');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByText('Descuento QA20 aplicado.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Resumen' })).toContainText('Total$600.00 MXN');
  });

  test('a page slug must be URL-safe; leaving unsaved changes asks first', async ({ page }) => {
    await openAdmin(page, '/admin/paginas/nuevo');
    await page.getByLabel('Título').fill('Aviso de privacidad');
    await page.getByLabel('Dirección (slug)').fill('Aviso de Privacidad');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(/Usa solo minúsculas, números y guiones/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Contenido' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('navigation', { name: 'Catálogo' }).getByRole('link', { name: 'Paquetes' }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Cambios sin guardar' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(page.getByLabel('Título')).toHaveValue('Aviso de privacidad');
  });
});

test.describe('content and files', () => {
  test.describe.configure({ timeout: 90_000 });

  test('an announcement is written in the rich-text editor and saved as HTML', async ({ page }) => {
    await openAdmin(page, '/admin/avisos/nuevo');
    await page.getByLabel('Título').fill('Cerrado el lunes');
    const content = page.getByRole('textbox', { name: 'Contenido' });
    await content.click();
    await page.getByRole('button', { name: 'Negrita' }).click();
    await page.keyboard.type('Mantenimiento');
    await expect(content.locator('strong')).toHaveText('Mantenimiento');
    await page.keyboard.press('End');
    await page.keyboard.type(' ');
    await page.getByRole('button', { name: 'Enlace' }).click();
    const address = page.getByRole('textbox', { name: 'Dirección del enlace' });
    await address.fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Aplicar enlace' }).click();
    await expect(page.getByText(/Ese enlace no es válido/)).toBeVisible();
    await expectNoAxeViolations(page);
    await address.fill('https://demo.mx/horarios');
    await page.getByRole('button', { name: 'Aplicar enlace' }).click();
    await expect(content.getByRole('link', { name: 'https://demo.mx/horarios' })).toBeVisible();
    await expectNoAxeViolations(page);
    const saved = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/announcements'),
    );
    await page.getByRole('button', { name: 'Guardar' }).click();
    const body = (await saved).postDataJSON() as { title: string; content: string };
    expect(body.title).toBe('Cerrado el lunes');
    expect(body.content).toMatch(
      /^<p><strong>Mantenimiento ?<\/strong>.*href="https:\/\/demo\.mx\/horarios"/,
    );
    expect(body.content).not.toContain('javascript:');
    await expect(page.getByText('Announcement saved.')).toBeVisible();
    await expect(row(page, 'Cerrado el lunes')).toBeVisible();
  });

  test('a file is uploaded with progress, previewed and deleted', async ({ page }) => {
    await openAdmin(page, '/admin/archivos');
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'cartel.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Archivo subido.')).toBeVisible();
    const uploaded = row(page, 'cartel.png');
    await expect(uploaded.getByRole('img', { name: 'cartel.png' })).toBeVisible();
    await expectNoAxeViolations(page);
    await uploaded.getByRole('link', { name: /Editar/ }).click();
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await page
      .getByRole('alertdialog', { name: 'Precaución' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect(page.getByText('File deleted.')).toBeVisible();
    await expect(row(page, 'cartel.png')).toHaveCount(0);
  });

  test('a custom spot map is drawn on the grid and previewed as customers see it', async ({ page }) => {
    await openAdmin(page, '/admin/mapas-de-lugares/nuevo');
    const grid = page.getByRole('group', { name: 'Cuadrícula del mapa' });
    await expect(grid.getByRole('button')).toHaveCount(12);
    await grid.getByRole('button', { name: 'A2: lugar «2»' }).click();
    await page.getByRole('combobox', { name: 'Tipo', exact: true }).selectOption('pasillo');
    const preview = page.getByRole('region', { name: 'Así lo verán tus clientes' });
    await expect(preview.getByRole('radio')).toHaveCount(11);
    await page.getByRole('combobox', { name: /^Tipo de clase/ }).selectOption({ label: 'Vinyasa Yoga' });
    await expectNoAxeViolations(page);
    const saved = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/custom_spot_maps'),
    );
    await page.getByRole('button', { name: 'Guardar' }).click();
    expect((await saved).postDataJSON()).toMatchObject({ class_type_id: 1 });
    await expect(page.getByText('custom_spot_map saved.')).toBeVisible();
  });
});

test.describe('who may enter', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a customer reads that the back-office is not for them', async ({ page }) => {
    await openAs(page, 'ana');
    await page.goto('/admin/paquetes');
    await expect(page.getByRole('heading', { level: 1, name: 'Sin acceso' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(/no tiene permiso de administración/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a visitor logs in and comes back', async ({ page }) => {
    await page.goto('/admin/descuentos');
    await expect(page).toHaveURL(/\/entrar\?volver=%2Fadmin%2Fdescuentos$/, { timeout: 20_000 });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.describe.configure({ timeout: 60_000 });

  test('the menu is a drawer and the list shows cards', async ({ page }) => {
    await openAdmin(page, '/admin/etiquetas');
    await expect(page.getByTestId('resource-list-cards')).toBeVisible();
    await expect(page.getByTestId('resource-list-cards').getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menú' });
    await drawer.getByRole('link', { name: 'Ubicaciones' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ubicaciones' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
