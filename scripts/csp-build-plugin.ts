import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Live builds only (decision 032): index.html's module entry becomes a small classic loader
 * script with an `integrity` hash, and that hash goes into the Content-Security-Policy with
 * `'strict-dynamic'`. A module script written in the HTML is "parser-inserted", and so is every
 * chunk it imports (Chromium refuses them under 'strict-dynamic' with only a hash); a module the
 * loader inserts is not, so the whole app, Stripe, PayPal and the tracking snippets it adds may
 * load. The build writes the headers a host should send: `_headers` (Netlify, Cloudflare Pages)
 * and `security-headers.json` (what `scripts/serve-live.mjs` and other hosts' configs read).
 */
/** The headers of the live build by path, given the hashes of index.html's scripts (src/domain/security-headers.ts). */
export type HeadersForHashes = (scriptHashes: string[]) => Record<string, Record<string, string>>;

const sha384 = (text: string | Buffer) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

const MODULE_SCRIPT = /<script\s+type="module"[^>]*\ssrc="(\/[^"]+)"[^>]*><\/script>\s*/g;
const CLASSIC_SCRIPT =
  /<script(?![^>]*\stype="module")(?![^>]*\sintegrity=)([^>]*)\ssrc="(\/[^"]+)"([^>]*)><\/script>/g;

function loaderCode(entries: string[]): string {
  return `for (const src of ${JSON.stringify(entries)}) {
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = src;
  // In the order index.html had them (inserted scripts are async otherwise).
  script.async = false;
  document.head.append(script);
}
`;
}

/** Rewrites index.html in `outDir`; returns the hashes of the scripts it now names. */
export function secureIndexHtml(outDir: string, assetsDir: string): string[] {
  const file = join(outDir, 'index.html');
  let html = readFileSync(file, 'utf8');
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
  html = html.replace(MODULE_SCRIPT, '');
  if (entries.length > 0) {
    const code = loaderCode(entries);
    const name = `${assetsDir}/boot-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
    writeFileSync(join(outDir, name), code);
    html = html.replace('</head>', `  <script defer src="/${name}"></script>\n  </head>`);
  }
  const hashes: string[] = [];
  html = html.replace(CLASSIC_SCRIPT, (_whole, before: string, src: string, after: string) => {
    const hash = sha384(readFileSync(join(outDir, src)));
    hashes.push(hash);
    return `<script${before} src="${src}" integrity="${hash}" crossorigin="anonymous"${after}></script>`;
  });
  writeFileSync(file, html);
  return hashes;
}

export function cspBuildPlugin(headersFor: HeadersForHashes): Plugin {
  let outDir = 'dist';
  let assetsDir = 'assets';
  return {
    name: 'studio-csp',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
      assetsDir = config.build.assetsDir;
    },
    writeBundle: {
      order: 'post',
      handler() {
        const scriptHashes = secureIndexHtml(outDir, assetsDir);
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
