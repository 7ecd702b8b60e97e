import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { routePreloads, type ScreenBundle } from './initial-chunks';

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

function loaderCode(scripts: { src: string; module: boolean }[], preloads: Record<string, string[]>): string {
  // The address's own screen code (decision 040), fetched beside the entry rather than after it.
  const preloading =
    Object.keys(preloads).length === 0
      ? ''
      : `{
  const path = location.pathname.replace(/(.)\\/$/, '$1');
  for (const href of ${JSON.stringify(preloads)}[path] ?? []) {
    const link = document.createElement('link');
    // A stylesheet only fetched: Vite's own <link rel="stylesheet"> for the chunk then finds it
    // in the cache, and the chunk still waits for it (no unstyled flash).
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
`;
  return `${preloading}for (const [src, module] of ${JSON.stringify(scripts.map((s) => [s.src, s.module]))}) {
  const script = document.createElement('script');
  if (module) script.type = 'module';
  script.crossOrigin = '';
  script.src = src;
  // In the order index.html had them (inserted scripts are async otherwise).
  script.async = false;
  document.head.append(script);
}`;
}

/**
 * Rewrites index.html in `outDir`: its file scripts are inserted by one inline loader at the end
 * of <body> (hashes of inline scripts work in every browser with CSP 2; hashes of external files
 * only in Chromium). Returns the loader's hash for the policy.
 */
export function secureIndexHtml(outDir: string, preloadsFor: PreloadsFor = () => ({})): string[] {
  const file = join(outDir, 'index.html');
  let html = readFileSync(file, 'utf8');
  const scripts = [...html.matchAll(FILE_SCRIPT)].map((match) => ({
    src: match[2]!,
    module: /\stype="module"/.test(match[1]!),
  }));
  if (scripts.length === 0) return [];
  html = html.replace(FILE_SCRIPT, '');
  const loaded = new Set([...html.matchAll(/["'](\/assets\/[^"']+)["']/g)].map((match) => match[1]!));
  const code = loaderCode(scripts, preloadsFor(loaded));
  html = html.replace('</body>', `  <script>${code}</script>\n  </body>`);
  writeFileSync(file, html);
  return [sha256(code)];
}

export function cspBuildPlugin(headersFor: HeadersForHashes, screens: readonly ScreenBundle[] = []): Plugin {
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
        const scriptHashes = secureIndexHtml(outDir, (loaded) => routePreloads(bundle, screens, loaded));
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
