import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures';
import { adminCall } from './support/admin-call';
import { expectNoAxeViolations } from './support/axe';

/** Adds a page as the administrator, from the landing page once the app (and its mocks) booted. */
async function addPage(page: Page, token: string, body: { slug: string; title: string; content: string }) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await adminCall(page, token, 'POST', '/pages', body);
}

test.describe('content pages', () => {
  test('shows a page by its slug, with the studio HTML but never its scripts', async ({
    page,
    adminToken,
  }) => {
    await addPage(page, adminToken, {
      slug: 'clases-privadas',
      title: 'Clases privadas',
      content:
        '<p>Agenda tu sesión privada.</p><script>window.__pwned = true</script>' +
        '<img src="/nada.png" alt="" onerror="window.__pwnedToo = true">',
    });
    await page.goto('/clases-privadas');
    await expect(page.getByRole('heading', { level: 1, name: 'Clases privadas' })).toBeVisible();
    await expect(page.getByText('Agenda tu sesión privada.')).toBeVisible();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    expect(await page.evaluate(() => (window as { __pwnedToo?: boolean }).__pwnedToo)).toBeUndefined();
    await expectNoAxeViolations(page);
  });

  test("says 'Sin contenido.' for an empty page", async ({ page }) => {
    await page.goto('/nosotros');
    await expect(page.getByRole('heading', { level: 1, name: 'Nosotros' })).toBeVisible();
    await expect(page.getByText('Sin contenido.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a page that fails to load says so, in place and in the global alert', async ({
    page,
    adminToken,
  }) => {
    await addPage(page, adminToken, { slug: 'temporal', title: 'Temporal', content: '<p>x</p>' });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const pages = (await adminCall(page, adminToken, 'GET', '/pages')) as {
      pages: Array<{ slug: string; page_id: number }>;
    };
    const temporal = pages.pages.find((candidate) => candidate.slug === 'temporal')!;
    await adminCall(page, adminToken, 'DELETE', `/pages/${temporal.page_id}`);
    // The footer still links it (the list was loaded at start); the page itself is gone.
    await page.getByRole('link', { name: 'Temporal' }).click();
    const message = 'Lo sentimos, hubo un error al mostrar este contenido.';
    await expect(page.getByRole('main').getByText(message)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
