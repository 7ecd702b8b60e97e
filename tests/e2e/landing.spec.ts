import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures';
import { adminCall } from './support/admin-call';
import { expectNoAxeViolations } from './support/axe';
import { setScenarios } from './support/session';

/** All the seed's sections, in its configured order (hero_order 1 … schedule_order 8). */
const SEED_ORDER = ['inicio', 'nosotros', 'mision', 'clases', 'coaches', 'paquetes', 'avisos', 'horarios'];

/** `/` with several `qa-config=key:value` entries. */
const withConfig = (...entries: string[]) =>
  `/?${entries.map((entry) => `qa-config=${encodeURIComponent(entry)}`).join('&')}`;

/**
 * The sections on the page, in document order, once every lazy one has come near the viewport:
 * scrolls down step by step until the list stops growing.
 */
/**
 * Scrolls until the landing shows exactly `expected`, in that order. A section still loading is
 * on the page (with its loading line) until its data says it is empty, so a count alone can match
 * while one is about to go.
 */
async function expectSections(page: Page, expected: readonly string[]): Promise<void> {
  const sections = page.locator('main [data-section]');
  await expect(async () => {
    await page.mouse.wheel(0, 1500);
    const shown = await sections.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('data-section')),
    );
    expect(shown).toEqual(expected);
  }).toPass({ timeout: 15_000 });
}

