import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures';
import { addDays, firstWeekOfMonth, mondayOf, shiftMonth, weekOf } from '#src/domain/calendar-week';
import { expectNoAxeViolations } from './support/axe';
import { openCalendarOn, scheduleQuery, scheduleSlicesAsked, sliceOf } from './support/calendar';
import { holdNextRequest } from './support/held-request';
import { openAs } from './support/session';

// The seed is built around the studio's today (UTC-6), the pinned clock's (support/fixtures.ts):
// the full class is tomorrow at 12:00, the package-bound one in three days at 17:00, ana's Yoga
// is next week's Tuesday at 09:00.

const calendar = (page: Page) => page.getByTestId('calendar');
const day = (page: Page, date: string) => calendar(page).locator(`section[data-day="${date}"]`);
const classCard = (page: Page, date: string, name: RegExp) => day(page, date).getByRole('article', { name });

/**
 * Shows the week holding `date`, from the week on screen (`shown`, a Monday), by 'Semana
 * siguiente'; returns the Monday now shown. On a Sunday tomorrow is already next week.
 */
async function goToWeekOf(page: Page, shown: string, date: string): Promise<string> {
  let monday = shown;
  while (monday < mondayOf(date)) {
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    monday = addDays(monday, 7);
    await expect(day(page, monday)).toBeVisible();
  }
  return monday;
}

