import type { Locator, Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { choosePayment } from './support/checkout';
import { openAs } from './support/session';
import {
  hostileText,
  htmlVectors,
  legitimateHtml,
  LEGIT_PNG,
  urlSample,
  urlVectors,
  wrapVector,
} from './support/xss-corpus/corpus';
import { installXssTrap, unsafeLeftovers, type XssTrap } from './support/xss-trap';

/**
 * Issue 17, item 1: the corpus of XSS vectors goes into every surface that shows the studio's
 * HTML, text or addresses (through the mocks, as a studio's server would send it), the real
 * screens render it in Chromium, and nothing of it runs or survives as a refused address, while
 * the studio's legitimate formatting stays. The count of vectors × surfaces is printed at the end.
 */

const tally: Array<{ surface: string; vectors: number }> = [];
const STUDIO_HTML = '.studio-html';
// One sample of the corpus, to show that text surfaces print what they were given, as text.
const SAMPLE = "<SCRIPT>alert('XSS')</SCRIPT>";

async function plant(page: Page): Promise<{ pageId: number }> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page.evaluate(
    (content) =>
      (
        window as unknown as {
          __studioMocks: { plantHostileContent(c: typeof content): Promise<{ pageId: number }> };
        }
      ).__studioMocks.plantHostileContent(content),
    {
      html: [legitimateHtml('inicio'), ...htmlVectors.map(wrapVector), legitimateHtml('final')],
      text: hostileText,
      urls: urlVectors,
    },
  );
}

async function setConfig(page: Page, entries: Record<string, string>): Promise<void> {
  await page.evaluate(
    (next) =>
      (
        window as unknown as { __studioMocks: { setConfig(e: Record<string, string>): Promise<void> } }
      ).__studioMocks.setConfig(next),
    entries,
  );
}

/** Error events of broken images fire after the first paint: give them time to (not) run. */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(600);
}

/** The studio's bold, lists, links and images, before and after the vectors, came through. */
async function expectLegitimateFormatting(box: Locator, images = true): Promise<void> {
  for (const label of ['inicio', 'final']) {
    await expect(box.locator('strong', { hasText: `Negritas ${label}` })).toBeVisible();
    await expect(box.getByRole('listitem').filter({ hasText: `Viñeta ${label}` })).toBeVisible();
    await expect(box.getByRole('listitem').filter({ hasText: `Paso ${label}` })).toBeVisible();
    const link = box.getByRole('link', { name: `Enlace legítimo ${label}` });
    await expect(link).toHaveAttribute('href', 'https://demo.mx/clases');
    if (images) {
      await expect(box.getByRole('img', { name: `Imagen legítima ${label}` })).toHaveAttribute(
        'src',
        LEGIT_PNG,
      );
    }
  }
}

async function expectNothingRan(page: Page, trap: XssTrap, surface: string, vectors: number) {
  await settle(page);
  expect(await trap.hits(), `scripts that ran on ${surface}`).toEqual([]);
  expect(await unsafeLeftovers(page, STUDIO_HTML), `unsafe leftovers on ${surface}`).toEqual([]);
  tally.push({ surface, vectors });
}

