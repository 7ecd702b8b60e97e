import { expect, type Page } from '@playwright/test';
import { addDays, mondayOf } from '#src/domain/calendar-week';

export const calendar = (page: Page) => page.getByTestId('calendar');
export const calendarDay = (page: Page, date: string) =>
  calendar(page).locator(`section[data-day="${date}"]`);
export const classCard = (page: Page, date: string, name: RegExp) =>
  calendarDay(page, date).getByRole('article', { name });

/**
 * Does `act` and returns the query of the schedule request the calendar makes for it: the first
 * one, or the first for the week starting `start` (the weeks either side are fetched ahead when a
 * week shows, so another request may come first).
 */
export async function scheduleQuery(
  page: Page,
  act: () => Promise<unknown>,
  start?: string,
): Promise<URLSearchParams> {
  const request = page.waitForRequest(
    (r) =>
      r.url().includes('/api/single_class?') &&
      (start === undefined || new URL(r.url()).searchParams.get('start_date') === start),
  );
  await act();
  return new URL((await request).url()).searchParams;
}

/** The week a schedule query asks for: [start_date, end_date]. */
export const sliceOf = (query: URLSearchParams) => [query.get('start_date'), query.get('end_date')];

/** Every week the page asks the schedule for from now on, as [start_date, end_date], in order. */
export function scheduleSlicesAsked(page: Page): string[][] {
  const asked: string[][] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/single_class?'))
      asked.push(sliceOf(new URL(request.url()).searchParams) as string[]);
  });
  return asked;
}

/** Opens /calendario, checks it asks for the studio week holding `today`, and returns its Monday. */
export async function openCalendarOn(page: Page, today: string): Promise<string> {
  const monday = mondayOf(today);
  const first = await scheduleQuery(page, () => page.goto('/calendario'));
  expect(sliceOf(first)).toEqual([monday, addDays(monday, 6)]);
  return monday;
}

/** Monday of the week after the studio day `today` ('YYYY-MM-DD'). */
export const nextMonday = (today: string) => addDays(mondayOf(today), 7);

/**
 * From the calendar on this week: next week's Wednesday 09:00 Yoga (the "4,5,5" spot map, free
 * for ana in the seed), pressing its Reservar.
 */
export async function reserveNextWednesdayYoga(page: Page, today: string): Promise<void> {
  await page.getByRole('button', { name: 'Semana siguiente' }).click();
  await classCard(page, addDays(nextMonday(today), 2), /Yoga\s*09:00/)
    .getByRole('button', { name: 'Reservar' })
    .click();
}

// The seed's full class: tomorrow at 12:00, described 'Yoga de mediodía'; ilimitada is first on its
// list and suscrita second.
export const FULL_CLASS = 'Yoga de mediodía';

/** The full class's card on the calendar; tomorrow may already be next week (on a Sunday). */
export async function fullClassCard(page: Page) {
  const card = page.getByRole('article').filter({ hasText: FULL_CLASS });
  await expect(calendar(page).getByRole('article').first()).toBeVisible();
  if ((await card.count()) === 0) {
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
  }
  await expect(card).toBeVisible();
  return card;
}
