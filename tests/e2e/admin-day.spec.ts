import { expectNoAxeViolations } from './support/axe';
import { expect, test } from '#tests/e2e/support/fixtures';
import { openAs } from './support/session';

// The back-office opens on the studio's day (issue 33, decision 074). At the suite's instant
// (Wednesday 10:00 in the studio) the seed's express Pilates Mat starts half an hour later: the next class.
// Tomorrow's noon yoga is full with people waiting; Ana owes a cash purchase.

test.describe('the back-office home: the studio day', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the owner sees the day on a desk and opens the next class to check in', async ({ page }) => {
    await openAs(page, 'admin', '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Hoy en el estudio' })).toBeVisible();
    const table = page.getByTestId('day-classes-table');
    await expect(table).toBeVisible();
    const next = table.getByRole('row').filter({ hasText: 'Siguiente' });
    await expect(next).toHaveCount(1);
    await expect(next).toContainText('Pilates Mat');
    await expect(page.getByTestId('day-sales')).toBeVisible();
    await expectNoAxeViolations(page);
    await next.getByRole('link', { name: /^Lista y asistencia de Pilates Mat \d\d:\d\d$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Lista: Pilates Mat/ })).toBeVisible();
  });

  test('the front desk sees the day and follows an alert to the customer', async ({ page }) => {
    await openAs(page, 'recepcion', '/admin');
    const alerts = page.getByTestId('day-alerts');
    await expect(alerts.getByRole('link', { name: /^Vinyasa Yoga mañana 12:00 está llena/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await alerts.getByRole('link', { name: /^Ana García tiene un pago en efectivo pendiente/ }).click();
    // Her page, with the confirmation to mark that purchase paid open (the link's ?pagar= is dropped).
    await expect(page).toHaveURL(/\/admin\/clientes\/1$/);
    const confirm = page.getByRole('alertdialog', { name: 'Precaución' });
    await expect(confirm).toContainText('5 clases');
    await confirm.getByRole('button', { name: 'Volver' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Ana García/ })).toBeVisible();
  });

  test.describe('on a phone (390 px)', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("today's classes are cards and nothing overflows", async ({ page }) => {
      await openAs(page, 'recepcion', '/admin');
      const cards = page.getByTestId('day-classes-cards');
      await expect(cards).toBeVisible();
      await expect(page.getByTestId('day-classes-table')).toBeHidden();
      await expect(cards.getByRole('listitem').filter({ hasText: 'Siguiente' })).toContainText('Pilates Mat');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page);
    });
  });
});