test.describe('hostile content', () => {
  test.describe.configure({ timeout: 240_000 });

  test.afterAll(() => {
    const renders = tally.reduce((sum, row) => sum + row.vectors, 0);
    const lines = tally.map((row) => `  ${row.surface}: ${row.vectors}`);
    console.log(
      `XSS corpus: ${htmlVectors.length} HTML vectors and ${urlVectors.length} URL vectors × ` +
        `${tally.length} surfaces = ${renders} vector renders, none ran\n${lines.join('\n')}`,
    );
  });

  test('the studio HTML surfaces keep the formatting and run nothing', async ({ page }) => {
    const trap = await installXssTrap(page);
    await plant(page);

    await page.goto('/contenido-hostil');
    await expect(page.getByRole('heading', { level: 1, name: 'Contenido hostil' })).toBeVisible();
    const content = page.locator(STUDIO_HTML);
    await expectLegitimateFormatting(content);
    await expectNothingRan(page, trap, 'página de contenido (/contenido-hostil)', htmlVectors.length);
    await expectNoAxeViolations(page, { exclude: [STUDIO_HTML] });

    await page.goto('/avisos');
    // One card per vector, newest first: the last one planted on top, the first one at the end.
    const cards = page
      .getByRole('main')
      .locator('h2')
      .filter({ hasText: /^Vector \d+$/ });
    // 516 sanitised cards in one render: on a loaded machine that alone can pass the usual 10 s.
    await expect(cards.first()).toHaveText(`Vector ${htmlVectors.length + 2}`, { timeout: 60_000 });
    await expect(cards).toHaveCount(htmlVectors.length + 2);
    await expectLegitimateFormatting(page.locator(STUDIO_HTML));
    await expectNothingRan(page, trap, 'avisos, uno por vector (/avisos)', htmlVectors.length);
    await expectNoAxeViolations(page, { exclude: [STUDIO_HTML] });

    await openAs(page, 'ana', '/checkout/3');
    await choosePayment(page, 'Efectivo');
    await expectLegitimateFormatting(page.locator(STUDIO_HTML));
    await expectNothingRan(page, trap, 'instrucciones de pago en efectivo (checkout)', htmlVectors.length);
    await expect(page.getByRole('main')).toContainText(SAMPLE);
    await expectNothingRan(page, trap, 'descripción corta del paquete (checkout)', htmlVectors.length);
    await expectNoAxeViolations(page, { exclude: [STUDIO_HTML] });
  });

  test('the studio text surfaces show the vectors as text', async ({ page }) => {
    const trap = await installXssTrap(page);
    await plant(page);
    await setConfig(page, { banner_enabled: 'true', banner_text: hostileText });

    await page.goto('/instructor/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByText(SAMPLE).first()).toBeAttached();
    await expect(page.getByTestId('top-banner')).toContainText(SAMPLE);
    await expectNothingRan(page, trap, 'bio y frase del coach (/instructor/1)', htmlVectors.length);
    await expectNothingRan(page, trap, 'texto del aviso superior (banner)', htmlVectors.length);
    await expectNoAxeViolations(page);

    await page.goto('/paquetes');
    await expect(page.getByRole('main')).toContainText(SAMPLE);
    await expectNothingRan(page, trap, 'descripción de paquete (/paquetes)', htmlVectors.length);
    await expectNoAxeViolations(page);

    await openAs(page, 'ana', '/mystudio/video/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(SAMPLE);
    await expectNothingRan(page, trap, 'descripción de video (/mystudio/video/1)', htmlVectors.length);
  });

  test('no refused address reaches a link, an image or the popup', async ({ page }) => {
    const trap = await installXssTrap(page);
    await openAs(page, 'ana');
    for (const [index, url] of urlSample.entries()) {
      await setConfig(page, {
        banner_enabled: 'true',
        banner_link: url,
        popup_presencial_enabled: 'true',
        popup_presencial_src: LEGIT_PNG,
        popup_presencial_link: url,
        facebook: url,
        instagram: url,
        tiktok: url,
      });
      await page.evaluate(() => localStorage.removeItem('popup_presencial_last_shown'));
      await page.reload();
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId('top-banner')).toBeVisible();
      expect(await unsafeLeftovers(page, STUDIO_HTML), `leftovers of ${JSON.stringify(url)}`).toEqual([]);
      if (index === 0) await expectNoAxeViolations(page);
    }
    await settle(page);
    expect(await trap.hits()).toEqual([]);
    for (const surface of [
      'enlace del aviso superior',
      'enlace del popup',
      'Facebook',
      'Instagram',
      'TikTok',
    ]) {
      tally.push({
        surface: `${surface} (configuración, una recarga por dirección)`,
        vectors: urlSample.length,
      });
    }
  });

  test('the back-office editors and the files list run nothing', async ({ page }) => {
    const trap = await installXssTrap(page);
    const { pageId } = await plant(page);
    const editors: Array<[string, string]> = [
      [`/admin/paginas/${pageId}`, 'Contenido'],
      ['/admin/metodos-de-pago/1', 'Instrucciones'],
      ['/admin/paquetes/3', 'Descripción'],
    ];
    for (const [index, [path, field]] of editors.entries()) {
      if (index === 0) await openAs(page, 'admin', path);
      else await page.goto(path);
      const editor = page.getByRole('textbox', { name: field, exact: true });
      await expect(editor).toBeVisible({ timeout: 15_000 });
      // The editor keeps what it can edit (no images): bold, lists and links.
      await expectLegitimateFormatting(editor, false);
      await expectNothingRan(page, trap, `vista previa del editor (${path})`, htmlVectors.length);
    }
    await expectNoAxeViolations(page, { exclude: ['.admin-rich-text'] });

    await page.goto('/admin/archivos');
    const list = page.getByTestId('resource-list-table');
    await expect(list).toBeVisible();
    const pages = page.getByRole('navigation', { name: 'Páginas de la lista' });
    let shown = 0;
    for (;;) {
      shown += await list.locator('tbody tr').count();
      expect(await unsafeLeftovers(page, STUDIO_HTML)).toEqual([]);
      const next = pages.getByRole('button', { name: 'Siguiente' });
      if (!(await next.isVisible()) || (await next.isDisabled())) break;
      await next.click();
    }
    expect(shown).toBeGreaterThanOrEqual(urlVectors.length * 2);
    await expectNothingRan(
      page,
      trap,
      'archivos: nombre, imagen y enlace (/admin/archivos)',
      urlVectors.length * 2,
    );
    await expectNoAxeViolations(page);
  });
});
