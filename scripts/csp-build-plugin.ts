import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { routePreloads, type ScreenBundle } from './initial-chunks';
import { KEPT_PATH_ATTRIBUTE } from './prerender-html';

/**
 * Live builds only (decision 032): index.html's module entry becomes a small inline loader
 * script, and its hash goes into the Content-Security-Policy with
 * `'strict-dynamic'`. A module script written in the HTML is "parser-inserted", and so is every
 * chunk it imports (Chromium refuses them under 'strict-dynamic' with only a hash); a module the
 * loader inserts is not, so the whole app, Stripe, PayPal and the tracking snippets it adds may
 * load. The build writes the headers a host should send: `_headers` (Netlify, Cloudflare Pages)
 * and `security-headers.json` (what `scripts/serve-live.ts` and other hosts' configs read).
 */
/** The headers of the live build by path, given the hashes of index.html's scripts (src/domain/security-headers.ts). */
export type HeadersForHashes = (scriptHashes: string[]) => Record<string, Record<string, string>>;

/** The files to preload by address, given the `/assets/…` files index.html already loads. */
type PreloadsFor = (alreadyLoaded: ReadonlySet<string>) => Record<string, string[]>;

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

// Every script of index.html that names a file of the build (module entries, a service worker
// registration…), in document order.
const FILE_SCRIPT = /\s*<script\b([^>]*)\ssrc="(\/(?!\/)[^"]+)"[^>]*><\/script>/g;

// Vite's preloads of the entry's own chunks, moved into the loader (see `loaderCode`).
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="(\/(?!\/)[^"]+)"[^>]*>/g;

/** What the loader starts, in order: the address's screen code, the entry's chunks, its scripts. */
export interface LoaderFiles {
  scripts: { src: string; module: boolean }[];
  modulePreloads: string[];
  preloads: Record<string, string[]>;
  /** Stored keys that mean a kept page must not be shown (see vite.config.ts). */
  keptPageBlockers: readonly string[];
}

export function loaderCode({ scripts, modulePreloads, preloads, keptPageBlockers }: LoaderFiles): string {
  // Decision 043: a public page kept as HTML at deploy time (scripts/prerender.ts) is shown at
  // once to a first-time visitor of its address; anyone with a kept configuration or a signed-in
  // hint gets the start-up screen as before (no flash of another studio version or of the
  // visitor's header). Then the app's code is fetched after that first paint, not competing.
  // #root comes hidden (see `secureIndexHtml`): shown here, in the same task that puts the kept
  // page in it, so no frame ever shows the start-up screen the kept page replaces.
  return `{
  const root = document.getElementById('root');
  if (root) root.hidden = false;
  const path = location.pathname.replace(/(.)\\/$/, '$1');
  const templates = [...document.querySelectorAll('template[${KEPT_PATH_ATTRIBUTE}]')];
  const kept = templates.find((template) => template.getAttribute('${KEPT_PATH_ATTRIBUTE}') === path);
  let shown = false;
  let fonts = [];
  if (root && kept && !/[?&]oobCode=/.test(location.search)) {
    try {
      shown = ${JSON.stringify(keptPageBlockers)}.every((key) => localStorage.getItem(key) === null);
    } catch {
      shown = true;
    }
    if (shown) {
      root.replaceChildren(kept.content);
      root.dataset.prerendered = '';
      if (kept.dataset.htmlStyle) document.documentElement.setAttribute('style', kept.dataset.htmlStyle);
      try {
        fonts = JSON.parse(kept.dataset.fonts ?? '[]');
      } catch {
        // A list it cannot read is only fonts not looked up early: the app still loads.
      }
    }
  }
  templates.forEach((template) => template.remove());
  const add = (attributes) => document.head.append(Object.assign(document.createElement(attributes.tag), attributes.set));
  const load = () => {
    // The address's own screen code (decision 040), fetched beside the entry rather than after it.
    for (const href of [...(${JSON.stringify(preloads)}[path] ?? []), ...${JSON.stringify(modulePreloads)}]) {
      // A stylesheet only fetched: Vite's own <link rel="stylesheet"> for the chunk then finds it
      // in the cache, and the chunk still waits for it (no unstyled flash).
      const style = href.endsWith('.css');
      add({ tag: 'link', set: style ? { rel: 'preload', as: 'style', crossOrigin: '', href } : { rel: 'modulepreload', crossOrigin: '', href } });
    }
    // In the order index.html had them (inserted scripts are async otherwise).
    for (const [src, module] of ${JSON.stringify(scripts.map((s) => [s.src, s.module]))})
      add({ tag: 'script', set: { type: module ? 'module' : '', crossOrigin: '', src, async: false } });
  };
  // Decision 105: the text styles and characters a kept frame's content will use, looked up while
  // the app's code downloads, one a task (a browser's font lookups took 18 of a 25 ms layout in the
  // app's first frame), so that frame finds them known. Laid out hidden, then removed.
  const warmFonts = () => {
    const box = document.createElement('div');
    box.setAttribute('aria-hidden', 'true');
    box.style.cssText = 'position:absolute;top:0;left:0;width:0;height:0;overflow:hidden;visibility:hidden;contain:strict';
    document.body.append(box);
    const next = (index) => {
      if (index === fonts.length) return box.remove();
      const sample = box.appendChild(document.createElement('span'));
      sample.style.font = fonts[index][0];
      sample.textContent = fonts[index][1];
      void sample.offsetWidth;
      setTimeout(() => next(index + 1));
    };
    setTimeout(() => next(0));
  };
  // Once the kept page is painted (the browser's paint timing says so; a frame and a task where
  // it has none; at worst after 3 s). A hidden tab paints nothing: no reason to wait there.
  if (shown && document.visibilityState === 'visible') {
    let started = false;
    const start = () => {
      if (!started) {
        load();
        if (fonts.length > 0) warmFonts();
      }
      started = true;
    };
    setTimeout(start, 3000);
    if (window.PerformanceObserver?.supportedEntryTypes?.includes('paint'))
      new PerformanceObserver((_, observer) => {
        observer.disconnect();
        setTimeout(start);
      }).observe({ type: 'paint', buffered: true });
    else requestAnimationFrame(() => setTimeout(start));
  } else load();
}`;
}

