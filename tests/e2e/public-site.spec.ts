import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures';
import { adminCall } from './support/admin-call';
import { expectNoAxeViolations } from './support/axe';

const canonical = (page: Page) => page.locator('link[rel="canonical"]');

test.describe('the public pages', () => {
  test('/avisos lists the announcements with their sanitised content', async ({ page }) => {
    await page.goto('/avisos');
    await expect(page.getByRole('heading', { level: 1, name: 'Avisos' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Reto 21 días',
      'Horario de días festivos',
      'Nueva sede en Polanco',
    ]);
    await expect(page.getByText('Desde este mes te esperamos en Av. Homero 456.')).toBeVisible();
    await expect(page).toHaveTitle('Avisos | Lumen Estudio');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Avisos y novedades de Lumen Estudio.',
    );
    await expect(canonical(page)).toHaveAttribute('href', /\/avisos$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Avisos | Lumen Estudio',
    );
    await expectNoAxeViolations(page);
  });

  test('/avisos without announcements says so', async ({ page, adminToken }) => {
    await page.goto('/avisos');
    await expect(page.getByRole('heading', { level: 2, name: 'Reto 21 días' })).toBeVisible();
    for (const id of [1, 2, 3]) await adminCall(page, adminToken, 'DELETE', `/announcements/${id}`);
    await page.reload();
    await expect(page.getByText('No hay avisos por mostrar.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/ubicacion shows each location with its address and a maps link', async ({ page }) => {
    await page.goto('/ubicacion');
    await expect(page.getByRole('heading', { level: 1, name: 'Ubicación' })).toBeVisible();
    await expect(
      page.getByRole('main').getByText('Colima 123, Roma Norte y Av. Homero 456, Polanco, CDMX'),
    ).toBeVisible();
    const roma = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Lumen Roma' }) });
    await expect(roma.getByText('Colima 123, Roma Norte, CDMX')).toBeVisible();
    const maps = roma.getByRole('link', { name: /Abrir Lumen Roma en mapas/ });
    await expect(maps).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Colima%20123%2C%20Roma%20Norte%2C%20CDMX',
    );
    await expect(maps).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('heading', { level: 2, name: 'Lumen Polanco' })).toBeVisible();
    await expect(page).toHaveTitle('Ubicación | Lumen Estudio');
    await expectNoAxeViolations(page);
  });

  test('/preguntas-frecuentes shows the content page of that slug', async ({ page }) => {
    await page.goto('/preguntas-frecuentes');
    await expect(page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeVisible();
    await expect(page.getByText('¿Necesito llevar tapete?')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/preguntas-frecuentes without that page is its title page', async ({ page, adminToken }) => {
    await page.goto('/preguntas-frecuentes');
    await expect(page.getByText('¿Necesito llevar tapete?')).toBeVisible();
    await adminCall(page, adminToken, 'DELETE', '/pages/3');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeVisible();
    await expect(page.getByText('¿Necesito llevar tapete?')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('/class_type/{id} shows the class, its coaches and its next classes to reserve', async ({ page }) => {
    await page.goto('/class_type/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Vinyasa Yoga' })).toBeVisible();
    await expect(page.getByText('Secuencias fluidas que unen respiración y movimiento.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Imagen de Vinyasa Yoga' })).toHaveAttribute('width', '800');
    const coaches = page.getByRole('region', { name: 'Coaches' });
    await expect(coaches.getByRole('link', { name: 'Mariana López' })).toHaveAttribute(
      'href',
      '/instructor/1',
    );
    const next = page.getByRole('region', { name: 'Próximas clases' });
    await expect(next.getByRole('article').first()).toContainText('Vinyasa Yoga');
    await expect(next.getByText('Indoor Cycling')).toHaveCount(0);
    await expect(page).toHaveTitle('Vinyasa Yoga | Lumen Estudio');
    await expectNoAxeViolations(page);
    await next.getByRole('button', { name: 'Reservar' }).first().click();
    // A visitor is asked to log in: the calendar's reserve flow.
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('/class_type/{id} of an unknown class says so', async ({ page }) => {
    await page.goto('/class_type/999');
    await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta clase.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver todas las clases' })).toHaveAttribute(
      'href',
      '/#clases',
    );
    await expectNoAxeViolations(page);
  });

  test('a coach page publishes the coach as a Person', async ({ page }) => {
    await page.goto('/instructor/2');
    await expect(page.getByRole('heading', { level: 1, name: 'Diego Hernández' })).toBeVisible();
    await expect(page).toHaveTitle('Diego Hernández | Lumen Estudio');
    const person = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(person ?? '{}')).toMatchObject({ '@type': 'Person', name: 'Diego Hernández' });
  });

  test('an unknown coach goes to the landing page', async ({ page }) => {
    await page.goto('/coach/999');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('hero-title')).toBeVisible();
  });
});

test.describe('the studio colours', () => {
  /** The computed colours of the hero's main button and of a footer link. */
  async function brandColours(page: Page) {
    const button = page.getByRole('link', { name: 'Reserva tu primera clase' });
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Avisos' });
    await expect(button).toBeVisible();
    return {
      buttonBg: await button.evaluate((el) => getComputedStyle(el).backgroundColor),
      buttonText: await button.evaluate((el) => getComputedStyle(el).color),
      link: await link.evaluate((el) => getComputedStyle(el).color),
    };
  }

  test('buttons and links take the configured primary', async ({ page }) => {
    await page.goto('/');
    expect(await brandColours(page)).toEqual({
      // The seed's teal #0f766e, 5% darker on buttons so white text still reads on hover.
      buttonBg: 'rgb(14, 112, 105)',
      buttonText: 'rgb(255, 255, 255)',
      link: 'rgb(15, 118, 110)',
    });
    await expectNoAxeViolations(page);
  });

  test('another studio palette repaints them', async ({ page }) => {
    await page.goto(`/?qa-config=${encodeURIComponent('primary:#9a3412')}`);
    expect(await brandColours(page)).toEqual({
      buttonBg: 'rgb(154, 52, 18)',
      buttonText: 'rgb(255, 255, 255)',
      link: 'rgb(154, 52, 18)',
    });
    await expectNoAxeViolations(page);
  });

  test('a light primary gets dark text on buttons and a darker shade for links', async ({ page }) => {
    await page.goto(`/?qa-config=${encodeURIComponent('primary:#fde047')}`);
    const colours = await brandColours(page);
    expect(colours.buttonBg).toBe('rgb(253, 224, 71)');
    expect(colours.buttonText).toBe('rgb(26, 32, 44)');
    expect(colours.link).not.toBe('rgb(253, 224, 71)');
    expect(colours.link).not.toBe('rgb(24, 24, 27)');
    await expectNoAxeViolations(page);
  });
});

test.describe('the chrome', () => {
  test('the layout is offset 75 px without the banner', async ({ page }) => {
    await page.goto(`/?qa-config=${encodeURIComponent('banner_enabled:false')}`);
    await expect(page.getByTestId('hero-title')).toBeVisible();
    const top = await page.locator('#contenido').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBe(75);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the WhatsApp button is on the landing but never over the checkout form', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('link', { name: /Escríbenos por WhatsApp/ })).toBeVisible();
      await page.getByRole('link', { name: 'Reserva tu primera clase' }).click();
      await expect(page).toHaveURL(/\/checkout\/152$/);
      await expect(page.getByText('3 clases').first()).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('link', { name: /Escríbenos por WhatsApp/ })).toHaveCount(0);
    });
  });
});