test.describe('the landing page', () => {
  test('boots, loads the app configuration and shows the studio and its hero', async ({ page }) => {
    const appconfig = page.waitForResponse((response) => response.url().endsWith('/api/appconfig'));
    await page.goto('/');
    expect((await appconfig).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Lumen Estudio' })).toBeVisible();
    await expect(page.getByTestId('hero-title')).toHaveText('Muévete con intención');
    await expect(page.getByText('Clases presenciales y online para todos los niveles')).toBeVisible();
    await expect(page).toHaveTitle('Lumen Estudio');
    // The hero image is the page's one high-priority image, and every image has its size.
    const hero = page.locator('#inicio img');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('an unknown path shows the landing page', async ({ page }) => {
    await page.goto('/una-ruta-que-no-existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Lumen Estudio' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('shows every enabled section in the configured order, each with its content', async ({ page }) => {
    // Below-the-fold sections ask for their data only when they come near the viewport.
    const coachesRequested = { value: false };
    page.on('request', (request) => {
      if (request.url().includes('/api/instructors/home/all')) coachesRequested.value = true;
    });
    await page.goto('/');
    await expect(page.getByTestId('hero-title')).toBeVisible();
    expect(coachesRequested.value).toBe(false);

    await expectSections(page, SEED_ORDER);
    const section = (id: string) => page.locator(`section#${id}`);
    await expect(section('nosotros').getByRole('heading', { level: 2, name: 'Nosotros' })).toBeVisible();
    await expect(section('nosotros')).toContainText('Somos un estudio boutique');
    await expect(section('mision')).toContainText('Hacer del movimiento un hábito que se disfruta.');
    await expect(section('clases').getByRole('link', { name: /Vinyasa Yoga/ })).toHaveAttribute(
      'href',
      '/class_type/1',
    );
    await expect(section('coaches').getByRole('link', { name: 'Diego Hernández' })).toHaveAttribute(
      'href',
      '/instructor/2',
    );
    // A coach without a photo shows his initials in the studio's colours.
    await expect(
      section('coaches').getByRole('article').filter({ hasText: 'Diego Hernández' }),
    ).toContainText('DH');
    await expect(section('paquetes').getByRole('article').first()).toBeVisible();
    await expect(section('avisos').getByRole('heading', { name: 'Nueva sede en Polanco' })).toBeVisible();
    await expect(section('horarios').getByTestId('calendar')).toBeVisible();
    await expect(section('horarios').getByRole('article').first()).toBeVisible();
    expect(coachesRequested.value).toBe(true);

    // Structured data: the studio with its locations, and this week's classes as events (the
    // calendar publishes its week when the page is idle, after showing it).
    const scripts = page.locator('script[type="application/ld+json"]');
    await expect
      .poll(() => scripts.evaluateAll((nodes) => nodes.some((node) => node.textContent?.startsWith('['))))
      .toBe(true);
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? 'null')));
    const gym = jsonLd.find((data) => data['@type'] === 'ExerciseGym');
    expect(gym.location.map((place: { name: string }) => place.name)).toEqual([
      'Lumen Roma',
      'Lumen Polanco',
    ]);
    const events = jsonLd.find((data) => Array.isArray(data)) as unknown[];
    expect(events.length).toBeGreaterThan(0);
    expect(events[0]).toMatchObject({
      '@type': 'Event',
      eventStatus: 'https://schema.org/EventScheduled',
      startDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00-06:00$/),
    });
    await expectNoAxeViolations(page);
  });

  test('a section switched off is gone and another moves by its order (qa-config)', async ({ page }) => {
    await page.goto(withConfig('mission_enabled:false', 'schedule_order:0'));
    await expect(page.locator('section#horarios')).toBeVisible();
    await expectSections(page, ['horarios', 'inicio', 'nosotros', 'clases', 'coaches', 'paquetes', 'avisos']);
    await expect(page.getByText('Hacer del movimiento un hábito')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a malformed order keeps the default place and an enabled section without text hides', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(withConfig('about_order:primero', 'mission_text:', 'mission_title:'));
    await expectSections(
      page,
      SEED_ORDER.filter((id) => id !== 'mision'),
    );
    expect(warnings.filter((text) => text.includes('about_order="primero"'))).toHaveLength(1);
    expect(warnings.filter((text) => text.includes('La sección mission'))).toHaveLength(1);
  });

  test('a section whose data fails shows its own error and retries', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('hero-title')).toBeVisible();
    // The sections below the fold have not asked for their data yet: make those reads fail.
    await setScenarios(page, { fault: 'network' });
    await expectSections(page, SEED_ORDER);
    // The last sections are far below the first screen: their reads failed.
    const announcements = page.locator('section#avisos');
    await expect(announcements.getByRole('alert')).toContainText('No pudimos cargar los avisos.');
    // The configured sections are still there.
    await expect(page.locator('section#nosotros')).toContainText('Somos un estudio boutique');
    await expectNoAxeViolations(page);

    await setScenarios(page, { fault: 'none' });
    await announcements.getByRole('button', { name: 'Reintentar' }).click();
    await expect(announcements.getByRole('heading', { name: 'Nueva sede en Polanco' })).toBeVisible();
    await expect(announcements.getByRole('alert')).toHaveCount(0);
  });

  test('an empty section is not shown', async ({ page, adminToken }) => {
    await page.goto('/');
    await expect(page.getByTestId('hero-title')).toBeVisible();
    const home = (await adminCall(page, adminToken, 'GET', '/class_packages/presenciales/home')) as {
      class_packages: Array<{ class_package_id: number }>;
    };
    for (const { class_package_id } of home.class_packages) {
      await adminCall(page, adminToken, 'DELETE', `/class_packages/${class_package_id}/home`);
    }
    await page.reload();
    await expectSections(
      page,
      SEED_ORDER.filter((id) => id !== 'paquetes'),
    );
  });

  test('"Nosotros" in the navbar scrolls to the about section, from another page too', async ({ page }) => {
    await page.goto('/avisos');
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Nosotros' })
      .click();
    await expect(page).toHaveURL(/\/#nosotros$/);
    await expect(page.locator('section#nosotros')).toBeInViewport();
    // Not hidden under the fixed header.
    const top = await page.locator('section#nosotros').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(119);
    await expectNoAxeViolations(page);
  });

  test('the home reserve action buys package 152', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Reserva tu primera clase' }).click();
    await expect(page).toHaveURL(/\/checkout\/152$/);
    await expect(page.getByText('3 clases').first()).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
  });

  test("reserving from this week's schedule opens the calendar's reserve flow", async ({ page }) => {
    // The anchor holds the section's place until it loads: following it loads the schedule.
    await page.goto('/#horarios');
    const schedule = page.locator('section#horarios');
    await schedule.getByRole('button', { name: 'Reservar' }).first().click();
    // A visitor is asked to log in first: the same modal as on /calendario.
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('the landing page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('fits the screen and leads to reserving', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Reserva tu primera clase' })).toBeInViewport();
    await expectSections(page, SEED_ORDER);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
