// The live build installs as an app: its manifest and service worker are in the build, and in
// Chromium the worker registers, precaches the app shell (a reload offline still opens the app),
// never caches `/api`, and serves the studio's manifest (from GET /appconfig) at the manifest URL.
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { contentTypeOf } from './content-types.mjs';
import { findChromium } from './find-chromium.mjs';

const STUDIO = 'Estudio de Prueba PWA';
// What a studio's server answers: enough configuration for the live app to start.
const APPCONFIG = {
  config: [
    { key: 'business_name', value: STUDIO },
    { key: 'primary', value: '#6b21a8' },
    {
      key: 'firebaseConfig',
      value: JSON.stringify({ apiKey: 'smoke', projectId: 'smoke', authDomain: 'localhost' }),
    },
  ],
};

function fail(message) {
  throw new Error(`installable app: ${message}`);
}

/** What the build holds: the manifest, its link, its icons, the worker and its routes. */
function checkFiles(outDir) {
  const manifestPath = join(outDir, 'manifest.webmanifest');
  if (!existsSync(manifestPath)) fail('no manifest.webmanifest');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  for (const key of ['name', 'short_name', 'start_url', 'theme_color', 'background_color'])
    if (!manifest[key]) fail(`the manifest has no ${key}`);
  if (manifest.display !== 'standalone') fail('the manifest is not standalone');
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png');
    if (!icon || !existsSync(join(outDir, icon.src))) fail(`no ${size} PNG icon`);
  }
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  if (!html.includes('<link rel="manifest" href="/manifest.webmanifest"'))
    fail('index.html has no manifest link');
  const sw = readFileSync(join(outDir, 'sw.js'), 'utf8');
  if (!sw.includes('url:"index.html"')) fail('the worker does not precache index.html');
  if (!sw.includes('createHandlerBoundToURL("index.html")')) fail('no navigation fallback to index.html');
  if (!/registerRoute\([^;]*\\\/api[^;]*new \w+\.NetworkOnly/.test(sw)) fail('/api is not NetworkOnly');
  if (sw.includes('url:"manifest.webmanifest"'))
    fail('the manifest is precached (the studio’s would never show)');
  return manifest;
}

function serve(outDir) {
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://x').pathname;
    if (path === '/api/appconfig') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      return response.end(JSON.stringify(APPCONFIG));
    }
    if (path.startsWith('/api/')) {
      response.writeHead(404, { 'Content-Type': 'application/json' });
      return response.end('{"message":"No encontrado."}');
    }
    const file = join(outDir, normalize(path));
    const found =
      file.startsWith(outDir) && existsSync(file) && extname(file) ? file : join(outDir, 'index.html');
    response.writeHead(200, { 'Content-Type': contentTypeOf(found) });
    response.end(readFileSync(found));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** In Chromium: the worker registers and takes the app offline; the studio's manifest is served. */
async function checkInBrowser(outDir) {
  const executablePath = await findChromium();
  if (!executablePath) fail('no Chromium to check the service worker in (see scripts/e2e.mjs)');
  const { chromium } = await import('@playwright/test');
  const server = await serve(outDir);
  const origin = `http://localhost:${server.address().port}`;
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { scope: registration.scope, script: registration.active?.scriptURL };
    });
    if (worker.scope !== `${origin}/` || worker.script !== `${origin}/sw.js`)
      fail(`unexpected registration ${JSON.stringify(worker)}`);
    // The app writes the studio's manifest once the worker is there.
    await page.waitForFunction(async () => (await caches.has('studio-manifest')) === true, null, {
      timeout: 10_000,
    });
    await page.reload();
    const served = await page.evaluate(async () => ({
      controlled: navigator.serviceWorker.controller !== null,
      manifest: await (await fetch('/manifest.webmanifest')).json(),
      cached: (await Promise.all((await caches.keys()).map(async (name) => (await caches.open(name)).keys())))
        .flat()
        .map((request) => request.url),
    }));
    if (!served.controlled) fail('the reloaded page is not controlled by the worker');
    if (served.manifest.name !== STUDIO)
      fail(`the manifest URL serves "${served.manifest.name}", not the studio’s`);
    if (served.cached.some((url) => new URL(url).pathname.startsWith('/api')))
      fail('an /api answer was cached');
    const cdp = await context.newCDPSession(page);
    const parsed = await cdp.send('Page.getAppManifest');
    const browserManifest = parsed.data ? JSON.parse(parsed.data) : {};
    // What the browser itself installs from: its manifest fetch goes through the worker too.
    if (browserManifest.name !== STUDIO) fail(`the browser reads the manifest "${browserManifest.name}"`);
    // Offline, a reload still opens the app: index.html and its scripts come from the precache.
    await context.setOffline(true);
    await page.reload();
    const title = await page.title();
    if (!(await page.locator('#root').count())) fail('offline, the reload did not open the app shell');
    await context.setOffline(false);
    return { browserManifestName: browserManifest.name ?? null, precached: served.cached.length, title };
  } finally {
    await browser.close();
    server.close();
  }
}

export async function checkInstallableApp(outDir) {
  const manifest = checkFiles(outDir);
  const browser = await checkInBrowser(outDir);
  console.log(
    `installable app: manifest "${manifest.name}", worker registered, ${browser.precached} cached files, ` +
      `the browser installs "${browser.browserManifestName}", opens offline`,
  );
}
