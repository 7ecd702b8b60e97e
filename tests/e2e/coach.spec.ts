import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from './support/axe';

test.describe("a coach's page", () => {
  test("shows the coach's profile and only their classes", async ({ page }) => {
    const schedule = page.waitForRequest((request) => request.url().includes('/api/single_class?'));
    await page.goto('/instructor/2');
    await expect(page.getByRole('heading', { level: 1, name: 'Diego Hernández' })).toBeVisible();
    await expect(page.getByText('“Una pedalada más.”')).toBeVisible();
    await expect(page.getByText('Cumpleaños: 2 de noviembre')).toBeVisible();
    await expect(page.getByText('Música: House')).toBeVisible();
    expect(new URL((await schedule).url()).searchParams.get('instructor_id')).toBe('2');
    await expect(page.getByRole('heading', { level: 2, name: 'Horarios' })).toBeVisible();
    await expect(page.getByText('Indoor Cycling').first()).toBeVisible();
    await expect(page.getByText('Vinyasa Yoga')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('an unknown coach goes to the landing page', async ({ page }) => {
    await page.goto('/coach/999');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lumen Estudio' })).toBeVisible();
  });
});
