import type { Page, Request } from '@playwright/test';
import { SEARCH_DEBOUNCE_MS } from '#src/domain/video-filters';
import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { holdNextRequest } from './support/held-request';
import { openAs, setScenarios } from './support/session';

// The seed (mocks/seed/content.ts): 42 videos, newest first 8…1 then the archive 42…9; ana has
// the online membership, favorites 'Vinyasa para empezar el día' (1) and 'Pilates: centro
// fuerte' (3, her latest favorite) and completed 'Cycling de intervalos' (2); sincreditos has no
// membership. Video 1 is the 8-second sample MP4, video 2 the same as HLS; both with captions.
const cards = (page: Page) => page.getByTestId('video-card');
const grid = (page: Page) => page.getByRole('region', { name: /^Página \d+ de \d+$/ });

async function openLibrary(page: Page, persona = 'ana', path = '/mystudio/online') {
  await openAs(page, persona, path);
  await expect(page.getByRole('heading', { level: 1, name: 'Lumen Estudio Online' })).toBeVisible();
}

/** The GET /videos calls the page sends from now on. */
function listCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/videos') calls.push(url.search);
  });
  return calls;
}

/** The player's current position in seconds. */
/**
 * Presses Reproducir once the player can play: pressed while the source (hls.js, loaded on demand)
 * is still being attached, the press can be lost on a busy machine.
 */
const paused = (page: Page) => page.evaluate(() => document.querySelector('video')?.paused ?? true);

async function playWhenReady(page: Page) {
  await expect(page.locator('[data-media-player]')).toHaveAttribute('data-can-play', { timeout: 15_000 });
  // Its controls show as soon as it can play (they once waited on hls.js naming the stream's type).
  await expect(page.getByRole('button', { name: 'Reproducir' }).first()).toBeVisible();
  // On a loaded machine the player can drop a press that comes right after 'can play' (seen at the
  // end of CI runs: still paused at 0:00); press again while it is paused, as a person would.
  await expect(async () => {
    if (await paused(page)) await page.getByRole('button', { name: 'Reproducir' }).first().click();
    expect(await paused(page)).toBe(false);
  }).toPass({ timeout: 15_000 });
}

const currentTime = (page: Page) => page.evaluate(() => document.querySelector('video')?.currentTime ?? -1);

test.describe.configure({ timeout: 90_000 });

