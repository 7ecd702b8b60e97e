// `npm run prerender [-- <dist folder>]`, after `npm run build` (decision 043): opens the live
// build's public pages (KEPT_PAGES) in Chromium against the API the build names (VITE_API_URL),
// keeps what each first screen showed and writes it into index.html, so a first-time visitor sees
// the page before the app's code has arrived. Run it again whenever the studio changes what
// those first screens show. Without the API or a browser it changes nothing and says why.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { preview } from 'vite';
import { findChromium } from './find-chromium.mjs';
import {
  bootScreenOf,
  fontSamples,
  KEPT_PAGES,
  withIndexRevision,
  withPrerender,
  type Snapshot,
  type TextInFont,
} from './prerender-html';

type FirstScreen = Pick<Snapshot, 'markup' | 'htmlStyle' | 'stylesheets'> & { texts: TextInFont[] };

async function snapshotOf(
  browser: Browser,
  origin: string,
  { path, keep }: (typeof KEPT_PAGES)[number],
  built: { title: string; bootScreen: string },
): Promise<Snapshot> {
  const page = await browser.newPage();
  try {
    // The moment the app's first screen (its <main>) replaces the start-up screen: that is what
    // is kept, before sections near the viewport load and before any later render.
    await page.addInitScript(
      ({ frameContent }) => {
        const win = window as unknown as { __firstScreen: Promise<unknown> };
        win.__firstScreen = new Promise((done) => {
          document.addEventListener('DOMContentLoaded', () => {
            const root = document.getElementById('root')!;
            new MutationObserver((_, observer) => {
              const main = root.querySelector('main#contenido');
              if (!main) return;
              observer.disconnect();
              // A frame's text (decision 105): each element's own text, its font, and whether it is
              // in the content the frame leaves out (fontSamples makes the loader's list of it).
              const texts: TextInFont[] = [];
              if (frameContent !== null)
                for (const element of root.querySelectorAll('*')) {
                  let text = '';
                  for (const node of element.childNodes)
                    if (node.nodeType === Node.TEXT_NODE) text += node.textContent;
                  if (!text.trim()) continue;
                  const style = getComputedStyle(element);
                  texts.push({
                    font: `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`,
                    text,
                    inContent: main.contains(element),
                  });
                }
              const copy = root.cloneNode(true) as HTMLElement;
              if (frameContent !== null) copy.querySelector('main#contenido')!.innerHTML = frameContent;
              // This server's address becomes the site's own ('/…'): the page is served elsewhere.
              // (No named functions in here: tsx would wrap them in a helper the page lacks.)
              const here = `${location.origin}/`;
              done({
                markup: copy.innerHTML.split(here).join('/'),
                texts,
                htmlStyle: document.documentElement.getAttribute('style'),
                // A frame's own parts are the first load's, whose stylesheet index.html has.
                stylesheets:
                  frameContent !== null
                    ? []
                    : [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) =>
                        link.href.split(here).join('/'),
                      ),
              });
            }).observe(root, { childList: true });
          });
        });
      },
      { frameContent: keep === 'frame' ? built.bootScreen : null },
    );
    await page.goto(`${origin}${path}`);
    const first = (await Promise.race([
      page.evaluate(() => (window as unknown as { __firstScreen: Promise<unknown> }).__firstScreen),
      page.waitForTimeout(30_000).then(() => {
        throw new Error(`${path} showed no screen in 30 s (does the API at VITE_API_URL answer?)`);
      }),
    ])) as FirstScreen;
    // The title is set in an effect after that render (usePageMeta).
    await page
      .waitForFunction((initial) => document.title !== initial, built.title, { timeout: 10_000 })
      .catch(() => undefined);
    const head = await page.evaluate(() => ({
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
      appCss: document.querySelector('style[data-studio="app-css"]')?.textContent ?? null,
    }));
    const { texts, ...screen } = first;
    return { path, ...screen, ...head, fonts: fontSamples(texts) };
  } finally {
    await page.close();
  }
}

const directory = resolve(process.argv[2] ?? 'dist');
const executablePath = await findChromium();
if (!executablePath) {
  console.warn('prerender: no Chromium found (CHROMIUM_PATH); index.html left as built.');
  process.exit(0);
}
const indexFile = join(directory, 'index.html');
// Served without what an earlier run kept, so each page's first screen is the app's own.
const built = withPrerender(readFileSync(indexFile, 'utf8'), []);
writeFileSync(indexFile, built);
const server = await preview({
  configFile: false,
  logLevel: 'error',
  build: { outDir: directory },
  preview: { port: 0, host: '127.0.0.1' },
});
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
try {
  const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
  const start = { title: built.match(/<title>([^<]*)<\/title>/)?.[1] ?? '', bootScreen: bootScreenOf(built) };
  const snapshots: Snapshot[] = [];
  for (const kept of KEPT_PAGES) snapshots.push(await snapshotOf(browser, origin, kept, start));
  const html = withPrerender(built, snapshots);
  writeFileSync(indexFile, html);
  const workerFile = join(directory, 'sw.js');
  try {
    writeFileSync(workerFile, withIndexRevision(readFileSync(workerFile, 'utf8'), html));
  } catch {
    // A build without the service worker (none is written for mock builds).
  }
  for (const { path, markup } of snapshots)
    console.log(`prerender: ${path} kept in ${indexFile} (${markup.length} characters)`);
} catch (error) {
  console.warn(`prerender: ${(error as Error).message}; index.html left as built.`);
} finally {
  await browser.close();
  await server.close();
}