async function expectWeekShown(page: Page) {
  await expect(calendar(page).getByRole('region')).toHaveCount(7);
  for (const name of ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo']) {
    await expect(calendar(page).getByRole('heading', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
}

test.describe('the calendar on a desktop', () => {
  test('a visitor sees the seeded week on /calendario and moves by week, month and studio', async ({
    page,
    today,
  }) => {
    const thisMonday = await openCalendarOn(page, today);
    await expect(page.getByRole('heading', { level: 1, name: 'Horarios' })).toBeVisible();
    const legend = page.getByRole('list', { name: 'Simbología' });
    await expect(legend.getByRole('listitem')).toHaveText(['Disponible', 'Reservada', 'Sin Lugares']);
    await expectWeekShown(page);
    await expect(day(page, thisMonday).getByRole('heading')).toContainText(
      String(Number(thisMonday.slice(8))),
    );
    await expect(page.getByText(`Semana ${weekOf(today).weekOfMonth}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Estudio' })).toHaveValue('');
    await expect(calendar(page).getByText('Principiantes').first()).toBeVisible();
    await expectNoAxeViolations(page);

    // The full class, tomorrow at noon: Sold Out and its waitlist.
    const tomorrow = addDays(today, 1);
    const shown = await goToWeekOf(page, thisMonday, tomorrow);
    const full = classCard(page, tomorrow, /Yoga\s*12:00/);
    await expect(full.getByText('Sold Out')).toBeVisible();
    await expect(full.getByRole('button', { name: /Lista de Espera/ })).toBeVisible();

    // The package-bound class sells its package.
    const bound = addDays(today, 3);
    await goToWeekOf(page, shown, bound);
    const comprar = classCard(page, bound, /Yoga\s*17:00/).getByRole('link', { name: 'Comprar' });
    await expect(comprar).toHaveAttribute('href', '/checkout/7');
  });

  test('arriving on /calendario, the first screen is the week: no loading line, the week and the studios asked for once', async ({
    page,
    today,
  }) => {
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Cargando horarios…'))
          document.documentElement.dataset.sawLoadingLine = 'yes';
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const thisMonday = mondayOf(today);
    const asked = scheduleSlicesAsked(page);
    const studios: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/locations') studios.push(request.url());
    });
    await page.goto('/calendario');
    await expectWeekShown(page);
    await expect(day(page, thisMonday)).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-saw-loading-line');
    await expect.poll(() => asked.length).toBe(3);
    expect(asked.filter(([start]) => start === thisMonday)).toHaveLength(1);
    expect(studios).toHaveLength(1);
    await expectNoAxeViolations(page);

    // A later visit, from another screen, shows the calendar and reads its week then.
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Paquetes', exact: true }).click();
    await expect(page).toHaveURL(/\/paquetes$/);
    await header.getByRole('link', { name: 'Horarios', exact: true }).click();
    await expectWeekShown(page);
    expect(asked.filter(([start]) => start === thisMonday)).toHaveLength(2);
  });

  test('the weeks either side are asked for ahead and show at once; a month away asks for its first week', async ({
    page,
    today,
  }) => {
    const thisMonday = mondayOf(today);
    const nextMonday = addDays(thisMonday, 7);
    const asked = scheduleSlicesAsked(page);
    await page.goto('/calendario');
    await expectWeekShown(page);
    // Once the week is shown: the week before and the week after, in the background.
    await expect
      .poll(() => asked)
      .toEqual(
        expect.arrayContaining([
          [addDays(thisMonday, -7), addDays(thisMonday, -1)],
          [nextMonday, addDays(nextMonday, 6)],
        ]),
      );
    const before = asked.length;

    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    await expect(day(page, nextMonday)).toBeVisible();
    await expect(day(page, addDays(nextMonday, 6))).toBeVisible();
    await expect(calendar(page).getByText('Cargando horarios…')).toHaveCount(0);
    // Shown from what was fetched ahead; the week after it is fetched ahead in turn.
    await expect.poll(() => asked.slice(before)).toEqual([[addDays(nextMonday, 7), addDays(nextMonday, 13)]]);
    const fetched = asked.length;

    // Back and forth: every week is still at hand, nothing is asked for again.
    await page.getByRole('button', { name: 'Semana anterior' }).click();
    await expect(day(page, thisMonday)).toBeVisible();
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    await expect(day(page, nextMonday)).toBeVisible();
    await page.getByRole('button', { name: 'Semana anterior' }).click();
    await expect(day(page, thisMonday)).toBeVisible();

    // A month back is not at hand (the next month's first week, two weeks on, is).
    const lastMonth = firstWeekOfMonth(shiftMonth(weekOf(today).month, -1));
    const monthAway = await scheduleQuery(
      page,
      () => page.getByRole('button', { name: 'Mes anterior' }).click(),
      lastMonth.start,
    );
    expect(sliceOf(monthAway)).toEqual([lastMonth.start, lastMonth.end]);
    // It was the first request since the week after next was fetched ahead.
    expect(asked[fetched]).toEqual([lastMonth.start, lastMonth.end]);
    await expect(page.getByText('Semana 1', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a loading line turns without an animation event a turn: React would handle each one', async ({
    page,
  }) => {
    await page.goto('/calendario');
    await expectWeekShown(page);
    await page.evaluate(() => {
      const html = document.documentElement;
      html.dataset.turns = '0';
      addEventListener(
        'animationiteration',
        () => (html.dataset.turns = String(Number(html.dataset.turns) + 1)),
        true,
      );
    });
    // A month away is not fetched ahead: its loading line stays while the request is held.
    const month = await holdNextRequest(page, { methods: ['GET'], path: '/api/single_class' });
    await page.getByRole('button', { name: 'Mes siguiente' }).click();
    await month.arrived();
    const line = calendar(page).getByRole('status').filter({ hasText: 'Cargando horarios…' });
    await expect(line).toBeVisible();
    // On the spinner's own clock, not the wall's: it has turned twice (a turn is 0.5 s).
    await page.waitForFunction(() =>
      document.getAnimations().some((animation) => Number(animation.currentTime) > 1_000),
    );
    await expect(page.locator('html')).toHaveAttribute('data-turns', '0');
    await month.release();
    await expect(line).toHaveCount(0);
  });

  test('the studio filter narrows the week to one studio', async ({ page }) => {
    await page.goto('/calendario');
    await expectWeekShown(page);
    const filtered = await scheduleQuery(page, () =>
      page.getByRole('combobox', { name: 'Estudio' }).selectOption({ label: 'Lumen Polanco' }),
    );
    expect(filtered.get('location_id')).toBe('2');
    // The studio names in the select do not count: only the cards.
    const cards = calendar(page).getByRole('article');
    await expect(cards.filter({ hasText: 'Lumen Roma' })).toHaveCount(0);
    await expect(cards.filter({ hasText: 'Lumen Polanco' }).first()).toBeVisible();
    // Retried: cards off screen show their studio once rendered whole (decision 044).
    await expect(cards.filter({ hasNotText: 'Lumen Polanco' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('ana sees her calendar on /mystudio and her reservation next week', async ({ page, today }) => {
    await openAs(page, 'ana');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
    await expectWeekShown(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    const tuesday = addDays(mondayOf(today), 8);
    const mine = classCard(page, tuesday, /Yoga\s*09:00/);
    await expect(mine).toHaveAttribute('data-look', 'reserved');
    await expect(mine.getByText('Reservada')).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Cancelar' })).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Reservar' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test("the wiring: joining the full class's waitlist marks its card with the check", async ({
  page,
  today,
}) => {
  await openAs(page, 'ana');
  await expectWeekShown(page);
  const tomorrow = addDays(today, 1);
  await goToWeekOf(page, mondayOf(today), tomorrow);
  const full = classCard(page, tomorrow, /Yoga\s*12:00/);
  // The flow's onChanged reloads the same week (the weeks either side may be fetched meanwhile).
  const reload = page.waitForRequest(
    (request) =>
      request.url().includes('/api/single_class?') &&
      new URL(request.url()).searchParams.get('start_date') === mondayOf(tomorrow),
  );
  await full.getByRole('button', { name: 'Lista de Espera', exact: true }).click();
  await reload;
  await expect(full.getByRole('button', { name: /ya estás en la lista de espera/ })).toBeVisible();
  await expect(full.getByRole('button', { name: /Lista de Espera/ })).toHaveAttribute('aria-pressed', 'true');
});

test.describe('the calendar on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows one day at a time, opening on today', async ({ page, today }) => {
    await page.goto('/calendario');
    const picker = page.getByRole('group', { name: 'Elige un día' });
    await expect(picker.getByRole('button')).toHaveCount(7);
    await expect(picker.getByRole('button', { pressed: true })).toHaveCount(1);
    await expect(calendar(page).getByRole('region')).toHaveCount(1);
    await expectNoAxeViolations(page);
    const sunday = addDays(mondayOf(today), 6);
    await picker.getByRole('button', { name: new RegExp(`^Domingo ${Number(sunday.slice(8))}$`) }).click();
    await expect(calendar(page).getByRole('heading', { name: /^Domingo/ })).toBeVisible();
    await expect(calendar(page).getByRole('article', { name: /Yoga\s*10:00/ })).toBeVisible();
  });
});