test.describe('/mystudio/online', () => {
  test('ana sees her first favorite featured, the latest video and pages of 32', async ({ page }) => {
    // The navbar's 'Online' leads here.
    await openAs(page, 'ana', '/mystudio');
    await page.getByRole('link', { name: 'Online', exact: true }).first().click();
    await expect(page).toHaveURL(/\/mystudio\/online$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lumen Estudio Online' })).toBeVisible();
    const featured = page.getByTestId('featured-video');
    await expect(featured).toContainText('Pilates: centro fuerte');
    await expect(featured).toContainText('Favorito');
    await expect(page.getByTestId('latest-video')).toContainText('Saludo al sol paso a paso');
    // 32 on the page, the featured one shown above the grid rather than in it.
    await expect(grid(page).getByTestId('video-card')).toHaveCount(31);
    await expect(
      grid(page).getByTestId('video-card').filter({ hasText: 'Cycling de intervalos' }),
    ).toContainText('Completado');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Página 2' }).click();
    await expect(page).toHaveURL(/pagina=2/);
    await expect(cards(page)).toHaveCount(10);
    await expect(page.getByTestId('featured-video')).toHaveCount(0);
    // Titles are cut at 35 characters; the link keeps the whole name.
    await expect(
      page.getByRole('link', { name: 'Ver Secuencia completa de yoga para fortalecer la espalda baja' }),
    ).toHaveText('Secuencia completa de yoga para for...');
    await page.reload();
    await expect(cards(page)).toHaveCount(10);
    await page.goBack();
    await expect(grid(page).getByTestId('video-card')).toHaveCount(31);
  });

  test('filters by coach and by a debounced search, in the address bar', async ({ page, now }) => {
    await openLibrary(page);
    const calls = listCalls(page);
    await page.getByLabel('Coach', { exact: true }).selectOption({ label: 'Diego Hernández' });
    await expect(page).toHaveURL(/coach=2/);
    await expect(cards(page)).toHaveCount(11);
    for (const card of await cards(page).all()) await expect(card).toContainText('Coach: Diego Hernández');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Limpiar Filtros' }).click();
    await expect(page).not.toHaveURL(/coach=/);
    // Typed with the page's clock paused: however long the machine takes between two keystrokes,
    // the debounce sees them as one burst; then its wait runs out, and the clock runs on. Paused a
    // test's whole time after the start, a moment the page's clock cannot have reached yet.
    await page.clock.pauseAt(new Date(Date.parse(now) + test.info().timeout));
    await page.getByPlaceholder('Buscar por nombre de clase...').pressSequentially('respiracion');
    expect(calls.filter((search) => search.includes('query='))).toEqual([]);
    await page.clock.runFor(SEARCH_DEBOUNCE_MS);
    await page.clock.resume();
    await expect(page).toHaveURL(/q=respiracion/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText('Respiración para dormir mejor');
    // One request for the whole word, none while typing it.
    const searches = calls.filter((search) => search.includes('query='));
    expect(searches).toEqual(['?query=respiracion&page=1']);

    // A shared link opens the same view.
    await page.goto('/mystudio/online?q=respiracion&coach=1');
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByPlaceholder('Buscar por nombre de clase...')).toHaveValue('respiracion');
  });

  test('the completed and favorites filters say what is shown', async ({ page }) => {
    await openLibrary(page);
    await page.getByText('Completadas', { exact: true }).click();
    await expect(page.getByTestId('viewing-note')).toHaveText('Estás viendo: Completadas');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText('Cycling de intervalos');
    await expectNoAxeViolations(page);

    await page.getByText('Completadas', { exact: true }).click();
    await page.getByText('Favoritas', { exact: true }).click();
    await expect(page.getByTestId('viewing-note')).toHaveText('Estás viendo: Tus clases Favoritas');
    await expect(cards(page)).toHaveCount(2);
  });

  test('without an online membership the library sends the customer to buy one', async ({ page }) => {
    await openLibrary(page, 'sincreditos');
    const notice = page.getByTestId('no-membership');
    await expect(notice).toContainText('Lo sentimos, no cuentas con una membresía activa para clases online');
    await expect(notice.getByRole('link', { name: 'Ver paquetes' })).toHaveAttribute(
      'href',
      '/mystudio/paquetes',
    );
    await expectNoAxeViolations(page);

    await page.goto('/mystudio/video/1');
    await expect(page.getByTestId('no-membership')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('on a phone the filters fold away', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openLibrary(page);
    await expect(page.getByLabel('Coach', { exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Mostrar filtros' }).click();
    await expect(page.getByLabel('Coach', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Coach', { exact: true }).selectOption({ label: 'Sofía Ramírez' });
    await expect(page).toHaveURL(/coach=3/);
    await page.getByRole('button', { name: 'Ocultar filtros' }).click();
    await expect(page.getByLabel('Coach', { exact: true })).toBeHidden();
    await expect(cards(page).first()).toBeVisible();
  });
});

test.describe('/mystudio/video/:id', () => {
  test('an unknown video says it was not found', async ({ page }) => {
    await openAs(page, 'ana', '/mystudio/video/999');
    await expect(page.getByRole('alert')).toHaveText('Lo sentimos, no hemos encontrado este video.');
    await expectNoAxeViolations(page);
  });

  test('favorite and unfavorite flip at once, and flip back when the call fails', async ({ page }) => {
    await openAs(page, 'ana', '/mystudio/video/5');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Respiración para dormir mejor' }),
    ).toBeVisible();
    const favorite = page.getByRole('button', { name: 'Favorito' });
    await expect(favorite).toHaveAttribute('aria-pressed', 'false');
    await expectNoAxeViolations(page);

    await favorite.click();
    await expect(favorite).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('¡Favorito agregado!')).toBeVisible();
    await page.reload();
    await expect(favorite).toHaveAttribute('aria-pressed', 'true');
    await favorite.click();
    await expect(page.getByText('¡Favorito eliminado!')).toBeVisible();
    await expect(favorite).toHaveAttribute('aria-pressed', 'false');

    // The failing write is held open: the button flips while it waits, whatever the machine's speed.
    await setScenarios(page, { fault: 'writes' });
    const write = await holdNextRequest(page, { methods: ['POST'], path: '/api/favorites' });
    await favorite.click();
    await write.arrived();
    await expect(favorite).toHaveAttribute('aria-pressed', 'true');
    await write.release();
    await expect(
      page.getByText('Lo sentimos, no pudimos guardar tu favorito. Inténtalo de nuevo.'),
    ).toBeVisible();
    await expect(favorite).toHaveAttribute('aria-pressed', 'false');
  });

  test('plays the sample, resumes after a reload, completes at 90% and undoes it', async ({ page }) => {
    await openAs(page, 'ana', '/mystudio/video/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Vinyasa para empezar el día' })).toBeVisible();
    await expect(page.getByText('Duración:')).toBeVisible();
    const player = page.getByTestId('video-player');
    await expect(player.locator('track[kind="subtitles"]')).toHaveAttribute('src', /muestra\.es\.vtt$/);
    await expect(
      page.getByRole('region', { name: 'Reproductor: Vinyasa para empezar el día' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // Play with the button, pause with the keyboard (k, on the focused player).
    await playWhenReady(page);
    await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(3);
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/api/videos/1/progress') && response.request().method() === 'PUT',
    );
    await page.getByRole('region', { name: /Vinyasa para empezar el día/ }).press('k');
    const body = (await (await saved).json()) as { progress: { position: number } };
    expect(body.progress.position).toBeGreaterThan(3);

    await page.reload();
    await expect(page.getByTestId('resume-note')).toContainText('Continuamos donde te quedaste (0:0');
    await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(3);

    // Play on past 90% (7.2 of 8 seconds): marked completed on its own, with a way back.
    await playWhenReady(page);
    await expect(page.getByText('Marcamos este video como completado.')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Deshacer' }).click();
    await expect(page.getByRole('button', { name: 'Marcar como completado' })).toBeVisible();
    await expect(page.getByTestId('completed-note')).toHaveCount(0);
  });

  test("'Reserva una clase presencial' opens the coach's next class ready to reserve", async ({ page }) => {
    await openAs(page, 'ana', '/mystudio/video/1');
    const book = page.getByTestId('coach-next-class');
    await expect(book).toContainText('Reserva una clase presencial con');
    await book.click();
    await expect(page).toHaveURL(/\/calendario\?clase=\d+&fecha=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('dialog', { name: /^Reservar Clase:/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the HLS sample plays offline with the bundled hls.js, mirrored on request', async ({ page }) => {
    const cdn: string[] = [];
    page.on('request', (request) => {
      if (!new URL(request.url()).host.startsWith('localhost') && !request.url().startsWith('data:'))
        cdn.push(request.url());
    });
    await openAs(page, 'ana', '/mystudio/video/2');
    await expect(page.getByRole('heading', { level: 1, name: 'Cycling de intervalos' })).toBeVisible();
    await playWhenReady(page);
    await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(1);
    await page.getByText('Modo espejo').click();
    await expect(page.getByTestId('video-player')).toHaveAttribute('data-mirrored', 'true');
    expect(cdn).toEqual([]);

    // The phone switches apps mid-play: the position is saved then, not only on pause.
    const saved = page.waitForRequest(
      (request) => request.url().includes('/api/videos/2/progress') && request.method() === 'PUT',
    );
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(((await saved).postDataJSON() as { position: number }).position).toBeGreaterThan(1);
  });
});
