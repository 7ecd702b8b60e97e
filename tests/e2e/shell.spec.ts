import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { chooseFromAccountMenu, openAs } from './support/session';

const BANNER_TEXT = 'Nueva sede en Polanco: tu primera clase con 10% de descuento (BIENVENIDA10)';

const banner = (page: Page) => page.getByTestId('top-banner');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });

/** A marker that survives in-app navigation but not a page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/**
 * Holds the account menu's code (its own chunk) back until `release()`; `asked` resolves once the
 * app has asked for it. MSW's service worker fetches the page's files on its behalf, so only the
 * context's routes see that download, not `page.route`.
 */
async function holdMenuCode(page: Page): Promise<{ asked: Promise<void>; release: () => void }> {
  let release: () => void = () => undefined;
  let markAsked: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) => (markAsked = resolve));
  await page.context().route(/\/assets\/user-menu-[^/]+\.js$/, async (route) => {
    markAsked();
    await released;
    await route.continue();
  });
  return { asked, release };
}

/**
 * The open account menu has the keyboard on its first item, as a loaded menu opened with Enter:
 * the menu holds the focus and points at the item (`aria-activedescendant`), which is highlighted.
 */
async function expectKeyboardOnFirstItem(page: Page) {
  const menu = page.getByRole('menu');
  const first = menu.getByRole('menuitem').first();
  await expect(first).toHaveText('Mi Información');
  await expect(menu).toBeFocused();
  await expect(menu).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await expect(first).toHaveAttribute('data-highlighted', '');
}