/**
 * Rewrites index.html in `outDir`: its file scripts are inserted by one inline loader at the end
 * of <body> (hashes of inline scripts work in every browser with CSP 2; hashes of external files
 * only in Chromium). Returns the loader's hash for the policy.
 */
export function secureIndexHtml(
  outDir: string,
  preloadsFor: PreloadsFor = () => ({}),
  keptPageBlockers: readonly string[] = [],
): string[] {
  const file = join(outDir, 'index.html');
  let html = readFileSync(file, 'utf8');
  const scripts = [...html.matchAll(FILE_SCRIPT)].map((match) => ({
    src: match[2]!,
    module: /\stype="module"/.test(match[1]!),
  }));
  if (scripts.length === 0) return [];
  html = html.replace(FILE_SCRIPT, '');
  const loaded = new Set([...html.matchAll(/["'](\/assets\/[^"']+)["']/g)].map((match) => match[1]!));
  const modulePreloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  html = html.replace(MODULE_PRELOAD, '');
  const code = loaderCode({ scripts, modulePreloads, preloads: preloadsFor(loaded), keptPageBlockers });
  html = html.replace('</body>', `  <script>${code}</script>\n  </body>`);
  // The loader waits for the stylesheets, and the browser may paint once between their arrival
  // and the loader's run: the start-up screen for a frame, then the kept page (a spinner's flash,
  // and a largest paint a frame after the first). Hidden, that frame is blank; the loader shows it.
  html = html.replace('<div id="root">', '<div id="root" hidden>');
  writeFileSync(file, html);
  return [sha256(code)];
}

export function cspBuildPlugin(
  headersFor: HeadersForHashes,
  screens: readonly ScreenBundle[] = [],
  keptPageBlockers: readonly string[] = [],
): Plugin {
  let outDir = 'dist';
  return {
    name: 'studio-csp',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle: {
      order: 'post',
      handler(_options, bundle) {
        const scriptHashes = secureIndexHtml(
          outDir,
          (loaded) => routePreloads(bundle, screens, loaded),
          keptPageBlockers,
        );
        const headers = headersFor(scriptHashes);
        writeFileSync(join(outDir, 'security-headers.json'), `${JSON.stringify(headers, null, 2)}\n`);
        const netlify = Object.entries(headers)
          .map(([path, values]) =>
            [path, ...Object.entries(values).map(([k, v]) => `  ${k}: ${v}`)].join('\n'),
          )
          .join('\n\n');
        writeFileSync(join(outDir, '_headers'), `${netlify}\n`);
      },
    },
  };
}
