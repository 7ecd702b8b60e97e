import { expect, test } from '#tests/e2e/support/fixtures';
import { addDays } from '#src/domain/calendar-week';
import { expectNoAxeViolations } from './support/axe';
import { classCard, nextMonday, scheduleQuery, sliceOf } from './support/calendar';
import { PASSWORD } from './support/session';

test.describe('sharing a class', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a shared link opens that week with the log-in, then the class to reserve', async ({
    page,
    today,
  }) => {
    // The phone's share sheet, recorded: desktop Chromium on Linux has none.
    await page.addInitScript(() => {
      const own = window as unknown as { __shared: ShareData[] };
      own.__shared = [];
      navigator.share = async (data?: ShareData) => {
        own.__shared.push(data ?? {});
      };
    });
    await page.goto('/calendario');
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    const wednesday = addDays(nextMonday(today), 2);
    await classCard(page, wednesday, /Yoga\s*09:00/)
      .getByRole('button', { name: /^Compartir Vinyasa Yoga, 09:00$/ })
      .click();
    const shared = await page.waitForFunction(
      () => (window as unknown as { __shared: ShareData[] }).__shared[0] ?? null,
    );
    const { url, title } = (await shared.jsonValue()) as ShareData;
    expect(title).toBe('Vinyasa Yoga');
    const link = new URL(url ?? '');
    expect(link.pathname).toBe('/calendario');
    expect(link.searchParams.get('fecha')).toBe(wednesday);

    // Someone opens the link: the calendar starts on that week, and a visitor is asked to log in.
    const query = await scheduleQuery(page, () => page.goto(`${link.pathname}${link.search}`));
    expect(sliceOf(query)).toEqual([nextMonday(today), addDays(nextMonday(today), 6)]);
    const login = page.getByRole('dialog', { name: 'Inicia sesión para reservar' });
    await expect(login).toBeVisible();
    await expectNoAxeViolations(page);
    await login.getByLabel('Correo electrónico').fill('ana@demo.mx');
    await login.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('dialog', { name: /Reservar Clase: Vinyasa Yoga/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a link with a class that is not in that week just opens the calendar', async ({ page, today }) => {
    await page.goto(`/calendario?clase=999999&fecha=${nextMonday(today)}`);
    await expect(classCard(page, addDays(nextMonday(today), 2), /Yoga\s*09:00/)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