test.describe('the studio shell on a desktop', () => {
  test('brands the document and shows the banner, navbar and WhatsApp button', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Lumen Estudio' })).toBeVisible();
    await expect(page).toHaveTitle('Lumen Estudio');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Yoga, cycling y pilates en la Roma y Polanco',
    );
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /\/mock-assets\/logo\.svg$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/mock-assets\/login\.svg$/,
    );

    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toHaveText(BANNER_TEXT);
    const nav = mainNav(page);
    await expect(nav).toBeVisible();
    for (const name of ['Paquetes', 'Nosotros', 'Horarios', 'Presenciales', 'Online', 'Ingresar']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeHidden();
    await expect(page.getByRole('link', { name: /Escríbenos por WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/525512345678',
    );
    await expectNoAxeViolations(page);
  });

  test('the banner navigates in-app to its link', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await markDocument(page);
    await banner(page).getByRole('link').click();
    await expect(page).toHaveURL(/\/paquetes$/);
    expect(await sameDocument(page)).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('the banner slides out after 1000 px of scroll and the navbar stays', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    // The landing page is short for now: make room to scroll.
    await page.evaluate(() => {
      document.getElementById('contenido')!.style.minHeight = '4000px';
    });
    await page.evaluate(() => window.scrollTo(0, 999));
    await expect(banner(page)).toBeVisible();
    // Sections load as they come near and may move the page under the scroll: scroll until it holds.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, 1000);
          return window.scrollY;
        }),
      )
      .toBe(1000);
    await expect(banner(page)).toBeHidden();
    await expect(mainNav(page)).toBeInViewport();
    await expectNoAxeViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(banner(page)).toBeVisible();
  });

  test('the layout is offset 120 px below the fixed header with the banner', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    const top = await page.locator('#contenido').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBe(120);
  });

  test('the first Tab shows "Saltar al contenido" above the fixed header, and it skips to the content', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Lumen Estudio' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toBeFocused();
    // Seen, not just focused: the header (fixed, over the page) used to cover it.
    const onTop = await skip.evaluate((link) => {
      const box = link.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && link.contains(hit);
    });
    expect(onTop).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#contenido$/);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Reserva tu primera clase' })).toBeFocused();
  });

  test('the footer lists only the contact links that are set, pages with content and /avisos', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const contact = footer.getByRole('region', { name: 'CONTACTO' });
    await expect(contact.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/525512345678',
    );
    await expect(contact.getByRole('link', { name: /hola@lumen\.mx/ })).toHaveAttribute(
      'href',
      'mailto:hola@lumen.mx',
    );
    await expect(contact.getByRole('link', { name: /Facebook/ })).toBeVisible();
    await expect(contact.getByRole('link', { name: /Instagram/ })).toBeVisible();
    // The seed has no TikTok.
    await expect(contact.getByRole('link', { name: /TikTok/ })).toHaveCount(0);

    const information = footer.getByRole('navigation', { name: 'INFORMACIÓN' });
    await expect(information.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute(
      'href',
      '/terminos-y-condiciones',
    );
    await expect(information.getByRole('link', { name: 'Preguntas frecuentes' })).toBeVisible();
    // A page whose content is null is a draft: not linked.
    await expect(information.getByRole('link', { name: 'Política de cancelación' })).toHaveCount(0);
    await expect(information.getByRole('link', { name: 'Avisos' })).toHaveAttribute('href', '/avisos');
    await expectNoAxeViolations(page);
  });

  test('a logged-in customer gets Mi Cuenta and the user menu, usable from the keyboard', async ({
    page,
  }) => {
    await page.goto('/entrar');
    await page.getByLabel('Correo electrónico').fill('ana@demo.mx');
    await page.getByLabel('Contraseña', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/mystudio$/);
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Mi Cuenta' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Ingresar' })).toHaveCount(0);
    const trigger = nav.getByRole('button', { name: /Ana/ });
    // The loaded menu: its code arrives after sign-in and makes the button its trigger (the next
    // tests hold that code back).
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Mi Información',
      'Mis Compras',
      'Mis Cargos',
      'Mis Créditos',
      'Mis Reservaciones',
      'Mis Listas de Espera',
      'Salir',
    ]);
    await expectNoAxeViolations(page);
    await markDocument(page);
    // Opened from the keyboard, the menu highlights its first item: Mi Información.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mystudio\/informacion$/);
    expect(await sameDocument(page)).toBe(true);

    // One click opens the menu again after a keyboard choice navigated.
    await chooseFromAccountMenu(page, 'Ana García', 'Salir', /\/$/);
    await expect(nav.getByRole('link', { name: 'Ingresar' })).toBeVisible();
  });

  test('the user menu asked for from the keyboard while its code loads opens on its first item', async ({
    page,
  }) => {
    // The menu's code is held back until the customer has pressed Enter on its button.
    const menuCode = await holdMenuCode(page);
    await openAs(page, 'ana');
    await menuCode.asked;
    const button = mainNav(page).getByRole('button', { name: /Ana/ });
    await expect(button).not.toHaveAttribute('aria-haspopup', 'menu');
    await button.focus();
    await page.keyboard.press('Enter');
    menuCode.release();
    await expectKeyboardOnFirstItem(page);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mystudio\/informacion$/);
  });

  test('a click on the account button while the menu’s code loads opens the menu when it arrives', async ({
    page,
  }) => {
    const menuCode = await holdMenuCode(page);
    await openAs(page, 'ana');
    await menuCode.asked;
    const button = mainNav(page).getByRole('button', { name: /Ana/ });
    await expect(button).not.toHaveAttribute('aria-haspopup', 'menu');
    await button.click();
    menuCode.release();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('menuitem', { name: 'Mis Reservaciones' }).click();
    await expect(page).toHaveURL(/\/mystudio\/reservaciones$/);
  });

  test('the account button keeps the focus when the menu’s code arrives, and Enter opens it on its first item', async ({
    page,
  }) => {
    const menuCode = await holdMenuCode(page);
    await openAs(page, 'ana');
    await menuCode.asked;
    const button = mainNav(page).getByRole('button', { name: /Ana/ });
    await expect(button).not.toHaveAttribute('aria-haspopup', 'menu');
    // Tabbed to in the first moment after signing in, before the code arrived.
    await button.focus();
    menuCode.release();
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expectKeyboardOnFirstItem(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mystudio\/informacion$/);
  });
});

test.describe('the studio shell on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens the drawer with Menú and Ingresar', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await expect(mainNav(page)).toBeHidden();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog', { name: 'Lumen Estudio' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('navigation', { name: 'Menú' }).getByRole('link')).toHaveText([
      'Calendario',
      'Online',
      'Reservaciones',
      'Paquetes',
    ]);
    await expect(drawer.getByRole('link', { name: 'Ingresar' })).toHaveAttribute('href', '/entrar');
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused();

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Paquetes' }).click();
    await expect(page).toHaveURL(/\/paquetes$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
