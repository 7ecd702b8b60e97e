import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures';
import { addDays, daysOfWeek, mondayOf, weekOf } from '#src/domain/calendar-week';
import { calendarDay, classCard, openCalendarOn, scheduleSlicesAsked } from './support/calendar';
import { openAs } from './support/session';

/*
 * The calendar, the booking lead time and the cancel window where a day, a week and a month end
 * at once in the studio (UTC−6) while the browser (E2E_TZ, Tokyo by default) is already in the
 * next day. The seed is built around the pinned today: the full class is tomorrow at 12:00, the
 * 'Clase exprés' starts about 30 minutes from now (just after midnight, so tomorrow), inside the
 * one-hour lead time; a cancel needs 12 hours' notice (mocks/seed/config.ts).
 */
const WEEKDAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];
const CANCEL_POLICY = 'Solo puedes cancelar clases con 12 horas de anticipacion';

/**
 * Each moment with the month and 'Semana n' of its week and of the next one, and tomorrow's
 * Yoga: a few hours away, so bookable but inside the cancel window.
 */
const EDGES = [
  edge('Sunday 29 November 2026, 23:30 studio time', '2026-11-29T23:30:00-06:00', /Yoga\s*09:00/, [
    ['Noviembre 2026', 'Semana 4'],
    ['Diciembre 2026', 'Semana 1'],
  ]),
  edge('the month end, Saturday 31 January 2026, 23:30', '2026-01-31T23:30:00-06:00', /Yoga\s*10:00/, [
    ['Enero 2026', 'Semana 5'],
    ['Febrero 2026', 'Semana 1'],
  ]),
];

function edge(title: string, now: string, tomorrowYoga: RegExp, weeks: [string, string][]) {
  return { title, now, tomorrowYoga, weeks: weeks.map(([month, week]) => ({ month, week })) };
}

async function expectWeek(page: Page, monday: string, header: { month: string; week: string }) {
  await expect(page.getByRole('heading', { level: 2, name: header.month })).toBeVisible();
  await expect(page.getByText(header.week, { exact: true })).toBeVisible();
  for (const [index, day] of daysOfWeek(weekOf(monday)).entries()) {
    await expect(calendarDay(page, day).getByRole('heading')).toHaveText(
      new RegExp(`^${WEEKDAYS[index]}\\s*${Number(day.slice(8))}$`),
    );
  }
}

/** From this week's calendar, shows the week holding tomorrow. */
async function showTomorrow(page: Page, today: string) {
  const tomorrow = addDays(today, 1);
  if (mondayOf(tomorrow) !== mondayOf(today)) {
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
  }
  await expect(calendarDay(page, tomorrow)).toBeVisible();
  return tomorrow;
}

for (const edge of EDGES) {
  test.describe(`at ${edge.title}`, () => {
    test.use({ now: edge.now });

    test('the calendar shows the studio week and its days, and Semana siguiente the next one', async ({
      page,
      today,
    }) => {
      const asked = scheduleSlicesAsked(page);
      const thisMonday = await openCalendarOn(page, today);
      await expectWeek(page, thisMonday, edge.weeks[0]!);

      // The next week is the one fetched ahead, and Semana siguiente shows it.
      await expect.poll(() => asked).toContainEqual([addDays(thisMonday, 7), addDays(thisMonday, 13)]);
      await page.getByRole('button', { name: 'Semana siguiente' }).click();
      await expectWeek(page, addDays(thisMonday, 7), edge.weeks[1]!);

      // Tomorrow's full class, in the week that holds tomorrow.
      await page.getByRole('button', { name: 'Semana anterior' }).click();
      const tomorrow = await showTomorrow(page, today);
      await expect(classCard(page, tomorrow, /Yoga\s*12:00/).getByText('Sold Out')).toBeVisible();
    });

    test('a class starting inside the booking lead time offers no Reservar', async ({ page, today }) => {
      await page.goto('/calendario');
      const tomorrow = await showTomorrow(page, today);
      const soon = calendarDay(page, tomorrow).getByRole('article').filter({ hasText: 'Clase exprés' });
      await expect(soon).toBeVisible();
      await expect(soon).toContainText(/00:0[05]/);
      await expect(soon.getByRole('button')).toHaveCount(0);
      await expect(
        classCard(page, tomorrow, edge.tomorrowYoga).getByRole('button', { name: 'Reservar' }),
      ).toBeVisible();
    });

    test.describe('signed in', () => {
      test.use({ as: 'ana' });

      test('a reservation inside the cancel window cannot be cancelled', async ({ page, today }) => {
        const tomorrow = await showTomorrow(page, today);
        const card = classCard(page, tomorrow, edge.tomorrowYoga);
        await card.getByRole('button', { name: 'Reservar' }).click();
        const dialog = page.getByRole('dialog', { name: /Reservar Clase: Vinyasa Yoga/ });
        await dialog.locator('[role="radio"]:not([aria-disabled])').first().click();
        await dialog.getByRole('button', { name: 'Reservar' }).click();
        await expect(page.getByText('¡Reservación guardada con éxito!')).toBeVisible();

        await card.getByRole('button', { name: 'Cancelar' }).click();
        const confirm = page.getByRole('alertdialog', { name: 'Precaución' });
        await expect(confirm).toContainText('¿Deseas cancelar tu reservación de Vinyasa Yoga');
        // Late cancelling is off: no credit warning, the server refuses with its policy.
        await expect(confirm).not.toContainText('tu crédito no será devuelto');
        await confirm.getByRole('button', { name: 'Cancelar Clase' }).click();
        await expect(page.getByText(CANCEL_POLICY).first()).toBeVisible();
        await expect(card).toHaveAttribute('data-look', 'reserved');
      });
    });
  });
}

test.describe(`at ${EDGES[0]!.title}, in Mis Reservaciones`, () => {
  test.use({ now: EDGES[0]!.now });
  // ilimitada holds tomorrow's (next Monday's) 09:00 Yoga: nine and a half hours away.
  const tomorrowsYoga = (page: Page) =>
    page.getByTestId('reservation-table').getByRole('row').filter({ hasText: '09:00' });

  test('inside the cancel window there is no Cancelar', async ({ page }) => {
    await openAs(page, 'ilimitada', '/mystudio/reservaciones');
    await expect(page.getByText(CANCEL_POLICY)).toBeVisible();
    await expect(tomorrowsYoga(page)).toContainText('Próxima');
    await expect(tomorrowsYoga(page).getByRole('button', { name: /^Cancelar / })).toHaveCount(0);
  });

  test('with late cancelling allowed, the confirmation warns the credit is lost', async ({ page }) => {
    await openAs(page, 'ilimitada', '/mystudio/reservaciones', {
      config: 'allow_cancel_after_treshold:true',
    });
    await tomorrowsYoga(page)
      .getByRole('button', { name: /^Cancelar / })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Precaución' });
    await expect(dialog).toContainText('Faltan menos horas de las permitidas para cancelar');
    await dialog.getByRole('button', { name: 'Cancelar Clase' }).click();
    await expect(page.getByText('Reservación cancelada.')).toBeVisible();
    await expect(tomorrowsYoga(page)).toContainText('Cancelada');
  });
});
