import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from './support/axe';

async function tagNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/tags');
    const body = (await response.json()) as { tags: Array<{ name: string }> };
    return body.tags.map((tag) => tag.name);
  });
}

test('mock data survives a reload until QA resets it to the seed', async ({ page, adminToken }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  const status = await page.evaluate(async (token) => {
    const response = await fetch('/api/tags', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Yoga prenatal', type: 'class' }),
    });
    return response.status;
  }, adminToken);
  expect(status).toBe(200);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await tagNames(page)).toContain('Yoga prenatal');

  await page.evaluate(() =>
    (window as unknown as { __studioMocks: { reset(): Promise<void> } }).__studioMocks.reset(),
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await tagNames(page)).not.toContain('Yoga prenatal');
});
