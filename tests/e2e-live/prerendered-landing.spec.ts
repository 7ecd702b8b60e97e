import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from '#tests/e2e/support/axe';
import { SESSION_HINT_KEY } from '#src/identity/session-hint';
import { addDays } from '#src/domain/calendar-week';
import { classCard, nextMonday } from '#tests/e2e/support/calendar';
import { expectNoCspViolations, watchCspViolations } from './support/csp';

// Decision 043: the live build's public pages kept as HTML at deploy time (`npm run prerender`, run
// by this suite's build). A first-time visitor of / or /calendario sees one before any of the
// app's code arrives; the app then takes the page over. Anyone else gets the start-up screen.

test.beforeEach(async ({ page }) => {
  await watchCspViolations(page);
});

/** The app's own code never arrives: what shows is index.html alone. */
const withoutAppCode = (page: Page) => page.route('**/assets/*.js', (route) => route.abort());
// (role=status takes no name from its text.)
const startUpScreen = (page: Page) => page.getByRole('status').filter({ hasText: 'Cargando…' });

test('a first-time visitor of / sees the landing before the app’s code, and the app takes it over', async ({
  page,
}) => {
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('<title>Lumen Estudio</title>');

  await withoutAppCode(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Lumen Estudio' })).toBeVisible();
  await expect(page.getByTestId('hero-title')).toHaveText('Muévete con intención');
  await expect(page.getByRole('link', { name: 'Ver horarios' })).toBeVisible();
  await expect(page.locator('#root [data-kept]')).toHaveCount(1);
  await expect(startUpScreen(page)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.unroute('**/assets/*.js');
  await page.reload();
  await expect(page.getByTestId('hero-title')).toHaveText('Muévete con intención');
  await expect(page.locator('#root [data-kept]')).toHaveCount(0);
  // Taken over: the app's router, not a page load, follows the link.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.getByRole('link', { name: 'Ver horarios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Horarios' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  await expectNoCspViolations(page);
});

test('no frame shows the start-up screen where the kept landing replaces it', async ({ page }) => {
  // What each frame painted, read at its animation frame (nothing changes between that and its paint).
  await page.addInitScript(() => {
    const painted: string[] = [];
    (window as unknown as { painted: string[] }).painted = painted;
    const record = () => {
      const root = document.getElementById('root');
      const shown = root && !root.hidden;
      painted.push(
        !shown
          ? 'blank'
          : root.querySelector('[data-kept]')
            ? 'kept'
            : root.querySelector('.boot-loading')
              ? 'start-up'
              : 'app',
      );
      if (painted.length < 600) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  await withoutAppCode(page);
  // The stylesheets late, as on a slow line: the loader waits for them, and the browser may paint
  // the moment they arrive, before it runs.
  await page.route('**/assets/*.css', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  // Which of the two comes first is the browser's choice: five loads give it five chances.
  for (let load = 0; load < 5; load++) {
    await page.goto('/');
    await expect(page.getByTestId('hero-title')).toHaveText('Muévete con intención');
    const painted = await page.evaluate(() => (window as unknown as { painted: string[] }).painted);
    expect(painted).toContain('kept');
    expect(painted).not.toContain('start-up');
  }
});

test('a first-time visitor of /calendario sees the studio’s header at once, the week loading in its place', async ({
  page,
}) => {
  // Decision 105: the text styles the frame's content needs that the frame does not use (the
  // heading, the week), for the loader to have the browser look up while the app's code downloads.
  // (The deploy's week here is the real clock's, without classes; tests/unit/prerender.test.ts has emoji.)
  const html = await (await page.request.get('/calendario')).text();
  const kept = /<template data-kept-path="\/calendario"[^>]* data-fonts="([^"]*)"/.exec(html);
  const fonts = JSON.parse(kept![1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as string[][];
  expect(fonts).toContainEqual([expect.stringMatching(/^normal 600 24px .*Arial/), 'a']);
  expect(new Set(fonts.map((sample) => sample.join('|'))).size).toBe(fonts.length);

  await withoutAppCode(page);
  await page.goto('/calendario');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Horarios' })).toBeVisible();
  // The week's days and classes change by the hour: they are never kept.
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Cargando…' })).toBeVisible();
  await expect(page.locator('section[data-day]')).toHaveCount(0);
  // The fonts' samples were laid out hidden, outside the page, and are gone.
  await expect(page.locator('body > [aria-hidden="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.unroute('**/assets/*.js');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Horarios' })).toBeVisible();
  await expect(page.locator('#root [data-kept]')).toHaveCount(0);
  await expectNoCspViolations(page);
});

test('a visitor reads /calendario and opens the sign-in dialog without Chakra or the reserve modals; signing up fetches them', async ({
  page,
  today,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const fetched = (chunk: string) => scripts.some((path) => path.startsWith(`/assets/${chunk}-`));
  await page.goto('/calendario');
  await page.getByRole('button', { name: 'Semana siguiente' }).click();
  const reserve = classCard(page, addDays(nextMonday(today), 2), /Yoga\s*09:00/).getByRole('button', {
    name: 'Reservar',
  });
  await expect(reserve).toBeVisible();
  await expectNoAxeViolations(page);
  // Decision 045: the week is plain elements. Issue 34: a visitor's Reservar opens the plain
  // sign-in dialog at once; the flows' Chakra dialogs wait until one is needed.
  await reserve.hover();
  await reserve.click();
  const login = page.getByRole('dialog', { name: 'Inicia sesión para reservar' });
  await expect(login.getByLabel('Correo electrónico')).toBeFocused();
  await expectNoAxeViolations(page);
  await page.waitForLoadState('networkidle');
  expect(fetched('chakra')).toBe(false);
  expect(fetched('reserve-modals')).toBe(false);

  await login.getByRole('button', { name: 'Crea tu cuenta' }).click();
  const signup = page.getByRole('dialog', { name: 'Crea tu cuenta' });
  await expect(signup.getByLabel('Nombre', { exact: true })).toBeVisible();
  expect(fetched('reserve-modals') && fetched('chakra')).toBe(true);
  await expectNoAxeViolations(page);
  await signup.getByRole('button', { name: 'Ya tengo cuenta: entrar' }).click();
  await expect(login.getByLabel('Correo electrónico')).toBeVisible();
  await expectNoCspViolations(page);
});

test('a returning customer, and every other address, get the start-up screen instead', async ({ page }) => {
  await withoutAppCode(page);
  await page.goto('/mystudio');
  await expect(startUpScreen(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

  // Signed in on this device: the kept landing's header would offer 'Ingresar' to her.
  await page.evaluate((key) => localStorage.setItem(key, '1'), SESSION_HINT_KEY);
  await page.goto('/');
  await expect(startUpScreen(page)).toBeVisible();
  await expect(page.getByText('Ingresar')).toHaveCount(0);
  await expectNoCspViolations(page);
});
